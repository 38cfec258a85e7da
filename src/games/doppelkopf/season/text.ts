// Doppelkopf's words in a season's tables (English, German, French); game terms stay: Re, Kontra, Solo, Pflichtsoli.
// The words every game's tables share are the season's own (src/season/strings.ts).

import type { Lang } from '../../../messages';
import { KINDS as SOLO_KINDS_DE } from '../messages/de/doppelkopf';

export const DOPPELKOPF_SEASON_TEXT = {
  /** Solo kinds as a table head names them (English: the keywords themselves). */
  soloKind: {} as Record<string, string>,
  wonPlayed: 'as Re, as Kontra, solos, duty solos: won/played; average per game in points.',
  solosByKind: 'Solos by kind (won/played)',
  partners: 'Partners (normal games won together / played together)',
  penalties: 'Penalties (not games: how many each paid, and their penalty points)',
  col: {
    /** The games (deals) a player played. */
    games: 'games',
    solos: 'solos',
    solosWon: 'solos won',
    asRe: 'as Re',
    asKontra: 'as Kontra',
    dutySolos: 'duty solos',
    penalties: 'penalties',
    penaltyPoints: 'penalty points',
    avgGame: 'avg/game',
    with: (name: string) => `with ${name}`,
    wonWith: (name: string) => `won with ${name}`,
    soloKind: (kind: string) => `solo ${kind}`,
    soloKindWon: (kind: string) => `solo ${kind} won`,
  },
};

export type DoppelkopfSeasonText = typeof DOPPELKOPF_SEASON_TEXT;

export const DOPPELKOPF_SEASON_TEXT_DE: DoppelkopfSeasonText = {
  soloKind: SOLO_KINDS_DE,
  wonPlayed: 'als Re, als Kontra, Soli, Pflichtsoli: gewonnen/gespielt; Schnitt pro Spiel in Punkten.',
  solosByKind: 'Soli nach Art (gewonnen/gespielt)',
  partners: 'Partner (Normalspiele gemeinsam gewonnen / gemeinsam gespielt)',
  penalties: 'Strafen (keine Spiele: wie viele jeder gezahlt hat, und seine Strafpunkte)',
  col: {
    games: 'Spiele',
    solos: 'Soli',
    solosWon: 'Soli gewonnen',
    asRe: 'als Re',
    asKontra: 'als Kontra',
    dutySolos: 'Pflichtsoli',
    penalties: 'Strafen',
    penaltyPoints: 'Strafpunkte',
    avgGame: 'Schnitt/Spiel',
    with: (name) => `mit ${name}`,
    wonWith: (name) => `gewonnen mit ${name}`,
    soloKind: (kind) => `Solo ${kind}`,
    soloKindWon: (kind) => `Solo ${kind} gewonnen`,
  },
};

export const DOPPELKOPF_SEASON_TEXT_FR: DoppelkopfSeasonText = {
  soloKind: {
    queens: 'dames',
    jacks: 'valets',
    clubs: 'trèfle',
    spades: 'pique',
    hearts: 'cœur',
    diamonds: 'carreau',
    fleshless: 'sans atout',
    'silent-marriage': 'stille Hochzeit',
    recorded: 'noté',
  },
  wonPlayed: 'en Re, en Kontra, solos, Pflichtsoli : gagnés/joués ; moyenne par donne en points.',
  solosByKind: 'Solos par sorte (gagnés/joués)',
  partners: 'Partenaires (jeux normaux gagnés ensemble / joués ensemble)',
  penalties: 'Pénalités (pas des donnes : combien chacun en a reçu, et ses points de pénalité)',
  col: {
    games: 'donnes',
    solos: 'solos',
    solosWon: 'solos gagnés',
    asRe: 'en Re',
    asKontra: 'en Kontra',
    dutySolos: 'Pflichtsoli',
    penalties: 'pénalités',
    penaltyPoints: 'points de pénalité',
    avgGame: 'moy./donne',
    with: (name) => `avec ${name}`,
    wonWith: (name) => `gagné avec ${name}`,
    soloKind: (kind) => `solo ${kind}`,
    soloKindWon: (kind) => `solo ${kind} gagné`,
  },
};

export function doppelkopfSeasonText(lang: Lang): DoppelkopfSeasonText {
  return lang === 'de' ? DOPPELKOPF_SEASON_TEXT_DE : lang === 'fr' ? DOPPELKOPF_SEASON_TEXT_FR : DOPPELKOPF_SEASON_TEXT;
}
