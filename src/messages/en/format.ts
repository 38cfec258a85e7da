// English texts of the parser's problems (src/format). Ids are `code.variant`; `usage.*` and
// `expect.*` are phrases other messages nest (what a line should look like, what was expected). What only one game's
// lines say is in its module (src/games/<game>/messages/<lang>/syntax.ts), which shares the helpers exported here.

import type { GameKind } from '../../words/kinds';
import type { Fmt } from '../fmt';
import type { Message } from '../message';
import { player, type Ex } from '../examples';

/** Player i of the file as an example writes it (the file's own names where it has them). */
export const P = (ex: Ex | undefined, i: number) => player(ex, i);

type Who = 'player' | 'team';
/** Every `game` line a sheet may start with, and a game by its kind: the games' words (src/messages/gameWords.ts). */
const GAMES = (f: Fmt) => f.t({ id: 'game.lines' });
const TITLE = (f: Fmt, kind: GameKind) => f.t({ id: 'game.title', args: { kind } });
const WORDS = (f: Fmt, kinds: readonly GameKind[]) => f.t({ id: 'game.words', args: { kinds } });
const TRICK = (ex?: Ex) =>
  `\`trick ${P(ex, 0)} ♣Q, ${P(ex, 1)} ♠A, ${P(ex, 2)} H10, ${P(ex, 3)} ♦K => ${P(ex, 0)} 25\``;
const CARD = 'a card is suit (♣/C, ♠/S, ♥/H, ♦/D) then rank (A, 10 or T, K, Q, J, 9, 8, 7), e.g. ♣Q, CQ or H10';

/** `did you mean Ben? The players…` inside an unknown-name message, when a known name is close. */
export const mean = (hint: string | undefined) => (hint ? ` did you mean ${hint}? The` : ' the');

export const format = {
  // The document as a whole
  'missing-game.empty': (_a: undefined, f: Fmt) => `This document is empty; it must start with ${GAMES(f)}.`,
  'missing-game.not-first': (a: { line?: number }, f: Fmt) =>
    `A sheet starts with the game it scores: ${GAMES(f)}${
      a.line !== undefined ? ` (it is on line ${a.line}; move it to the top)` : ''
    }.`,
  'missing-players': () =>
    'Who plays? Add a line like `players Anna Ben Clara Dora` (in seating order) after the game.',
  'duplicate-header': (a: { keyword: string; line: number }) =>
    `\`${a.keyword}\` is already given on line ${a.line}; this one is ignored.`,
  'header-after-round': (a: { keyword: string }) =>
    `\`${a.keyword}\` belongs in the header, before the first \`round\`; it still applies to the whole sheet.`,
  'wrong-game': (a: { keyword: string; owners: GameKind[]; game: GameKind }, f: Fmt) =>
    `\`${a.keyword}\` belongs to ${f.list(a.owners.map((g) => TITLE(f, g)))}; this sheet is ${TITLE(f, a.game)}.`,
  'outside-round': (a: { keyword: string }) => `\`${a.keyword}\` describes a round; write a \`round\` line before it.`,
  'unknown-directive.suggest': (a: { word: string; hint: string }) =>
    `"${a.word}" is not a directive; did you mean \`${a.hint}\`?`,
  'unknown-directive.suggest-alias': (a: { word: string; hint: string; canonical: string }) =>
    `"${a.word}" is not a directive; did you mean \`${a.hint}\` (${a.canonical})?`,
  'unknown-directive.none': (a: { word: string }) =>
    `"${a.word}" is not a directive; a line starts with a keyword such as \`round\`, \`score\` or \`cards\`.`,
  'unterminated-quote': () => 'The quote opened here is not closed; end the name with " on the same line.',
  'internal-error': (a: { error: string }) => `The parser failed on this document (${a.error}); please report it.`,

  // Header lines
  'missing-argument.game': (_a: undefined, f: Fmt) => `Which game? Write ${GAMES(f)}.`,
  // `kinds`: every game's (the parser's syntaxes'), as a `game` line names them (src/messages/gameWords.ts).
  'unknown-game': (a: { text: string; kinds: readonly GameKind[] }, f: Fmt) =>
    `Unknown game "${a.text}"; expected ${WORDS(f, a.kinds)}.`,
  'missing-argument.title': () => 'The title is missing; write `title` followed by the text.',
  'missing-argument.date': () => 'The date is missing; write it as YYYY-MM-DD, e.g. `date 2024-03-15`.',
  'bad-date': (a: { text: string }) => `"${a.text}" is not a date; write a real day as YYYY-MM-DD, e.g. 2024-03-15.`,
  'missing-argument.players': () => 'No players given; list them in seating order, e.g. `players Anna Ben Clara Dora`.',
  'duplicate-name.player': (a: { name: string; first: string }) =>
    `"${a.name}" is already a player (as "${a.first}"); names are matched without regard to case, ` +
    'so each player needs a different name.',
  'duplicate-name.teams': (a: { name: string }) => `Both teams are called "${a.name}"; give them different names.`,
  'duplicate-name.player-is-team': (a: { name: string }) =>
    `The player "${a.name}" has the name of a team; rename the player or name the teams with \`teams NAME1 NAME2\`.`,
  'duplicate-name.team-is-player': (a: { name: string }) =>
    `The team "${a.name}" has the name of a player; give the team a name no player has.`,
  'similar-names': (a: { name: string; first: string }) =>
    `"${a.name}" looks like "${a.first}": the names differ only by invisible characters, spaces at either end or ` +
    'letters that look alike, and they count as two. If they are one player, write the name the same way both times.',
  'bad-name.invalid': (a: { name: string; who: Who }) =>
    `"${a.name}" is not a valid ${a.who} name: use letters, digits, _ - . ' or put the name in double quotes.`,
  'bad-name.empty': (a: { who: Who }) => `An empty ${a.who} name; write the ${a.who}'s name between the quotes.`,
  'reserved-name.keyword': (a: { name: string; who: Who }) =>
    `"${a.name}" is the keyword of this line; put the ${a.who} name in double quotes.`,
  'missing-argument.teams': () =>
    'Give both team names: `teams NAME1 NAME2` (team of the 1st and 3rd player, then of the 2nd and 4th).',
  'missing-argument.set': () => 'Which rule? Write `set KEY VALUE`, e.g. `set bock on`.',
  'missing-argument.target': () => 'The target is missing; write e.g. `target 1000`.',
  'bad-number.target': (a: { text: string }) =>
    `The target must be a positive number of points, e.g. 1000; found ${a.text}.`,
  'missing-argument.stake': () => 'The stake is missing; write e.g. `stake 0.05 EUR`.',
  'missing-argument.seat': (a: { what: 'series' | 'table' }) =>
    `Which ${a.what}? Write its number, e.g. \`${a.what} 2\`.`,
  'bad-number.seat': (a: { what: 'series' | 'table'; text: string }) =>
    `The ${a.what} number must be a positive whole number, e.g. 2; found ${a.text}.`,
  'bad-stake.amount': (a: { reason: Message }, f: Fmt) =>
    `The stake ${f.t(a.reason)}. Write the money per point like 0.05 EUR or 0,10 €.`,
  'bad-stake.currency': (a: { text: string }) =>
    `"${a.text}" is not a currency; write a code like EUR or a sign like €.`,
  // Why an amount is no stake (nested in bad-stake.amount: "The stake …").
  'stake.not-amount': (a: { text: string }) => `"${a.text}" is not an amount`,
  'stake.negative': (a: { text: string }) => `the stake must not be negative ("${a.text}")`,
  'stake.decimals': (a: { text: string; decimals: number; max?: number }) =>
    a.max === undefined
      ? `"${a.text}" has ${a.decimals} decimals, but a stake is counted in whole cents (at most 2 decimals)`
      : `"${a.text}" has ${a.decimals} decimals, but a stake has at most ${a.max}`,
  'stake.too-large': (a: { text: string }) => `"${a.text}" is too large`,

  // Round lines
  'bad-number.round': (a: { text: string; keyword: string; index: number }) =>
    `"${a.text}" is not a round number; write \`${a.keyword}\` alone or \`${a.keyword} ${a.index}\`.`,
  'round-number': (a: { index: number; text: string }) =>
    `This is round ${a.index} of the sheet (counting \`round\` lines from the top), but it is numbered ${a.text}.`,
  'round-number.fix': (a: { index: number }) => `Renumber to ${a.index}`,
  'unexpected-argument.round': (a: { keyword: string }) =>
    `A \`${a.keyword}\` line takes at most its number; put each fact on its own line below it.`,
  'unexpected-argument.extra': (a: { shown: string; usage: Message }, f: Fmt) =>
    `Unexpected "${a.shown}": ${f.t(a.usage)}.`,
  'unexpected-argument.number-without-name': (a: { number: string; usage: Message }, f: Fmt) =>
    `The number ${a.number} has no name before it; write ${f.t(a.usage)}.`,
  'missing-argument.pair-number': (a: { name: string; usage: Message }, f: Fmt) =>
    `No number after "${a.name}"; write ${f.t(a.usage)}.`,
  'bad-number.expected': (a: { text: string; expected: Message }, f: Fmt) =>
    `"${a.text}" is not a whole number; expected ${f.t(a.expected)}.`,
  'unknown-name.player': (a: { name: string; players: string[]; hint?: string }) =>
    `"${a.name}" is not a player;${mean(a.hint)} players are ${a.players.join(', ')}.`,
  // `parties`: the game's party words as its sheets write them (Doppelkopf: re, kontra); never empty.
  'unknown-name.side': (a: { name: string; parties: string[]; players: string[]; hint?: string }, f: Fmt) =>
    `"${a.name}" is not ${f.list([...a.parties, 'a player'], 'or')};${mean(a.hint)} players are ` +
    `${a.players.join(', ')}.`,
  'unknown-name.side-team': (a: { name: string; teams: string[]; players: string[]; hint?: string }) =>
    `"${a.name}" is not a team or a player;${mean(a.hint)} teams are ${a.teams.join(', ')}, ` +
    `the players ${a.players.join(', ')}.`,
  'bad-card': (a: { text: string }) => `"${a.text}" is not a card; ${CARD}.`,
  'missing-argument.cards': (a: { usage: Message }, f: Fmt) => `Whose card points? Write ${f.t(a.usage)}.`,
  'missing-argument.score': (a: { usage: Message }, f: Fmt) => `Write ${f.t(a.usage)}.`,
  'missing-argument.hand': (a: { ex?: Ex }) => `Whose hand? Write e.g. \`hand ${P(a.ex, 0)} ♣Q ♠A H10\`.`,
  'missing-argument.hand-cards': (a: { name: string }) =>
    `Which cards does ${a.name} hold? List them after the name, e.g. ♣Q ♠A H10.`,
  'missing-argument.trick': (a: { ex?: Ex }) => `Which cards were played? Write ${TRICK(a.ex)}.`,
  'missing-argument.trick-player': (a: { card: string; ex?: Ex }) =>
    `Who played ${a.card}? Each card follows its player: ${TRICK(a.ex)}.`,
  'missing-argument.trick-card': (a: { name: string; ex?: Ex }) =>
    `Which card did ${a.name} play? Each player is followed by a card: ${TRICK(a.ex)}.`,
  'missing-argument.trick-winner': (a: { ex?: Ex }) =>
    `Who won the trick? Write \`=> WINNER POINTS\`, e.g. ${TRICK(a.ex)}.`,
  'missing-argument.dealer': (a: { ex?: Ex }) =>
    `Who deals? Write \`dealer\` and a player, e.g. \`dealer ${P(a.ex, 0)}\`.`,
  // "did you mean `fuchs` (fox)?": a misspelt word, with the canonical word when the closest form is a native one.
  // What a line should look like (nested in the messages above).
  'usage.game': (a: { keyword: string; kinds: readonly GameKind[] }, f: Fmt) =>
    `\`${a.keyword}\` takes one word (${WORDS(f, a.kinds)})`,
  'usage.date': (a: { keyword: string }) => `\`${a.keyword}\` takes one date (YYYY-MM-DD)`,
  'usage.teams': (a: { keyword: string }) => `\`${a.keyword}\` takes exactly two names`,
  'usage.rules': (a: { keyword: string }) =>
    `\`${a.keyword}\` takes one preset; change single rules with \`set KEY VALUE\``,
  'usage.target': (a: { keyword: string }) => `\`${a.keyword}\` takes one number`,
  'usage.stake': (a: { keyword: string }) => `\`${a.keyword}\` takes an amount and an optional currency`,
  'usage.seat': (a: { keyword: string }) => `\`${a.keyword}\` takes one number`,
  'usage.timeout': (a: { keyword: string }) => `\`${a.keyword}\` stands alone on its line`,
  'usage.trick-result': (a: { ex?: Ex }) => `after \`=>\` come the winner and the trick's points: ${TRICK(a.ex)}`,
  'usage.write': (a: { usage: Message }, f: Fmt) => `write ${f.t(a.usage)}`,
  'usage.player': (a: { keyword: string }) => `\`${a.keyword}\` takes one player`,
  // What a number was for (nested in bad-number.expected).
  'expect.target': () => 'the points that end a game, e.g. 1000',
  'expect.seat': (a: { what: 'series' | 'table' }) =>
    a.what === 'series' ? 'the number of the series, e.g. 2' : 'the number of the table, e.g. 5',
  'expect.trick-points': () => 'the points in the trick',
  'expect.pair-number': (a: { name: string; usage: Message }, f: Fmt) => `a number after "${a.name}" (${f.t(a.usage)})`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
