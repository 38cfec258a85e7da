// The engine's row checks, trick checks, trick-proven facts and season settings speak German and French: sheets
// that make each of them report render in de and fr with no English sentence left, and English stays as it was.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { beloteAllowed, beloteLegalityOptions, beloteTrickWinner } from '../../src/games/belote/steps/trickRules';
import { doppelkopfAllowed, doppelkopfTrickWinner } from '../../src/games/doppelkopf/steps/trickRules';
import { beloteRules } from '../../src/games/belote/rules';
import { beloteDeck } from '../../src/games/belote/steps/trickDeal';
import { doppelkopfDeck } from '../../src/games/doppelkopf/steps/trickRules';
import type { Problem } from '../../src/format/types';
import { render, type Message } from '../../src/messages';
import { TRICKS_CODE_LIST } from '../../src/messages/codes';
import { parseSeasonSettings } from '../../src/season/settings';
import { mulberry32, play } from '../engine/tricks/deals';
import { englishLeft } from './english';

const DK = 'game doppelkopf\nplayers Anna Ben Clara Dora\n';
const DK5 = 'game doppelkopf\nplayers Anna Ben Clara Dora Emil\n';
const BEL = 'game belote\nplayers Nord Ost Süd West\n';
const COI = 'game coinche\nplayers Nord Ost Süd West\n';
const SEATS = ['Nord', 'Ost', 'Süd', 'West'];
const PLAYERS = ['Anna', 'Ben', 'Clara', 'Dora'];
/** Süd takes with ♥ trump. */
const SH = ['taker Süd', 'trump hearts'];

/** A legal Belote deal (♥ trump) as trick lines, from a fixed seed. */
function beloteDeal(seed: number): string[] {
  const opts = beloteLegalityOptions(beloteRules('belote', 'house', {}), 'hearts');
  return play(
    beloteDeck(),
    mulberry32(seed),
    (hand, before, p) =>
      beloteAllowed(
        hand,
        before.map((b) => ({ card: b.card, seat: b.player })),
        p,
        opts,
      ).cards,
    (cards) => beloteTrickWinner(cards, 'hearts'),
    SEATS,
  ).lines;
}

/** A legal normal Doppelkopf deal (with nines) as trick lines. */
function doppelkopfDeal(seed: number): string[] {
  return play(
    doppelkopfDeck(true),
    mulberry32(seed),
    (hand, before) =>
      doppelkopfAllowed(
        hand,
        before.map((b) => b.card),
        'normal',
      ).cards,
    (cards, t) => doppelkopfTrickWinner(cards, { kind: 'normal', dulle: 'first-wins', lastTrick: t === 12 }),
    PLAYERS,
  ).lines;
}

/** The cards a player plays in the given trick lines. */
const handOf = (lines: string[], player: string) =>
  lines.map((l) => new RegExp(`${player} (\\S+?)(,|$)`).exec(l)![1]).join(' ');
const round = (lines: string[]) => `round\n${lines.map((l) => `  ${l}\n`).join('')}`;
const bel = beloteDeal(7);
const dk = doppelkopfDeal(3);
// The last trick with its first card replaced by the first card of trick 1: a card played twice, another never.
const lastTrick = bel[7].replace(/^(trick \S+ )\S+/, `$1${bel[0].split(' ')[2].replace(',', '')}`);

const SHEETS: string[] = [
  // Recorded Doppelkopf rows (plus-minus, plus).
  `${DK5}${round(['out Emil', 'score Anna 2 Ben 2 Clara -2 Dora -2 Emil 1'])}`,
  `${DK}${round(['score Anna 2 Ben -2'])}`,
  `${DK5}${round(['score Anna 1 Ben 1 Clara 1 Dora -1 Emil -2'])}`,
  `${DK}${round(['score Anna 2 Ben 2 Clara -2 Dora -1'])}`,
  `${DK}${round(['score Anna 3 Ben 1 Clara -2 Dora -2'])}`,
  `${DK}${round(['score Anna 2 Ben 2 Clara -4 Dora 0'])}`,
  `${DK}${round(['score Anna 5 Ben -1 Clara -2 Dora -2'])}`,
  `${DK}set counting plus\n${round(['score Anna -2 Ben -2 Clara 0 Dora 0'])}`,
  `${DK}set counting plus\n${round(['score Anna 4 Ben 0 Clara 0 Dora 0'])}`,
  `${DK}set counting plus\n${round(['score Anna 1 Ben 2 Clara 0 Dora 0'])}`,
  // Scored Doppelkopf rounds whose score or total is wrong.
  `${DK}${round(['re Anna Ben', 'cards re 130', 'score Anna 2 Ben 2 Clara -2 Dora -2'])}`,
  `${DK}${round(['re Anna Ben', 'cards re 100', 'score Anna 1 Ben 2 Clara -2 Dora -1'])}`,
  `${DK}${round(['re Anna Ben', 'cards re 130', 'score Anna 1 Ben 1 Clara -1 Dora -2'])}`,
  `${DK}${round(['solo Anna queens', 'cards re 130', 'score Anna 9 Ben -3 Clara -3 Dora -3'])}`,
  `${DK}${round(['solo Anna queens', 'cards re 100', 'score Anna -3 Ben 1 Clara 1 Dora 2'])}`,
  `${DK}${round(['solo Anna queens', 'cards re 130', 'score Anna 9 Ben -1 Clara -1 Dora -1'])}`,
  `${DK}${round(['solo Anna queens', 'cards re 100', 'score Anna -9 Ben 1 Clara 1 Dora 1'])}`,
  `${DK}set counting plus\n${round(['re Anna Ben', 'cards re 100', 'score Anna 1 Ben 0 Clara 2 Dora 2'])}`,
  `${DK}${round(['re Anna Ben', 'cards re 130', 'total Anna 5 Ben 1 Clara -1 Dora -1'])}`,
  `${DK}${round(['re Anna Ben', 'cards re 130', 'total Anna 1 Ben 1 Clara -1 Dora -2'])}`,
  `${DK}${round(['re Anna Ben', 'cards re 130'])}` +
    round(['re Anna Ben', 'cards re 130', 'total Anna 2 Ben 2 Clara -2 Dora -3']),
  // Belote score and total lines.
  `${BEL}${round([...SH, 'cards Nord-Süd 100', 'last Nord-Süd', 'score Nord-Süd 5 Ost-West 10'])}`,
  `${BEL}${round([...SH, 'cards Nord-Süd 100', 'last Nord-Süd', 'total Nord-Süd 5 Ost-West 10'])}`,
  `${COI}${round(['contract Süd 80 hearts', 'cards Nord-Süd 100', 'last Nord-Süd', 'total Nord-Süd 185 Ost-West 55'])}`,
  // Trick checks, both games.
  `${DK}${round(['re Anna Ben', 'trick Anna ♣8, Ben ♣9, Clara ♣A, Dora ♣K'])}`,
  `${DK}set nines off\n${round(['re Anna Ben', 'trick Anna ♣9, Ben ♣10, Clara ♣A, Dora ♣K'])}`,
  `${DK}${round(['re Anna Ben', 'trick Anna ♣Q, Anna ♠A, Clara ♥10, Dora ♦K'])}`,
  `${DK}${round(['solo Ben queens', 'trick Anna ♥10, Ben ♠Q, Clara ♥A, Dora ♥K => kontra'])}`,
  `${DK5}${round(['out Emil', 're Anna Ben', 'trick Anna ♣A, Ben ♣K, Clara ♣10, Emil ♣9'])}`,
  `${BEL}${round([...SH, 'hand Nord ♥J ♥J', 'trick Nord ♥J, Ost ♥9, Süd ♥A, West ♥10', 'hand Ost ♥J'])}`,
  `${BEL}${round([...SH, ...['trick Nord ♥J, Ost ♥9, Süd ♥A, West ♥10', 'trick Nord ♥J, Ost ♥8, Süd ♥K, West ♥7']])}`,
  `${BEL}${round([...SH, 'hand Nord ♥J', 'trick Nord ♠7, Ost ♠8, Süd ♠9, West ♠10'])}`,
  `${BEL}${round([...SH, 'hand Ost ♥J ♦K', 'trick Süd ♠A, Ost ♦K, West ♠7, Nord ♠8'])}`,
  `${BEL}${round([...SH, 'trick Nord ♠A, Ost ♠8, Süd ♠9'])}`,
  `${BEL}${round([...SH, 'trick Nord ♠A, Ost ♠8, Süd ♠9, West ♠10 => Ost 99'])}`,
  // A whole Belote deal: a card twice (the other never played), a ninth trick, a hand card never played.
  `${BEL}${round([...SH, ...bel.slice(0, 7), lastTrick])}`,
  `${BEL}${round([...SH, ...bel, 'trick Nord ♠A, Ost ♠8, Süd ♠9, West ♠10'])}`,
  `${BEL}${round([...SH, `hand Nord ${handOf(bel, 'Nord')} ♣A`, ...bel])}`,
  `${BEL}${round([...SH, ...[bel[0], bel[2], bel[1], ...bel.slice(3)]])}`,
  // Whole deals against stated facts.
  `${BEL}${round([...SH, 'cards Nord-Süd 1', 'last Nord-Süd', 'last Ost-West', ...bel])}`,
  `${BEL}${round([...SH, 'belote Nord-Süd', 'belote Ost-West', 'capot Nord-Süd', ...bel])}`,
  `${BEL}${round([...SH, 'capot Ost-West', ...bel])}`,
  `${COI}${round(['contract Süd 80 hearts', 'generale Nord', ...bel])}`,
  `${DK}${round(['re Anna Ben', ...dk])}`,
  `${DK}${round(['re Clara Dora', ...dk])}`,
  `${DK}${round(['marriage Anna with Ben', ...dk])}`,
  `${DK}${round(['marriage Anna', ...dk])}`,
  `${DK}${round(['solo Anna queens', ...dk])}`,
];

function collect(m: Message | undefined, into: Message[]): void {
  if (!m) return;
  into.push(m);
  for (const v of Object.values(m.args ?? {})) {
    const vs = Array.isArray(v) ? v : [v];
    for (const x of vs) if (x && typeof x === 'object' && 'id' in x) collect(x as Message, into);
  }
}

function problemsOf(text: string): Problem[] {
  return analyzeScore(text).problems;
}

const problems = SHEETS.flatMap(problemsOf);
const seasonProblems = [
  'season Liga\nfoo\npot\npot 0\npot -1\npot 0.10 EUR x\nsplit standings 50 x\nsplit standings 50 30\nsplit foo\n',
  'season\ngame schach\ngame doppelkopf\nsplit attendance\nsplit attendance\n',
].flatMap((t) => parseSeasonSettings(t).problems);

describe('engine checks in German and French', () => {
  const all: Message[] = [];
  for (const p of [...problems, ...seasonProblems]) {
    collect(p.msg, all);
    collect(p.fix?.titleMsg, all);
  }
  const ids = new Set(all.map((m) => m.id));

  it('every problem of these checks is a message (English text unchanged from the message)', () => {
    // Only the checks converted here: other problems these sheets cause (missing facts) are another module's.
    const converted = new Set([
      ...TRICKS_CODE_LIST,
      ...['score-mismatch', 'total-mismatch', 'sitting-out', 'partial-row', 'row-sum', 'parity', 'solo-pattern'],
      ...['derived-mismatch', 'rounding'],
    ]);
    for (const p of [...problems.filter((x) => converted.has(x.code as never)), ...seasonProblems]) {
      expect(p.msg, `${p.code}: ${p.message}`).toBeDefined();
      expect(render(p.msg!, 'en')).toBe(p.message);
    }
  });

  it('exercises each converted sentence', () => {
    const wanted = [
      'tricks.not-in-deck',
      'deck.no-eights-sevens',
      'deck.no-nines',
      'tricks.listed-twice',
      'tricks.already-held',
      'tricks.where.played',
      'tricks.where.hand',
      'tricks.extra-trick',
      'tricks.not-playing',
      'tricks.player-twice',
      'tricks.played-twice',
      'tricks.not-held',
      'tricks.illegal-card',
      'tricks.illegal-play',
      'duty.must-trump',
      'tricks.missing-players',
      'tricks.wrong-winner',
      'dk.tricks.wrong-winner-party',
      'tricks.wrong-value',
      'tricks.wrong-leader',
      'tricks.never-played',
      'tricks.cards-left',
      'deck.belote',
      'dk.row.mismatch-one',
      'dk.row.mismatch',
      'dk.row.totals-sum',
      'dk.row.fix',
      'dk.total.first',
      'dk.total.after',
      'dk.row.sits-out',
      'dk.row.partial',
      'dk.row.too-many',
      'dk.row.sum',
      'dk.row.pairs',
      'dk.row.shape',
      'dk.row.sign',
      'dk.row.one-scorer',
      'dk.row.plus-shape',
      'dk.row.solo',
      'dk.formula',
      'dk.points.scores',
      'dk.points.equals',
      'dk.points.solo',
      'dk.points.other',
      'dk.points.counting',
      'dk.tricks.re',
      'dk.tricks.marriage',
      'bel.stated.mismatch',
      'bel.stated.fix',
      'bel.total.working',
      'bel.tricks.cards',
      'bel.tricks.last',
      'bel.tricks.belote',
      'bel.tricks.capot',
      'bel.tricks.generale',
      'season.duplicate',
      'season.bad-game',
      'season.unknown-directive',
      'season.split-without-pot',
      'season.bad-pot',
      'season.pot-args',
      'season.split-mode',
      'season.not-percent',
      'season.shares-sum',
    ];
    expect(wanted.filter((id) => !ids.has(id as Message['id']))).toEqual([]);
  });

  it('renders every one of them in German and French with no English sentence left', () => {
    const leftovers: string[] = [];
    for (const m of all) {
      for (const lang of ['de', 'fr'] as const) {
        const text = render(m, lang);
        expect(text, `${m.id} ${lang}`).not.toMatch(/undefined|\[object Object\]|NaN/);
        if (englishLeft(text).length > 0) leftovers.push(`${lang} ${m.id}: ${text}`);
      }
    }
    expect(leftovers).toEqual([]);
  });

  it('says which card was allowed, in each language', () => {
    const text = `${BEL}${round([...SH, 'hand Ost ♥J ♦K', 'trick Süd ♠A, Ost ♦K, West ♠7, Nord ♠8'])}`;
    const p = problemsOf(text).find((x) => x.code === 'illegal-card')!;
    expect(p.message).toBe('Ost must trump: ♥J was allowed, ♦K is not (FFB-B §5.2).');
    expect(render(p.msg!, 'de')).toBe('Ost muss stechen: erlaubt war ♥J, nicht ♦K (FFB-B §5.2).');
    expect(render(p.msg!, 'fr')).toBe('Ost doit couper : carte permise ♥J, pas ♦K (FFB-B §5.2).');
  });

  it('writes a row check in the players’ words', () => {
    const p = problemsOf(`${DK}${round(['score Anna 3 Ben 1 Clara -2 Dora -2'])}`).find((x) => x.code === 'parity')!;
    expect(render(p.msg!, 'de')).toBe(
      'Die Zeile Anna +3 Ben +1 Clara -2 Dora -2 ist nicht +V +V −V −V: beide Gewinner bekommen denselben Wert, ' +
        'beide Verlierer verlieren ihn.',
    );
    expect(render(p.msg!, 'fr')).toBe(
      'La ligne Anna +3 Ben +1 Clara -2 Dora -2 n’est pas +V +V −V −V : les deux gagnants marquent la même valeur ' +
        'et les deux perdants la perdent.',
    );
  });

  it('the rounding warning (rare: a stated score that matches but is not in tens) in each language', () => {
    const m: Message = { id: 'bel.stated.rounding', args: { value: 85 } };
    expect(render(m, 'en')).toBe(
      '85 is not a multiple of ten, but scores are rounded to tens in this game (5 rounds up).',
    );
    expect(render(m, 'de')).toBe(
      '85 ist kein Vielfaches von zehn, aber in dieser Partie wird auf Zehner gerundet (5 wird aufgerundet).',
    );
    expect(englishLeft(render(m, 'fr'))).toEqual([]);
  });

  it('Belote breakdown lines (explain, hover) in German and French', () => {
    const r = analyzeScore(`${BEL}${round([...SH, 'cards Nord-Süd 100', 'last Nord-Süd', 'belote Ost-West'])}`);
    const lines = (lang: 'en' | 'de' | 'fr') =>
      r.rounds[0].breakdown.map((b) => (b.label ? render(b.label, lang) : b.item));
    expect(lines('en')).toEqual(['cards', 'last trick', 'cards', 'belote', 'taker ahead 110 > 72 → made']);
    expect(lines('de')).toEqual(['Augen', 'letzter Stich', 'Augen', 'Belote', 'Preneur vorn 110 > 72 → erfüllt']);
    expect(lines('fr')).toEqual(['cartes', 'dix de der', 'cartes', 'belote', 'preneur devant 110 > 72 → fait']);
  });

  it('the internal-error problem is a message too', () => {
    const m: Message = { id: 'engine.internal-error', args: { reason: 'boom' } };
    expect(render(m, 'en')).toBe('Scoresheet could not score this file (boom). Please report it with the file.');
    expect(englishLeft(render(m, 'de'))).toEqual([]);
    expect(englishLeft(render(m, 'fr'))).toEqual([]);
  });
});
