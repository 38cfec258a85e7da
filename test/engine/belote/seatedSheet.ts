// A Belote or Coinche sheet for the switch tests: seats Nord Ost Süd West in teams NS (Nord+Süd) and EW (Ost+West),
// a preset, `set` lines and rounds written as their item lines; analysed through the real parser.
import { analyzeScore } from '../../../src/analysis/analyze';

export type Game = 'belote' | 'coinche';

export function run(game: Game, preset: 'house' | 'official', sets: string[], rounds: string[], target?: number) {
  const head = [
    `game ${game}`,
    'players Nord Ost Süd West',
    'teams NS EW',
    `rules ${preset}`,
    ...sets.map((s) => `set ${s}`),
    ...(target ? [`target ${target}`] : []),
  ];
  const body = rounds.map(
    (r) =>
      `round\n${r
        .trim()
        .split('\n')
        .map((l) => `  ${l.trim()}`)
        .join('\n')}`,
  );
  return analyzeScore([...head, '', ...body, ''].join('\n'));
}

/** Each round's points as [NS, EW]. */
export const scores = (a: ReturnType<typeof run>) => a.rounds.map((r) => [r.scores.NS, r.scores.EW]);
export const errors = (a: ReturnType<typeof run>) =>
  a.problems.filter((p) => p.severity === 'error').map((p) => p.code);
