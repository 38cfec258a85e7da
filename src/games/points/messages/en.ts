// English texts of `game points` (score-format.md § "Any game scored as points"): the parser's usage, the engine's
// checks, a round's summary and working, the end of a game, the settlement's notes. The module is
// src/games/points/ (src/games/messages*.ts add these to the catalogs).

import type { GameWords } from '../../../messages/gameWords';
import { player, type Ex } from '../../../messages/examples';
import type { Fmt } from '../../../messages/fmt';

/** A player's points in a round, as a summary lists them. */
export interface PlayerPoints {
  name: string;
  points: number;
}

export const points = {
  /** What `settle` prints of a points sheet's own (a clause of cli.help.settle). */
  'help.settle.points': () => 'the games a target ends, money, who pays whom and the winner (Points)',
  /** A points sheet's statistics (a sentence of cli.help.stats). */
  'help.stats.points': () =>
    'Points, per player: rounds, games and games won, win rate, average per round, best round, best and worst ' +
    'evening.',
  // Parser
  'pts.usage.score': (a: { keyword: string; ex?: Ex }) =>
    `players and points, e.g. \`${a.keyword} ${player(a.ex, 0)} 12 ${player(a.ex, 1)} 40 ${player(a.ex, 2)} 0\``,
  'pts.player-count': (a: { count: number }) => `A points sheet needs 2 to 12 players, not ${a.count}.`,
  'pts.rules-missing': () => 'Which rules? Write `rules standard` (the only preset; the switches do the rest).',

  // Engine checks
  'pts.missing-players': (a: { players: readonly string[] }, f: Fmt) =>
    `No points written for ${f.list(a.players)}: ${f.plural(a.players.length, 'scores', 'score')} 0 this round.`,
  'pts.row-sum': (a: { sum: number }, f: Fmt) =>
    `The row sums to ${f.signed(a.sum)}, but on a zero-sum sheet (\`set zero-sum on\`) every row sums to 0.`,
  'pts.empty-round': () => 'This round has no `score` line: it is not counted.',
  'pts.score-twice': () => 'A second `score` line in this round: the last one counts.',
  'pts.player-twice': (a: { player: string }) => `${a.player} is written twice on this line: the last number counts.`,
  'pts.total.mismatch': (a: { player: string; stated: number; computed: number; before: number; points: number }) =>
    `Total of ${a.player} written as ${a.stated}, computed ${a.computed} (${a.before} before + ${a.points} this round)`,
  'pts.total.fix': () => 'Write the computed totals',
  'pts.game-over': (a: { game: number; winner: string }) =>
    `Game ${a.game} ended in the previous round (won by ${a.winner}): this round starts game ${a.game + 1}, ` +
    'and the totals start again from 0.',
  'pts.target-tie': (a: { players: readonly string[]; total: number }, f: Fmt) =>
    `The target is reached, but ${f.list(a.players)} are level at ${a.total}: the game goes on until one leads.`,

  // How a round reads
  'pts.summary': (a: { scores: readonly PlayerPoints[] }, f: Fmt) =>
    a.scores.map((s) => `${s.name} ${f.signedNum(s.points)}`).join(' · '),
  'pts.item.missing': (a: { player: string }) => `${a.player}: not written, 0`,
  'pts.item.game-won': (a: { game: number; winner: string; total: number; target: number; lowest: boolean }) =>
    `${a.winner} wins game ${a.game} with ${a.total} ` +
    (a.lowest ? `(lowest total when the target ${a.target} was passed)` : `(target ${a.target} reached)`),
  'pts.item.new-game': (a: { game: number }) => `game ${a.game} begins: totals from 0`,
  'pts.fact.game-won': (a: { game: number; winner: string }) => `${a.winner} wins game ${a.game}`,

  // The settlement
  'pts.rules.zero-sum': () => 'zero-sum rows',
  'pts.rules.lowest': () => 'lowest total wins',
  'pts.rules.highest': () => 'highest total wins',
  'pts.rules.target': (a: { target: number }) => `target ${a.target}`,
  'pts.money.zero-sum': (a: { stake: string }) => `Money: each player’s total × ${a.stake} (a zero-sum sheet).`,
  'pts.money.winner': (a: { stake: string; games: number }) =>
    `Money: each player pays the winner the difference of their totals × ${a.stake}` +
    (a.games > 1 ? `, in each of the ${a.games} finished games.` : '.'),
  'pts.money.none': () => 'No game finished yet: nobody pays.',
  'pts.money.shared': (a: { players: readonly string[] }, f: Fmt) =>
    `${f.list(a.players)} share the best total: what the others pay is split between them.`,
  'pts.winner': (a: { name: string }) => `Winner: ${a.name}`,
  'pts.h.games': () => 'Games',
  'pts.col.game': () => 'game',
  'pts.col.rounds': () => 'rounds',
  'pts.col.winner': () => 'winner',
  'pts.col.best-round': () => 'best round',
  'pts.col.average': () => 'average per round',
  'pts.col.games-won': () => 'games won',
  'pts.game.running': () => 'in progress',
} satisfies Record<string, (a: never, f: Fmt) => string>;

/** `game points` by name in English: its title, `game` word, switches and preset (src/messages/gameWords.ts). */
export const pointsWords: GameWords = {
  kinds: [{ kind: 'points', title: 'Points', word: 'points' }],
  switchNames: {
    'zero-sum': 'Rows sum to zero',
    'lowest-wins': 'Lowest total wins',
    target: 'Points that end a game',
  },
  switchValues: {
    target: {
      off: 'off (one game)',
    },
  },
  presets: { standard: 'standard' },
};
