// What-if overrides over a season (src/season/overrides.ts): which part of them each game takes, what is an error and
// what a note, and the sentences in English, German and French.
import { describe, expect, it } from 'vitest';
import { render } from '../../src/messages';
import { formatterFor } from '../../src/messages/fmt';
import { whatif as de } from '../../src/messages/de/whatif';
import { whatif as fr } from '../../src/messages/fr/whatif';
import { checkSeasonOverrides, overridesForGame } from '../../src/season';

const O = {
  preset: 'official',
  set: [
    { key: 'bock', values: ['off'] },
    { key: 'coinched-value', values: ['bid-only'] },
  ],
};

describe('season overrides', () => {
  it('each game takes its own preset and switches', () => {
    expect(overridesForGame(O, 'doppelkopf')).toEqual({ preset: undefined, set: [{ key: 'bock', values: ['off'] }] });
    expect(overridesForGame(O, 'coinche')).toEqual({
      preset: 'official',
      set: [{ key: 'coinched-value', values: ['bid-only'] }],
    });
  });

  it('in a mixed season each override is a note; in a one-game season the other game’s is an error', () => {
    const mixed = checkSeasonOverrides(O, ['coinche', 'doppelkopf']);
    expect(mixed.errors).toEqual([]);
    expect(mixed.notes.map((m) => render(m))).toEqual([
      '--rules official applies to the Coinche evenings only; Doppelkopf has no such rule and is settled as written.',
      '--set bock=off applies to the Doppelkopf evenings only; Coinche has no such rule and is settled as written.',
      '--set coinched-value=bid-only applies to the Coinche evenings only; Doppelkopf has no such rule and is ' +
        'settled as written.',
    ]);
    const dk = checkSeasonOverrides(O, ['doppelkopf']);
    expect(dk.notes).toEqual([]);
    expect(dk.errors.map((m) => render(m).split('.')[0])).toEqual([
      '--rules: Doppelkopf has no rules preset "official" (the games of these evenings)',
      '--set coinched-value=bid-only: Doppelkopf has no rule switch "coinched-value" (the games of these evenings)',
    ]);
    expect(checkSeasonOverrides(O, [])).toEqual({ errors: [], notes: [] });
  });

  it('German and French texts', () => {
    const a = { what: '--set bock=off', games: ['doppelkopf'], others: ['coinche'] };
    expect(de['whatif.only-some'](a, formatterFor('de', render))).toBe(
      '--set bock=off gilt nur für die Abende mit Doppelkopf; Coinche kennt diese Regel nicht und wird wie ' +
        'geschrieben abgerechnet.',
    );
    expect(fr['whatif.only-some'](a, formatterFor('fr', render))).toBe(
      '--set bock=off ne s’applique qu’aux soirées de Doppelkopf ; Coinche n’a pas cette règle : ses soirées sont ' +
        'calculées telles qu’écrites.',
    );
    const p = { preset: 'official', games: ['doppelkopf'], presets: ['ddv'] };
    expect(de['whatif.no-preset'](p, formatterFor('de', render))).toContain(
      'Doppelkopf hat keinen Regelsatz „official“',
    );
    expect(fr['whatif.no-preset'](p, formatterFor('fr', render))).toContain(
      'Doppelkopf n’a pas de jeu de règles « official »',
    );
  });
});
