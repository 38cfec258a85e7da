// English texts of how a Belote/Coinche round is scored (src/games/belote/steps/coinche.ts, outcome.ts, sequence.ts,
// announcements.ts, explain.ts): the contract test, the coinche bracket, the pot, rounding, the end of a game,
// the best announcement and a team's score working.

import type { TrumpKind } from '../../syntax/itemTypes';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

export type ContractValue = number | 'capot' | 'generale';
export type Modifier = 'coinche' | 'surcoinche';
const CARRE_FR: Record<string, string> = {
  jacks: 'carré de valets',
  nines: 'carré de neuf',
  aces: 'carré d’as',
  tens: 'carré de dix',
  kings: 'carré de rois',
  queens: 'carré de dames',
};
const SEQUENCE_FR: Record<string, string> = { fifty: 'cinquante', hundred: 'cent' };

/** An announcement by its French name (`carré de valets`, `cinquante`), as German and French tables say it. */
export function frenchAnnouncement(label: string): string {
  const carre = /^(?:four|carre|carré)-(\w+)$/.exec(label);
  if (carre) return CARRE_FR[carre[1]] ?? label;
  return SEQUENCE_FR[label] ?? label;
}

/** One addend of a coinche formula: a bare number (160, 250) or a number with what it is. */
export type FormulaPart = { n: number; what?: 'announcements' | 'belote' | 'contract' | 'failed-capot' };
export type TermWhat =
  | 'capot'
  | 'cards'
  | 'cards-der'
  | 'last'
  | 'belote'
  | 'announcements'
  | 'defence-announcements'
  | 'taker-announcements'
  | 'taker-belote'
  | 'contract'
  | 'deal'
  | 'litige-pot';
type Result = 'made' | 'failed' | 'litige';

const PART: Record<NonNullable<FormulaPart['what']>, string> = {
  announcements: 'announcements',
  belote: 'belote',
  contract: 'contract',
  'failed-capot': 'failed capot',
};
const TERM: Record<TermWhat, string> = {
  capot: 'capot',
  cards: 'cards',
  'cards-der': 'cards with the last trick',
  last: 'last trick',
  belote: 'belote',
  announcements: 'announcements',
  'defence-announcements': 'defence announcements',
  'taker-announcements': 'taker announcements',
  'taker-belote': 'taker belote',
  contract: 'contract',
  deal: 'deal',
  'litige-pot': 'litige pot',
};
const TRUMP_WORD: Partial<Record<TrumpKind, string>> = { 'no-trump': 'no-trump', 'all-trump': 'all-trump' };
const SIGN: Partial<Record<TrumpKind, string>> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };
const nb = (noBelote?: boolean) => (noBelote ? ' (belote not counted)' : '');

/** `90`, `capot`, `générale`: a contract value as every language's sheet writes it. */
export const contractWord = (v: ContractValue) => (v === 'generale' ? 'générale' : String(v));

/**
 * `Süd 90♠ coinche`, `Nord capot ♥`, `Nord 120 no-trump`: who took what; the suit sign glued to a number, a word
 * apart. `trumpWord` names no-trump and all-trump in the language; the rest is the same everywhere.
 */
export function headlineText(
  a: { player?: string; contract?: ContractValue; trump?: TrumpKind; modifier?: Modifier; taker: boolean },
  trumpWord: (t: TrumpKind) => string,
): string {
  const sign = (t: TrumpKind) => SIGN[t] ?? trumpWord(t);
  if (a.contract !== undefined) {
    const glued = a.trump
      ? typeof a.contract === 'number' && SIGN[a.trump]
        ? sign(a.trump)
        : ` ${sign(a.trump)}`
      : '';
    return `${a.player ?? '?'} ${contractWord(a.contract)}${glued}${a.modifier ? ` ${a.modifier}` : ''}`;
  }
  if (!a.taker && !a.trump) return '';
  return `${a.player ?? '?'}${a.trump ? ` ${sign(a.trump)}` : ''}`;
}

/** `160 + 20 announcements + 100 contract`, in brackets and with its factor as the formula has them. */
export function formulaText(
  a: { parts: readonly FormulaPart[]; bracket?: boolean; factor?: number },
  word: (w: NonNullable<FormulaPart['what']>) => string,
): string {
  const sum = a.parts.map((p) => (p.what ? `${p.n} ${word(p.what)}` : `${p.n}`)).join(' + ');
  return `${a.bracket ? `(${sum})` : sum}${a.factor ? ` ×${a.factor}` : ''}`;
}

/** What the taker needs: the contract, or more (`coinche-success contract` at 80, `bid-margin`). */
const needOf = (a: { contract: number; need?: number }): number => a.need ?? a.contract;
/** `80`, or `80 (needs 82)` when the taker needs more than the contract. */
const contractNeed = (a: { contract: number; need?: number }): string =>
  needOf(a) === a.contract ? String(a.contract) : `${a.contract} (needs ${needOf(a)})`;

export const beloteScore = {
  'bel.headline': (a: {
    player?: string;
    contract?: ContractValue;
    trump?: TrumpKind;
    modifier?: Modifier;
    taker: boolean;
  }) => headlineText(a, (t) => TRUMP_WORD[t] ?? t),
  /** The contract column of the view names no-trump and all-trump in the language (suits are signs). */
  'bel.trump-word': (a: { trump: TrumpKind }) => TRUMP_WORD[a.trump] ?? a.trump,

  // The contract test (coinche.ts)
  'bel.co.capot-bid': (a: { made: boolean }) =>
    a.made ? 'capot bid: all 8 tricks → made' : 'capot bid without all 8 tricks → failed',
  'bel.co.generale': (a: { made: boolean }) =>
    a.made
      ? 'générale: the bidder took all 8 tricks → made'
      : 'générale: the bidder did not take all 8 tricks alone → failed',
  'bel.co.reached': (a: { t: number; contract: number; need?: number; noBelote?: boolean }) =>
    `taker ${a.t} ${a.t >= needOf(a) ? '≥' : '<'} contract ${contractNeed(a)}${nb(a.noBelote)} → ` +
    `${a.t >= needOf(a) ? 'made' : 'failed'}`,
  'bel.co.ahead': (a: {
    t: number;
    d: number;
    contract: number;
    need?: number;
    result: Result;
    noBelote?: boolean;
  }) => {
    const how =
      a.t < needOf(a)
        ? `taker ${a.t} < contract ${contractNeed(a)}`
        : a.t > a.d
          ? `taker ${a.t} ≥ contract ${contractNeed(a)} and ahead of the defence ${a.t} > ${a.d}`
          : `taker ${a.t} ≥ contract ${contractNeed(a)} but not ahead of the defence ` +
            `${a.t} ${a.t === a.d ? '=' : '<'} ${a.d}`;
    return `${how}${nb(a.noBelote)} → ${a.result}${a.result === 'made' && a.t === a.d ? ' (litige made)' : ''}`;
  },
  'bel.co.multiplier': (a: { modifier: Modifier; m: number; bidOnly: boolean }) =>
    `${a.modifier} ×${a.m}${a.bidOnly ? ' on the contract only (coinched-value bid-only)' : ''}`,
  'bel.co.contract': (a: { value: ContractValue }) => `contract ${contractWord(a.value)}`,
  'bel.co.announced': (a: { value: ContractValue; made: boolean }) =>
    `coinche-scoring contract: the contract ${contractWord(a.value)} alone, to the ${a.made ? 'taker' : 'defence'}`,
  'bel.co.flat': (a: { value: ContractValue }) =>
    `capot-scoring flat: contract ${contractWord(a.value)} alone, no cards, last trick or announcements`,
  'bel.co.formula': (a: { parts: readonly FormulaPart[]; bracket?: boolean; factor?: number }) =>
    formulaText(a, (w) => PART[w]),
  /** The value grouped as the working's points are (`= 1,080`, `= 1 080`). */
  'bel.co.equals': (a: { formula: Message; value: number }, f: Fmt) => `${f.t(a.formula)} = ${f.num(a.value)}`,
  'bel.co.belote-after': (a: { bracket: boolean }) =>
    a.bracket ? 'belote added after the bracket' : 'belote added after',
  'bel.co.defence-keeps': (a: { belote: boolean }) =>
    a.belote ? 'defence keeps only its belote' : 'defence scores nothing',
  'bel.co.taker-keeps': (a: { belote: boolean }) => (a.belote ? 'taker keeps only its belote' : 'taker scores nothing'),

  // Pot and rounding (outcome.ts)
  'bel.pot.held': (a: { held: number; now?: number }) =>
    `litige: ${a.held} held in pot${a.now !== undefined ? ` (pot now ${a.now})` : ''}`,
  'bel.pot.won': () => 'pot won',
  'bel.rounded': (a: { complement: boolean; from: number; to: number }, f: Fmt) =>
    `${a.complement ? 'complement' : 'rounded'} ${f.num(a.from)} → ${f.num(a.to)}`,

  // A team's score in words, for mismatch messages (explain.ts)
  'bel.term': (a: { what: TermWhat }) => TERM[a.what],
  'bel.term.scaled': (a: { raw: number }) => `(${a.raw} × 162/258)`,
  'bel.working': (
    a: { terms: readonly { points: number; label: Message }[]; rounded?: { from: number; to: number } },
    f: Fmt,
  ) => {
    const words = a.terms.length ? a.terms.map((t) => `${t.points} ${f.t(t.label)}`).join(' + ') : 'nothing';
    return a.rounded ? `${words}, rounded ${a.rounded.from} → ${a.rounded.to}` : words;
  },

  // Announcements (announcements.ts): English names them as the sheet wrote them
  'bel.ann.name': (a: { label: string }) => a.label,
  'bel.ann.cancel': (a: { a: Message; b: Message }, f: Fmt) =>
    `${f.t(a.a)} = ${f.t(a.b)}: equal best announcements cancel, none count`,
  'bel.ann.beats': (a: { winner: Message; loser: Message; why: 'carre' | 'value' | 'height' }, f: Fmt) =>
    `${f.t(a.winner)} beats ${f.t(a.loser)} (${
      a.why === 'carre' ? 'a carré beats any sequence' : a.why === 'value' ? 'higher value' : 'higher carré'
    })`,
  'bel.ann.sevens': (a: { item: string }) =>
    `"${a.item}": four 7s or four 8s score nothing, so they are not an announcement.`,
  'bel.ann.bad-carre': (a: { item: string }) =>
    `"${a.item}" is not an announcement; carrés are four-jacks, four-nines, four-aces, four-tens, ` +
    `four-kings, four-queens.`,
  'bel.ann.bad-value': (a: { item: string }) =>
    `${a.item} is not an announcement value; they are 20, 50, 100 (sequences) and 100, 150, 200 (carrés).`,
  'bel.ann.unknown': (a: { item: string }) =>
    `"${a.item}" is not an announcement; use tierce, fifty, hundred, four-jacks, four-nines, four-aces, ` +
    `four-tens, four-kings, four-queens or a value.`,

  // The round in the sheet and the end of a game (sequence.ts)
  'bel.recorded': () => 'recorded as written',
  'bel.pot.stays-open': (a: { pot: number }) =>
    `litige pot ${a.pot} stays open: a round recorded by its score alone does not say who won it`,
  'bel.game-over': (a: { winner: string; game: number; totals: readonly [number, number]; pot: number }) =>
    `${a.winner} won game ${a.game} (${a.totals[0]} to ${a.totals[1]}); this round starts game ${a.game + 1} and ` +
    `the totals start again from 0${
      a.pot > 0 ? `; the open litige pot of ${a.pot} goes to this round's winner (FFB-B §10.1.3: the next deal)` : ''
    }.`,
  'bel.end.wins': (a: { team: string; total: number; target: number; game: number }) =>
    `${a.team} reaches ${a.total} ≥ ${a.target}: wins game ${a.game}`,
  'bel.end.belote-only': (a: { team: string; total: number }) =>
    `${a.team} reached ${a.total} only through its belote: not a win yet (belote-only-win off)`,
  'bel.end.no-trick': (a: { team: string }) =>
    `${a.team} took no trick this round: still not a win (belote-only-win off needs a round with a trick)`,
  'bel.end.deals': (a: { team: string; total: number; other: number; deals: number; game: number }, f: Fmt) =>
    `after ${a.deals} ${f.plural(a.deals, 'deal', 'deals')} ${a.team} has more points ` +
    `(${a.total} to ${a.other}): wins game ${a.game}`,
  'bel.end.both': (a: { target: number }) => `both reached ${a.target}; the higher total wins`,
  'bel.end.tie': (a: { total: number; lastContract: boolean }) =>
    a.lastContract
      ? `tie at ${a.total}: the winners of the last contract win (end-tie last-contract)`
      : `tie at ${a.total}: another round decides (end-tie another-round)`,
  'bel.end.notes': (a: { notes: readonly Message[] }, f: Fmt) => a.notes.map((n) => f.t(n)).join('; '),
} satisfies Record<string, (a: never, f: Fmt) => string>;
