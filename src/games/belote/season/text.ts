// Belote's and Coinche's words in a season's tables (English, German, French); game terms stay: litige, capot,
// coinche. The words every game's tables share are the season's own (src/season/strings.ts).

import type { Lang } from '../../../messages';

export const BELOTE_SEASON_TEXT = {
  teams: 'Teams',
  col: {
    team: 'team',
    members: 'players',
    /** Games (parties) played to the target. */
    games: 'games',
    gamesWon: 'games won',
    rounds: 'rounds',
    taken: 'taken',
    made: 'made',
    failed: 'failed',
    litiges: 'litiges',
    coinched: 'coinched',
    capots: 'capots',
    avgRound: 'avg/round',
    kind: 'kind',
  },
  rowPlayer: 'player',
  rowTeam: 'team',
};

export type BeloteSeasonText = typeof BELOTE_SEASON_TEXT;

export const BELOTE_SEASON_TEXT_DE: BeloteSeasonText = {
  teams: 'Teams',
  col: {
    team: 'Team',
    members: 'Spieler',
    games: 'Partien',
    gamesWon: 'Partien gewonnen',
    rounds: 'Spiele',
    taken: 'genommen',
    made: 'erfüllt',
    failed: 'verloren',
    litiges: 'Litiges',
    coinched: 'gecoincht',
    capots: 'Capots',
    avgRound: 'Schnitt/Spiel',
    kind: 'Art',
  },
  rowPlayer: 'Spieler',
  rowTeam: 'Team',
};

export const BELOTE_SEASON_TEXT_FR: BeloteSeasonText = {
  teams: 'Équipes',
  col: {
    team: 'équipe',
    members: 'joueurs',
    games: 'parties',
    gamesWon: 'parties gagnées',
    rounds: 'donnes',
    taken: 'pris',
    made: 'faits',
    failed: 'chutés',
    litiges: 'litiges',
    coinched: 'coinchés',
    capots: 'capots',
    avgRound: 'moy./donne',
    kind: 'sorte',
  },
  rowPlayer: 'joueur',
  rowTeam: 'équipe',
};

export function beloteSeasonText(lang: Lang): BeloteSeasonText {
  return lang === 'de' ? BELOTE_SEASON_TEXT_DE : lang === 'fr' ? BELOTE_SEASON_TEXT_FR : BELOTE_SEASON_TEXT;
}
