// Tournaments and concours: a folder of table sheets under a tournament.score — the public API the CLI (and later
// the editor) use (pure: texts in, data out).

export { TOURNAMENT_CODES, type TournamentCode } from './codes';
export { isTournamentSettings, parseTournamentSettings, tournamentKeyword } from './settings';
export { analyzeSheet, summarizeSheet } from './sheet';
export { settleTournament, type SettleOptions } from './settle';
export { createTournamentLedger, inheritKey, type TournamentLedger } from './ledger';
export { frac, toNumber, type Frac } from './fraction';
export { renderTournament, renderTournamentStats, type TournamentFormat } from './render';
export { blankSheets, type BlankSheet } from './sheets';
export type * from './types';
export {
  tournamentModel,
  type TournamentModel,
  type TournamentModelCell,
  type TournamentModelSeries,
  type TournamentModelStanding,
  type TournamentModelTable,
} from './model';
