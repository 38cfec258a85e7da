// Seasons: many evenings, one ledger — the public API the CLI and the editor use (pure: texts in, data out).

export { summarizeEvening, splitCents } from './evening';
export { settleSeason, settleSeasons, seasonStats, sortEvenings, splitByWeights, standingsWeights } from './settle';
export { mergeStats, rate, average } from './stats';
export { isSeasonSettings, parseSeasonSettings, moneySettingsFor, SEASON_CODES, DEFAULT_SHARES } from './settings';
export { distinctEvenings, groupOf, seasonAround, type EveningDuplicate } from './distinct';
export { createSeasonLedger, contentHash, type SeasonLedger } from './ledger';
export { renderEvening, renderSeason, renderStats, seasonNoteText, type SeasonFormat } from './render';
export { SEASON_TEXT } from './strings';
export { analyzeForSeason, checkSeasonOverrides, overridesForGame } from './overrides';
export type * from './types';
