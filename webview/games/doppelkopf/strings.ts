// Doppelkopf's words in the settlement view (its sheet, summary, statistics and Add round form), in English, German
// and French: the generic words are in webview/strings.ts. `doppelkopfStrings()` is the table of the view's language.

import { soloName as deSolo } from '../../../src/games/doppelkopf/messages/de/terms';
import { soloName as enSolo } from '../../../src/games/doppelkopf/messages/en/terms';
import { soloName as frSolo } from '../../../src/games/doppelkopf/messages/fr/terms';
import { SOLO_KINDS } from '../../../src/games/doppelkopf/model';
import type { Lang } from '../../../src/messages';
import { pluralsOf, viewLang } from '../../strings';

const enPlural = pluralsOf('en');

/**
 * Every solo kind by its name, as the engine's messages name it (the catalogs' terms, decided once there), begun with
 * a capital as a label is: `Solo queens`, `Damensolo`, `Solo de dames`.
 */
const soloKinds = (soloName: (kind: string) => string): Record<string, string> =>
  Object.fromEntries(
    SOLO_KINDS.map((k) => {
      const name = soloName(k);
      return [k, name.charAt(0).toUpperCase() + name.slice(1)];
    }),
  );

const en = {
  // The sheet.
  outcomes: {
    re: 'Re wins',
    kontra: 'Kontra wins',
    none: 'No winner',
  } as Record<string, string>,
  cellCaption: "Each player's cell: the round's points, then the running total in brackets.",
  colGame: 'Game',
  colParties: 'Parties',
  colValue: 'Value',
  announced: (list: string) => `announced ${list}`,
  valueInline: (n: string) => `value ${n}`,
  re: 'Re',
  kontra: 'Kontra',
  out: 'out',
  bock: (factor: number) => `Bock ×${factor}`,
  duty: 'Pflichtsolo',
  solo: 'Solo',
  gameTypes: {
    normal: 'Normal',
    solo: 'Solo',
    marriage: 'Marriage',
    'marriage-alone': 'Marriage (alone)',
    'silent-marriage': 'Silent marriage',
    poverty: 'Poverty',
  } as Record<string, string>,
  soloKinds: soloKinds(enSolo),

  // The statistics, and the duty solos of the summary.
  colSolos: 'Solos',
  colSolosWon: 'Solos won',
  colDutySolos: 'Pflichtsoli',
  colPenalties: 'Penalties',
  colPenaltyPoints: 'Penalty points',
  dutyOwedBy: 'Still owed by',
  dutyAllPlayed: 'Every player has played their Pflichtsolo.',
  /** A Vorführung (TSR §4.2): as many Pflichtsoli owed as games left in the series. */
  dutyNext: 'Vorführung — must play a Pflichtsolo next',
  dutyNextOwed: 'Vorführung — must play their Pflichtsoli now',
  dutyGamesLeft: (left: number, series: number) =>
    `${enPlural(left, { one: '{n} game', other: '{n} games' })} left in series ${series}`,
  colSeries: 'Series',
  colSeriesRounds: 'Rounds',
  colDutyPlayed: 'Played',
  colDutyOwed: 'Owed',
  seriesRunning: (rounds: string) => `${rounds} (running)`,

  // The Add round form (the game’s terms stay German: Re, Kontra, Fuchs, Karlchen).
  formGameType: 'Game',
  formNormal: 'Normal game',
  formSolo: 'Solo',
  formMarriage: 'Marriage',
  formRePlayers: 'Re players (pick two)',
  formSoloist: 'Soloist',
  formSoloKind: 'Kind of solo',
  formDuty: 'Pflichtsolo (duty solo)',
  formMarriagePlayer: 'Player with both ♣Q',
  formPartner: 'Partner',
  formAlone: 'nobody (alone)',
  formAnnounceBare: (party: string) => party,
  formLevels: { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' } as Record<string, string>,
  formResult: 'Result',
  formByCards: 'Card points',
  formByWinner: 'Who won and the value',
  formReCards: 'Card points of Re (0–240)',
  formWinner: 'Won by',
  formValue: 'Game value',
  formExtras: 'Special points',
  formExtraFox: 'Fuchs',
  formExtraDoppelkopf: 'Doppelkopf',
  formExtraKarlchen: 'Karlchen',
  formExtraOf: (item: string, party: string) => `${item} (${party})`,

  // The season’s statistics.
  colWinRate: 'Win rate',
  colReWins: 'Won as Re',
  colKontraWins: 'Won as Kontra',
  colAverage: 'Average per game',
};

/** The shape every language gives: the entries of English, each a text or a function of the same arguments. */
export type DoppelkopfStrings = typeof en;

// German: a Doppelkopf round is a "Spiel".
const deRounds = (n: number) => pluralsOf('de')(n, { one: '{n} Spiel', other: '{n} Spiele' });
const de: DoppelkopfStrings = {
  // The sheet.
  outcomes: {
    re: 'Re gewinnt',
    kontra: 'Kontra gewinnt',
    none: 'Kein Sieger',
  },
  cellCaption: 'In jeder Zelle: die Punkte des Spiels, dahinter in Klammern der Stand.',
  colGame: 'Spielart',
  colParties: 'Parteien',
  colValue: 'Wert',
  announced: (list: string) => `angesagt ${list}`,
  valueInline: (n: string) => `Wert ${n}`,
  re: 'Re',
  kontra: 'Kontra',
  out: 'setzt aus',
  bock: (factor: number) => `Bock ×${factor}`,
  duty: 'Pflichtsolo',
  solo: 'Solo',
  gameTypes: {
    normal: 'Normalspiel',
    solo: 'Solo',
    marriage: 'Hochzeit',
    'marriage-alone': 'Hochzeit (allein)',
    'silent-marriage': 'Stille Hochzeit',
    poverty: 'Armut',
  },
  soloKinds: soloKinds(deSolo),

  // The statistics, and the duty solos of the summary.
  colSolos: 'Soli',
  colSolosWon: 'Soli gewonnen',
  colDutySolos: 'Pflichtsoli',
  colPenalties: 'Strafen',
  colPenaltyPoints: 'Strafpunkte',
  dutyOwedBy: 'Noch offen bei',
  dutyAllPlayed: 'Alle haben ihr Pflichtsolo gespielt.',
  dutyNext: 'Vorführung – muss als Nächstes ein Pflichtsolo spielen',
  dutyNextOwed: 'Vorführung – müssen jetzt ihre Pflichtsoli spielen',
  dutyGamesLeft: (left: number, series: number) => `noch ${deRounds(left)} in Serie ${series}`,
  colSeries: 'Serie',
  colSeriesRounds: 'Spiele',
  colDutyPlayed: 'Gespielt',
  colDutyOwed: 'Offen',
  seriesRunning: (rounds: string) => `${rounds} (läuft)`,

  // The Add round form (the game’s terms stay German: Re, Kontra, Fuchs, Karlchen).
  formGameType: 'Spielart',
  formNormal: 'Normalspiel',
  formSolo: 'Solo',
  formMarriage: 'Hochzeit',
  formRePlayers: 'Re-Partei (zwei wählen)',
  formSoloist: 'Solist',
  formSoloKind: 'Art des Solos',
  formDuty: 'Pflichtsolo',
  formMarriagePlayer: 'Spieler mit beiden Kreuz-Damen',
  formPartner: 'Partner',
  formAlone: 'niemand (allein)',
  formAnnounceBare: (party: string) => party,
  formLevels: { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' } as Record<string, string>,
  formResult: 'Ergebnis',
  formByCards: 'Augen',
  formByWinner: 'Wer gewann und der Spielwert',
  formReCards: 'Augen der Re-Partei (0–240)',
  formWinner: 'Gewonnen von',
  formValue: 'Spielwert',
  formExtras: 'Sonderpunkte',
  formExtraFox: 'Fuchs',
  formExtraDoppelkopf: 'Doppelkopf',
  formExtraKarlchen: 'Karlchen',
  formExtraOf: (item: string, party: string) => `${item} (${party})`,

  // The season’s statistics.
  colWinRate: 'Siegquote',
  colReWins: 'Gewonnen als Re',
  colKontraWins: 'Gewonnen als Kontra',
  colAverage: 'Schnitt pro Spiel',
};

const frRounds = (n: number) => pluralsOf('fr')(n, { one: '{n} donne', other: '{n} donnes' });
const fr: DoppelkopfStrings = {
  // The sheet.
  outcomes: {
    re: 'Re gagne',
    kontra: 'Kontra gagne',
    none: 'Pas de gagnant',
  },
  cellCaption: 'Dans chaque case : les points de la donne, puis le cumul entre parenthèses.',
  colGame: 'Jeu',
  colParties: 'Camps',
  colValue: 'Valeur',
  announced: (list: string) => `annoncé ${list}`,
  valueInline: (n: string) => `valeur ${n}`,
  re: 'Re',
  kontra: 'Kontra',
  out: 'ne joue pas',
  bock: (factor: number) => `Bock ×${factor}`,
  duty: 'Pflichtsolo',
  solo: 'Solo',
  gameTypes: {
    normal: 'Normal',
    solo: 'Solo',
    marriage: 'Hochzeit',
    'marriage-alone': 'Hochzeit sans partenaire',
    'silent-marriage': 'Stille Hochzeit',
    poverty: 'Armut',
  },
  soloKinds: soloKinds(frSolo),

  // The statistics, and the duty solos of the summary.
  colSolos: 'Solos',
  colSolosWon: 'Solos gagnés',
  colDutySolos: 'Pflichtsoli',
  colPenalties: 'Pénalités',
  colPenaltyPoints: 'Points de pénalité',
  dutyOwedBy: 'Encore dû par',
  dutyAllPlayed: 'Chaque joueur a joué son Pflichtsolo.',
  dutyNext: 'Vorführung — doit jouer un Pflichtsolo à la donne suivante',
  dutyNextOwed: 'Vorführung — doivent jouer leur Pflichtsolo maintenant',
  dutyGamesLeft: (left: number, series: number) => `il reste ${frRounds(left)} dans la série ${series}`,
  colSeries: 'Série',
  colSeriesRounds: 'Donnes',
  colDutyPlayed: 'Joué',
  colDutyOwed: 'Dû',
  seriesRunning: (rounds: string) => `${rounds} (en cours)`,

  // The Add round form (the game’s terms stay German: Re, Kontra, Fuchs, Karlchen).
  formGameType: 'Jeu',
  formNormal: 'Jeu normal',
  formSolo: 'Solo',
  formMarriage: 'Hochzeit',
  formRePlayers: 'Joueurs Re (en choisir deux)',
  formSoloist: 'Soliste',
  formSoloKind: 'Sorte de solo',
  formDuty: 'Pflichtsolo (solo obligatoire)',
  formMarriagePlayer: 'Joueur avec les deux dames de trèfle',
  formPartner: 'Partenaire',
  formAlone: 'personne (sans partenaire)',
  formAnnounceBare: (party: string) => party,
  formLevels: { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' } as Record<string, string>,
  formResult: 'Résultat',
  formByCards: 'Points de cartes',
  formByWinner: 'Qui a gagné et la valeur',
  formReCards: 'Points de cartes de Re (0–240)',
  formWinner: 'Gagné par',
  formValue: 'Valeur du jeu',
  formExtras: 'Points spéciaux',
  formExtraFox: 'Fuchs',
  formExtraDoppelkopf: 'Doppelkopf',
  formExtraKarlchen: 'Karlchen',
  formExtraOf: (item: string, party: string) => `${item} (${party})`,

  // The season’s statistics.
  colWinRate: 'Taux de victoire',
  colReWins: 'Gagné en Re',
  colKontraWins: 'Gagné en Kontra',
  colAverage: 'Moyenne par donne',
};

/** Every language's table (the tests hold each to the English keys). */
export const TABLES: Record<Lang, DoppelkopfStrings> = { en, de, fr };

/** The table of the view's language (webview/strings.ts: setViewLang). */
export function doppelkopfStrings(): DoppelkopfStrings {
  return TABLES[viewLang];
}
