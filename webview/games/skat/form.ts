// Skat's Add round form (rules/skat.md "Round syntax"): a declarer's game — the game, mit/ohne and the Spitzen, Hand,
// ouvert, the announcement, the bid, the Augen and tricks, the outcome when stated, Kontra/Re/Supra — an eingepasst
// row, or a Ramsch with every player's Augen.

import { html, nothing, type TemplateResult } from 'lit';
import type { SkatRoundInput } from '../../../src/games/skat/editor';
import { strings } from '../../strings';
import { num } from '../answers';
import type { FormParts, FormView } from '../types';
import { skatStrings } from './strings';

const GAMES = ['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'] as const;

/** Every answer as the controls give it (strings), turned into a round when sent. */
export interface SkatAnswers {
  type: string;
  declarer: string;
  game: string;
  mit: string;
  spitzen: string;
  hand: string;
  ouvert: string;
  announce: string;
  bid: string;
  cards: string;
  tricks: string;
  outcome: string;
  kontra: string;
  /** A Ramsch: each player's Augen, by name. */
  ramsch: Record<string, string>;
}

function input(a: SkatAnswers, _kind: string, players: string[]): SkatRoundInput {
  if (a.type === 'passed') return { game: 'skat', type: 'passed' };
  if (a.type === 'ramsch')
    return {
      game: 'skat',
      type: 'ramsch',
      ramschCards: Object.fromEntries(players.map((p) => [p, num(a.ramsch[p] ?? '')])),
    };
  const r: SkatRoundInput = { game: 'skat', skatGame: a.game as SkatRoundInput['skatGame'] };
  if (a.declarer) r.declarer = a.declarer;
  r.with = a.mit !== 'without';
  const spitzen = num(a.spitzen);
  if (spitzen !== undefined) r.spitzen = spitzen;
  r.hand = a.hand === 'yes';
  r.ouvert = a.ouvert === 'yes';
  if (a.announce === 'schneider' || a.announce === 'schwarz') r.announce = a.announce;
  for (const k of ['bid', 'cards', 'tricks'] as const) {
    const v = num(a[k]);
    if (v !== undefined) r[k] = v;
  }
  if (a.outcome === 'won' || a.outcome === 'lost' || a.outcome === 'overbid') r.outcome = a.outcome;
  if (a.kontra === 'kontra' || a.kontra === 're' || a.kontra === 'supra') r.kontra = a.kontra;
  return r;
}

function fields(f: FormParts<SkatAnswers>): TemplateResult {
  const t = skatStrings();
  const a = f.answers;
  const yesNo: [string, string][] = [
    ['', strings.formNone],
    ['yes', t.formYes],
  ];
  const type = f.select(
    t.formType,
    a.type,
    Object.entries(t.formTypes).map(([k, v]): [string, string] => [k, v]),
    (v) => f.set({ type: v }),
  );
  if (a.type === 'passed') return html`<div class="row">${type}</div>`;
  if (a.type === 'ramsch')
    return html`
      <div class="row">${type}</div>
      <div class="row">
        ${f.players.map((p) =>
          f.number(t.formRamschAugen(p), a.ramsch[p] ?? '', (v) => f.set({ ramsch: { ...a.ramsch, [p]: v } }), 0, 120),
        )}
      </div>
    `;
  const isNull = a.game === 'null';
  return html`
    <div class="row">
      ${type} ${f.select(t.formDeclarer, a.declarer, f.playerOptions(''), (v) => f.set({ declarer: v }))}
      ${f.select(
        t.formGame,
        a.game,
        GAMES.map((g): [string, string] => [g, t.formGames[g] ?? g]),
        (v) => f.set({ game: v }),
      )}
    </div>
    <div class="row">
      ${
        isNull
          ? nothing
          : html`${f.select(
              t.formMit,
              a.mit,
              [
                ['with', 'mit'],
                ['without', 'ohne'],
              ],
              (v) => f.set({ mit: v }),
            )}
            ${f.number(t.formSpitzen, a.spitzen, (v) => f.set({ spitzen: v }), 1, 11)}`
      }
      ${f.select(t.formHand, a.hand, yesNo, (v) => f.set({ hand: v }))}
      ${f.select(t.formOuvert, a.ouvert, yesNo, (v) => f.set({ ouvert: v }))}
      ${
        isNull || a.hand !== 'yes' || a.ouvert === 'yes'
          ? nothing
          : f.select(
              t.formAnnounce,
              a.announce,
              [
                ['', strings.formNone],
                ['schneider', 'Schneider'],
                ['schwarz', 'Schwarz'],
              ],
              (v) => f.set({ announce: v }),
            )
      }
    </div>
    <div class="row">
      ${f.number(t.formBid, a.bid, (v) => f.set({ bid: v }), 18, 264)}
      ${f.number(t.formCards, a.cards, (v) => f.set({ cards: v }), 0, 120)}
      ${f.number(t.formTricks, a.tricks, (v) => f.set({ tricks: v }), 0, 10)}
      ${f.select(
        t.formOutcome,
        a.outcome,
        Object.entries(t.formOutcomes).map(([k, v]): [string, string] => [k, v]),
        (v) => f.set({ outcome: v }),
      )}
      ${f.select(
        t.formKontra,
        a.kontra,
        [
          ['', strings.formNone],
          ['kontra', 'Kontra'],
          ['re', 'Re'],
          ['supra', 'Supra'],
        ],
        (v) => f.set({ kontra: v }),
      )}
    </div>
  `;
}

export const skatForm: FormView<SkatAnswers> = {
  empty: () => ({
    type: 'game',
    declarer: '',
    game: 'clubs',
    mit: 'with',
    spitzen: '1',
    hand: '',
    ouvert: '',
    announce: '',
    bid: '',
    cards: '',
    tricks: '',
    outcome: '',
    kontra: '',
    ramsch: {},
  }),
  players: (names) => names,
  fields,
  input,
};
