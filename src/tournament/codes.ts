// Every code a tournament reports: the settings file's own lines (tournament.score) and the checks across its table
// sheets (documented in docs/diagnostics.md; test/tournament/docs.test.ts holds them to it).

export const TOURNAMENT_CODES = [
  // tournament.score
  'tournament-unknown-directive',
  'tournament-duplicate',
  'tournament-bad-game',
  'tournament-bad-number',
  'tournament-bad-word',
  'tournament-bad-games',
  'tournament-bad-placement',
  'tournament-bad-player',
  'tournament-duplicate-player',
  'tournament-bad-money',
  'tournament-wrong-game',
  'tournament-series-switch',
  'tournament-series-empty',
  // the table sheets
  'tournament-sheet-game',
  'tournament-no-series',
  'tournament-no-table',
  'tournament-series-range',
  'tournament-same-table',
  'tournament-unregistered',
  'tournament-seated-twice',
  'tournament-missing',
  'tournament-table-size',
  'tournament-game-count',
  'tournament-after-timeout',
  'tournament-teams-met',
] as const;

export type TournamentCode = (typeof TOURNAMENT_CODES)[number];
