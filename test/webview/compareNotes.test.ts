// @vitest-environment happy-dom
// The view's "Compare rules" says what `settle --compare` says (issue 30, item 3): the host's comparison carries the
// notes in the view's language (bock lines kept with bock off, rounds written as their outcome) and, for Coinche, the
// games won beside every game's points; the view shows both. Values worked out by hand in test/cli/whatIfNotes.test.ts.

import { afterEach, describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { compareRules } from '../../src/extension/settlement/rulesCompare';
import type { RuleChangeInput } from '../../src/protocol';
import type { SettlementCompare } from '../../webview/components/settlementCompare';
import { setViewLang } from '../../webview/strings';
import { FIVE_PLAYERS } from '../helpers/fivePlayers';
import { comparison } from './compareFixtures';
import { deepQuery, deepText, mount, settle } from './dom';
import { doppelkopfModel, update } from './fixtures';

const MINUS = '\u2212';

const BOCK_MARKED = `game doppelkopf
players Anna Ben Clara Dora
set bock on

round 1
  re Anna Clara
  cards re 120

round 2
  re Anna Ben
  cards re 151
  bock

round 3
  re Ben Dora
  cards re 130
  bock
`;

const COINCHE = `game coinche
players Nord Ost Süd West
teams NS EW
target 500

round 1
  contract Süd 80 spades
  cards NS 100, EW 52
  last NS

round 2
  contract Ost 100 hearts coinche
  cards EW 110, NS 42
  last EW

round 3
  contract Nord 80 diamonds
  cards NS 90, EW 62
  last NS
`;

function hostAnswer(text: string, changes: RuleChangeInput[], lang?: 'en' | 'de' | 'fr') {
  const a = analyzeFileText('x.score', text)[0];
  return compareRules('x.score', text, 0, a, changes, lang).result!;
}

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

describe('Compare rules: the notes and the games won (host)', () => {
  it('bock=off keeps the written bock lines, said in the view’s language', () => {
    const r = hostAnswer(BOCK_MARKED, [{ key: 'bock', values: ['off'] }], 'de');
    expect(r.difference).toEqual([0, 0, 0, 0]);
    expect(r.notes).toEqual([
      'Mit bock off zählen die Spiele 2 und 3 weiter mit ihrem Bock: eine notierte bock-Zeile sagt, was am Tisch ' +
        'gespielt wurde, und der Schalter bock entscheidet nur, ob das Programm selbst Bockrunden beginnt. Nimm die ' +
        'bock-Zeilen heraus, um den Abend ohne sie zu sehen.',
    ]);
  });

  it('a paper list written as outcomes: no difference, and why', () => {
    const r = hostAnswer(FIVE_PLAYERS, [{ key: 'announcement', values: ['double'] }]);
    expect(r.difference).toEqual([0, 0, 0, 0, 0]);
    expect(r.notes).toEqual([
      'Rounds 1, 2, 3, 4, 5, 6 and 7 give only the result and its value (won) or the points as written: the rules ' +
        'cannot work them out again, so they keep their points (only bock and counting apply to a written value).',
    ]);
  });

  it('Coinche: every game’s points and the games won', () => {
    const r = hostAnswer(COINCHE, [{ key: 'coinched-value', values: ['bid-only'] }]);
    expect({ asWritten: r.asWritten, whatIf: r.whatIf, games: r.games }).toEqual({
      asWritten: [370, 634],
      whatIf: [370, 474],
      games: { asWritten: [0, 1], whatIf: [0, 0], difference: [0, -1] },
    });
    expect(r.notes).toHaveLength(1);
  });
});

describe('Compare rules: the notes and the games won (view)', () => {
  async function shown(game: string, result: ReturnType<typeof hostAnswer>) {
    const { app } = await mount([update(doppelkopfModel)]);
    const cmp = deepQuery(app, 'scoresheet-compare') as SettlementCompare;
    cmp.game = game;
    (cmp.shadowRoot!.querySelector('button.toggle') as HTMLButtonElement).click();
    await settle(app);
    cmp.receive(comparison(1, result));
    await settle(app);
    return cmp.shadowRoot!;
  }

  it('shows each note under the heading of the result', async () => {
    const root = await shown('doppelkopf', hostAnswer(BOCK_MARKED, [{ key: 'bock', values: ['off'] }]));
    const notes = Array.from(root.querySelectorAll('.result p.note')).map((p) => deepText(p));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^With bock off, rounds 2 and 3 still count with their bock/);
    expect(root.querySelector('table.games')).toBeNull();
  });

  it('Coinche: a table of the games won beside the points', async () => {
    const root = await shown('coinche', hostAnswer(COINCHE, [{ key: 'coinched-value', values: ['bid-only'] }]));
    expect(deepText(root.querySelector('table.games caption')!)).toBe('Games won');
    const rows = (table: string) =>
      Array.from(root.querySelectorAll(`table.${table} tbody tr`)).map((tr) =>
        Array.from(tr.children).map((c) => deepText(c)),
      );
    expect(rows('points')).toEqual([
      ['NS', '370', '370', '0'],
      ['EW', '634', '474', `${MINUS}160`],
    ]);
    expect(rows('games')).toEqual([
      ['NS', '0', '0', '0'],
      ['EW', '1', '0', `${MINUS}1`],
    ]);
    expect(deepText(root.querySelector('.result p.note')!)).toMatch(/^Points are each team's points of every game/);
  });
});
