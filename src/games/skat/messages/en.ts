// English texts of Skat (src/games/skat): its lines' usage, its problems, a game's working and summary. German and
// French give the same entries (de.ts, fr.ts).

import type { GameWords } from '../../../messages/gameWords';
import type { Fmt } from '../../../messages/fmt';
import type { Message } from '../../../messages/message';

export type SkatGameWord = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'grand' | 'null';
export type SkatLevelWord =
  | 'with'
  | 'without'
  | 'game'
  | 'hand'
  | 'schneider'
  | 'schneider-announced'
  | 'schwarz'
  | 'schwarz-announced'
  | 'ouvert'
  | 'spitze';
export type SkatOutcomeWord = 'won' | 'lost' | 'overbid' | 'passed' | 'recorded' | 'ramsch';

const USAGE: Record<string, string> = {
  declarer: '`declarer PLAYER [clubs|spades|hearts|diamonds|grand|null] [with N | without N] [hand] [ouvert]`',
  with: '`with N` (the Spitzen, skat included)',
  without: '`without N` (the Spitzen, skat included)',
  ouvert: '`ouvert`',
  announce: '`announce schneider` or `announce schwarz`',
  bid: '`bid N`, e.g. `bid 18`',
  cards: '`cards N` (the declarer’s Augen, skat included)',
  tricks: '`tricks N` (the declarer’s tricks)',
  skat: '`skat CARD CARD` (the two skat cards, e.g. `skat ♣K ♠K`)',
  schneider: '`schneider` or `schneider announced`',
  schwarz: '`schwarz` or `schwarz announced`',
  won: '`won`, or `won PLAYER VALUE`',
  lost: '`lost`, or `lost PLAYER VALUE [overbid]`',
  overbid: '`overbid`',
  passed: '`passed`',
  kontra: '`kontra [PLAYER]`',
  re: '`re`',
  supra: '`supra`',
  spitze: '`spitze [N]`',
  score: '`score PLAYER ±N`',
  total: '`total PLAYER N …`',
  seeger: '`seeger PLAYER N …`',
  'won-lost': '`won-lost PLAYER WON LOST …`',
  'outcome-value': '`won PLAYER VALUE` or `lost PLAYER VALUE`',
  ramsch: '`ramsch`',
  jungfrau: '`jungfrau PLAYER`',
  durchmarsch: '`durchmarsch PLAYER`',
  loser: '`loser PLAYER`',
  pushed: '`pushed N` (0 to 3 players pushed the skat on unseen)',
  'last-trick': '`last-trick PLAYER`',
  bock: '`bock [N]` (a Bock row: ×2, or ×2^N)',
};

export const GAME_EN: Record<SkatGameWord, string> = {
  clubs: 'clubs',
  spades: 'spades',
  hearts: 'hearts',
  diamonds: 'diamonds',
  grand: 'grand',
  null: 'null',
};

const LEVEL_EN: Record<SkatLevelWord, string> = {
  with: 'with',
  without: 'without',
  game: 'game',
  hand: 'hand',
  schneider: 'schneider',
  'schneider-announced': 'announced',
  schwarz: 'schwarz',
  'schwarz-announced': 'announced',
  ouvert: 'ouvert',
  spitze: 'spitze',
};

const OUTCOME_EN: Record<SkatOutcomeWord, string> = {
  won: 'won',
  lost: 'lost',
  overbid: 'overbid',
  passed: 'passed',
  recorded: 'recorded',
  ramsch: 'Ramsch',
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** `clubs with 2, game 3, hand 4 → 48`: a game's multiplier counted up level by level, then its value. */
export function workingText(
  a: { game: SkatGameWord; levels: readonly { level: SkatLevelWord; n: number }[]; base: number; value: number },
  game: Record<SkatGameWord, string>,
  level: Record<SkatLevelWord, string>,
): string {
  if (a.game === 'null') return `${game.null} ${a.value}`;
  let at = 0;
  const parts = a.levels.map((l) => {
    at += l.n;
    return l.level === 'with' || l.level === 'without' ? `${level[l.level]} ${l.n}` : `${level[l.level]} ${at}`;
  });
  return `${game[a.game]} ${parts.join(', ')} → ${at} × ${a.base} = ${a.value}`;
}

export const skat = {
  /** What `settle` prints of Skat's own (a clause of cli.help.settle). */
  'help.settle.skat': () => 'games won and lost, the Wertung, money and who pays whom (Skat)',
  /** Skat's statistics (a sentence of cli.help.stats). */
  'help.stats.skat': () =>
    'Skat, per player: games declared, won and lost, win rate, Grand and Null games, points and average per list.',
  'skat.usage': (a: { kind: string }) => USAGE[a.kind] ?? `\`${a.kind}\``,
  'skat.expect': (a: { what: string }) => `a whole number (${a.what})`,
  'skat.missing': (a: { kind: string }) => `Write ${USAGE[a.kind] ?? a.kind}.`,
  'skat.bad-word': (a: { text: string; usage: Message }, f: Fmt) =>
    `"${a.text}" is not read here; write ${f.t(a.usage)}.`,
  'skat.player-count': (a: { count: number }) =>
    `Skat is played by 3 players, or 4 or 5 with the dealer (and one more at five) sitting out; this sheet ` +
    `has ${a.count}.`,
  'skat.rules-missing': () => 'Which rules? Write `rules isko`, `rules tournament` or `rules pub`.',
  // Problems
  'skat.spitzen-range': (a: { n: number; game: SkatGameWord; max?: number }) =>
    a.game === 'null'
      ? 'A Null game has no Spitzen; leave out `with`/`without`.'
      : `A ${GAME_EN[a.game]} game has 1 to ${a.max} Spitzen (skat included), not ${a.n}.`,
  'skat.null-level': (a: { what: string }) => `A Null game has no levels: \`${a.what}\` does not apply to it.`,
  'skat.needs-hand': () =>
    'Schneider and Schwarz may be announced only in a Hand game: write `hand` on the declarer line.',
  'skat.ouvert-hand': () => 'A suit or Grand ouvert is a Hand game with Schwarz announced: `hand` is implied.',
  'skat.cards-range': (a: { n: number }) => `The declarer’s Augen are 0 to 120 (skat included), not ${a.n}.`,
  'skat.tricks-range': (a: { n: number }) => `The declarer takes 0 to 10 tricks, not ${a.n}.`,
  'skat.outcome': (a: { stated: SkatOutcomeWord; computed: SkatOutcomeWord; why: string }) =>
    `The game is written ${OUTCOME_EN[a.stated]}, but ${a.why}: it is ${OUTCOME_EN[a.computed]}.`,
  'skat.why.augen': (a: { cards: number; need: number }) => `the declarer has ${a.cards} Augen and needed ${a.need}`,
  'skat.why.tricks': (a: { tricks: number }) => `Schwarz was announced and the declarer took ${a.tricks} of 10 tricks`,
  'skat.why.null': (a: { tricks: number }) =>
    a.tricks === 0 ? 'the declarer took no trick' : `the declarer took ${a.tricks} tricks in a Null game`,
  'skat.why.overbid': (a: { value: number; bid: number }) => `the game is worth ${a.value}, below the bid of ${a.bid}`,
  'skat.schwarz': (a: { cards?: number; tricks?: number }) =>
    a.tricks !== undefined && a.tricks !== 0 && a.tricks !== 10
      ? `Schwarz needs a party without a trick, but the declarer took ${a.tricks} tricks.`
      : `Schwarz does not fit ${a.cards} Augen: the defenders without a trick leave the declarer 120, a declarer ` +
        'without a trick has at most the skat’s 22.',
  'skat.schneider': (a: { cards: number; line: number }) =>
    `Schneider needs a party with 30 Augen or fewer (the declarer at ${a.line} or more, or at 30 or fewer), but the ` +
    `declarer has ${a.cards}.`,
  'skat.bid-invalid': (a: { bid: number }) =>
    `${a.bid} is no bid: bids are game values (18, 20, 22, 23, 24, 27, …, 264).`,
  'skat.overbid': (a: { value: number; bid: number; charged: number }) =>
    `Overbid: the game is worth ${a.value} after play, below the bid of ${a.bid}; it is lost at ${a.charged}, the ` +
    'lowest multiple of its base value that reaches the bid.',
  'skat.null-below-bid': (a: { value: number; bid: number }) =>
    `A Null worth ${a.value} cannot be announced after a bid of ${a.bid}: the announced game must reach the bid.`,
  'skat.value-illegal': (a: { written: number; game?: SkatGameWord }) =>
    a.game
      ? `${a.written} is no list entry a ${GAME_EN[a.game]} game can have.`
      : `${a.written} is no list entry any game can have (a won game is one of the 63 game values, a lost ` +
        `one twice one).`,
  'skat.lost-single': (a: { written: number; expected: number }) =>
    `A lost game costs twice its value: ${a.expected}, not ${a.written}. If this list writes losses single, set ` +
    '`set lost-factor 1`.',
  'skat.score-column': (a: { player: string }) =>
    `In the classic list only the declarer’s column moves: ${a.player} scores nothing in this game.`,
  'skat.sitting-declarer': (a: { player: string }) =>
    `${a.player} sits out this game (the dealer at a four-table, or a sitting seat at five) and cannot be ` +
    `the declarer.`,
  'skat.house-off': (a: { what: string; key: string; value: string }) =>
    `\`${a.what}\` is a house rule that is off under these rules; turn it on with \`set ${a.key} ${a.value}\`.`,
  'skat.re-without-kontra': (a: { what: 're' | 'supra' }) =>
    a.what === 're' ? '`re` answers a Kontra: write `kontra` first.' : '`supra` answers a Re: write `re` first.',
  'skat.bock-mismatch': (a: { marked: number; triggered: number }) =>
    `The row is written Bock ×${a.marked}, but the Bock rounds give ×${a.triggered}; the written mark counts.`,
  'skat.ramsch-after-bock': (a: { left: number }) =>
    `A Ramsch round follows the Bock round (\`ramsch-after-bock on\`): this row should be a Ramsch (${a.left} ` +
    `still owed, this one included).`,
  'skat.bierlachs-over': (a: { player: string; total: number; target: number }) =>
    `${a.player} reaches ${a.total}, at or past −${a.target}: ${a.player} loses this Bierlachs game, and the next ` +
    'row starts a new one from 0.',
  'skat.bierlachs-column': (a: { player: string }) =>
    `Under Bierlachs a won game charges its two defenders and a lost one its declarer: ${a.player} scores nothing ` +
    'in this game.',
  'skat.bierlachs-working': (a: { won: boolean; value: number }) =>
    a.won ? `won: each defender −${a.value}` : `lost: the declarer −${a.value}`,
  'skat.passed-score': () => 'An eingepasst row scores 0 for everybody.',
  'skat.series-length': (a: { rows: number; series: number }) =>
    `The list has ${a.rows} games (eingepasst rows included), but a series has ${a.series}.`,
  'skat.score-mismatch': (a: { player: string; stated: number; computed: number; working: string }) =>
    `${a.player} scores ${signed(a.computed)}, not ${signed(a.stated)}: ${a.working}.`,
  'skat.total-mismatch': (a: { player: string; stated: number; computed: number; before: number; points: number }) =>
    `${a.player}’s total is ${a.computed} (${a.before} ${a.points < 0 ? '−' : '+'} ${Math.abs(a.points)}), ` +
    `not ${a.stated}`,
  'skat.seeger-mismatch': (a: { player: string; stated: number; computed: number; working: string }) =>
    `${a.player}’s Wertung is ${a.computed} (${a.working}), not ${a.stated}.`,
  'skat.won-lost-mismatch': (a: { player: string; won: number; lost: number; w: number; l: number }) =>
    `${a.player} has won ${a.won} and lost ${a.lost} games, not ${a.w} and ${a.l}.`,
  'skat.incomplete': (a: { what: string }) => `The game cannot be scored: ${a.what}.`,
  'skat.need.spitzen': () => 'write the Spitzen (`with N` or `without N`)',
  'skat.need.outcome': () => 'write the declarer’s Augen (`cards N`), `won` or `lost`, or the score',
  'skat.need.declarer': () => 'write the declarer (`declarer PLAYER KIND …`)',
  'skat.need.game': () => 'write the game on the declarer line (clubs, spades, hearts, diamonds, grand or null)',
  'skat.not-isko': (a: { key: string }) =>
    `\`${a.key}\` is a house rule, not the ISkO's: a tournament list does not use it.`,
  'skat.fix.score': (a: { player: string; value: number }) =>
    `Write the computed score: ${a.player} ${signed(a.value)}`,
  'skat.fix.lost-factor': () => 'Set `set lost-factor 1` (this list writes losses single)',
  // Working and summary
  'skat.working': (a: {
    game: SkatGameWord;
    levels: readonly { level: SkatLevelWord; n: number }[];
    base: number;
    value: number;
  }) => workingText(a, GAME_EN, LEVEL_EN),
  'skat.bd.level': (a: { level: SkatLevelWord; n: number }) => `${LEVEL_EN[a.level]} ${a.n}`,
  'skat.bd.base': (a: { game: SkatGameWord; base: number }) =>
    a.game === 'null' ? `null ${a.base}` : `× ${a.base} (${GAME_EN[a.game]})`,
  'skat.bd.overbid': (a: { bid: number; charged: number }) => `overbid: bid ${a.bid} → ${a.charged}`,
  'skat.bd.lost': (a: { factor: number }) => `lost × ${a.factor}`,
  'skat.bd.kontra': (a: { what: 'kontra' | 're' | 'supra'; factor: number }) => `${a.what} × ${a.factor}`,
  'skat.bd.bock': (a: { factor: number }) => `bock × ${a.factor}`,
  'skat.bd.entry': (a: { player: string; entry: number }) => `${a.player} ${signed(a.entry)}`,
  'skat.ramsch.sum': (a: { sum: number }) =>
    `The Ramsch figures add up to ${a.sum}: with the skat (0 to 22 Augen) they must make 120.`,
  'skat.ramsch.jungfrau': (a: { player: string; augen: number }) =>
    `${a.player} is written Jungfrau but has ${a.augen} Augen: a Jungfrau took no trick.`,
  'skat.ramsch.durchmarsch': (a: { player: string; other: string }) =>
    `${a.player} is written Durchmarsch, but ${a.other} has Augen: a Durchmarsch takes every trick.`,
  'skat.ramsch.loser': (a: { player: string; most: string }) =>
    `${a.player} is written the loser, but ${a.most} has the most Augen.`,
  'skat.need.ramsch': () => 'write every player’s Augen (`cards A N B M C K`) or the score',
  'skat.need.last-trick': () => 'write who took the last trick (`last-trick PLAYER`)',
  'skat.bd.ramsch': (a: { players: readonly string[]; augen: number }) => `Ramsch: ${a.players.join(', ')} ${a.augen}`,
  'skat.bd.ramsch-winner': (a: { players: readonly string[]; points: number }) =>
    `fewest Augen: ${a.players.join(', ')} +${a.points}`,
  'skat.bd.jungfrau': () => 'Jungfrau × 2',
  'skat.bd.pushed': (a: { n: number }) => `pushed ${a.n} × ${2 ** a.n}`,
  'skat.bd.share': (a: { k: number }) => `shared by ${a.k}`,
  'skat.bd.durchmarsch': (a: { player: string }) => `Durchmarsch ${a.player} +120`,
  'skat.summary': (a: {
    player?: string;
    game?: SkatGameWord;
    outcome?: SkatOutcomeWord;
    entry?: number;
    value?: number;
    /** The row's Bock factor (2, 4, …) and whether it starts a Bock round. */
    bock?: number;
    trigger?: boolean;
  }) =>
    (a.outcome === 'passed'
      ? 'passed · 0'
      : [
          a.player,
          a.game ? GAME_EN[a.game] : undefined,
          a.value !== undefined ? String(a.value) : undefined,
          a.outcome ? OUTCOME_EN[a.outcome] : undefined,
        ]
          .filter(Boolean)
          .join(' ') + (a.entry !== undefined ? ` · ${signed(a.entry)}` : '')) +
    (a.bock ? ` · bock ×${a.bock}` : '') +
    (a.trigger ? ' · starts a bock round' : ''),
};

const COL_EN = {
  round: 'Round',
  dealer: 'Dealer',
  game: 'Game',
  total: 'Total',
  won: 'Won',
  lost: 'Lost',
  wertung: 'Wertung',
  money: 'Money',
  player: 'Player',
  games: 'Games',
  grand: 'Grand',
  null: 'Null',
  rows: 'Rows',
  passed: 'Passed',
  fees: 'Lost-game fees',
  bierlachs: 'Bierlachs lost',
  perList: 'Per list',
} as const;
export type SkatColumn = keyof typeof COL_EN;

export const skatWords = {
  'skat.col': (a: { col: SkatColumn }) => COL_EN[a.col],
  'skat.title': () => 'Skat',
  'skat.explain.entry': (a: { working: string; entry: number }) => `${a.working} → ${signed(a.entry)}`,
};

/** Skat by name in English: its title, its `game` word and its terms (switches and presets show as written). */
export const skatGameWords: GameWords = {
  kinds: [{ kind: 'skat', title: 'Skat', word: 'skat' }],
  terms: {
    grand: 'Grand',
    null: 'Null',
    schneider: 'Schneider',
    schwarz: 'Schwarz',
    ramsch: 'Ramsch',
    spitzen: 'Spitzen',
    declarer: 'declarer',
  },
};
