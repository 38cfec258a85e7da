// The season module's string tables (English, German, French): the words of every game's season — its headings,
// money, notes and the columns all games share; a game's own words are its own (src/games/<game>/season/text.ts).

import type { Lang } from '../messages';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const SEASON_TEXT = {
  seasonHeading: (title: string | undefined, game: string, evenings: number, from?: string, to?: string) =>
    `${title ? `${title} — ` : 'Season — '}${game}, ${plural(evenings, 'evening', 'evenings')}` +
    `${from ? `, ${from === to ? from : `${from} to ${to}`}` : ''}`,
  statsHeading: (game: string, evenings: number) => `Statistics — ${game}, ${plural(evenings, 'evening', 'evenings')}`,
  eveningModel: 'Money: each evening is settled at its own stake; the season money is what that added up to.',
  potModel: (rate: string, per: 'point' | 'game', split: string) =>
    `Money: a season pot — ${rate} into the pot per ${per} lost each evening, paid out at the end of the season ` +
    `${split}.`,
  splitStandings: (shares: number[]) => `by the standings (${shares.map((s) => `${s}%`).join(' / ')} to places 1…)`,
  splitAttendance: 'by attendance (a share per evening attended)',
  noMoney: 'Money: no evening has a stake and no pot is set (a season.score file can set one).',
  evenings: 'Evenings',
  eveningHeading: (file: string, title: string, rounds: number, games?: number) =>
    `${file} — ${title}: ${plural(rounds, 'round', 'rounds')}` +
    `${games !== undefined ? `, ${plural(games, 'game', 'games')} finished` : ''}`,
  noStakeEvening: 'No stake set: no money to settle that evening.',
  nobodyPays: 'Nobody pays anybody.',
  intoPot: (list: string) => `Into the pot: ${list}.`,
  nothingIntoPot: 'Nothing into the pot: nobody ended below zero.',
  pays: (from: string, to: string, amount: string) => `${from} pays ${to} ${amount}`,
  eveningsLegend: 'Each cell: the evening total; · = absent (counts as 0).',
  standings: 'Standings',
  pot: 'Pot',
  potTotal: (amount: string) => `In the pot: ${amount}.`,
  statistics: 'Statistics',
  players: 'Players',
  notes: 'Notes',
  col: {
    rank: '#',
    player: 'player',
    date: 'date',
    evening: 'evening',
    total: 'total',
    points: 'points',
    money: 'money',
    evenings: 'evenings',
    wins: 'wins',
    winRate: 'win rate',
    best: 'best evening',
    worst: 'worst evening',
    paidIn: 'paid in',
    share: 'share',
    balance: 'balance',
  },
  otherCurrency: (cur: string, season: string) =>
    `its money is in ${cur}, the season's in ${season}: it is left out of the season money`,
  noStake: 'no stake: no money that evening',
  stakeUnused: 'its stake is not used: the season keeps a pot (season.score)',
  similarNames: (name: string, first: string) =>
    `"${name}" looks like "${first}": the names differ only by invisible characters, spaces at either end or ` +
    'letters that look alike, so the season counts two players',
  noEvenings: 'No evenings: no file has a game line.',
};

export type SeasonText = typeof SEASON_TEXT;

const mal = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The German table: the same keys. */
export const SEASON_TEXT_DE: SeasonText = {
  seasonHeading: (title, game, evenings, from, to) =>
    `${title ? `${title} — ` : 'Saison — '}${game}, ${mal(evenings, 'Abend', 'Abende')}` +
    `${from ? `, ${from === to ? from : `${from} bis ${to}`}` : ''}`,
  statsHeading: (game, evenings) => `Statistik — ${game}, ${mal(evenings, 'Abend', 'Abende')}`,
  eveningModel: 'Geld: jeder Abend wird zu seinem eigenen Einsatz abgerechnet; das Saisongeld ist die Summe davon.',
  potModel: (rate, per, split) =>
    `Geld: eine Saisonkasse — ${rate} pro verlorenem ${per === 'point' ? 'Punkt' : 'Spiel'} an jedem Abend in ` +
    `die Kasse, ausgezahlt am Ende der Saison ${split}.`,
  splitStandings: (shares) => `nach der Tabelle (${shares.map((s) => `${s} %`).join(' / ')} an die Plätze 1…)`,
  splitAttendance: 'nach Anwesenheit (ein Anteil pro besuchtem Abend)',
  noMoney:
    'Geld: kein Abend hat einen Einsatz, und keine Kasse ist festgelegt (eine Datei season.score kann eine festlegen).',
  evenings: 'Abende',
  eveningHeading: (file, title, rounds, games) =>
    `${file} — ${title}: ${mal(rounds, 'Spiel', 'Spiele')}` +
    `${games !== undefined ? `, ${mal(games, 'Partie', 'Partien')} beendet` : ''}`,
  noStakeEvening: 'Kein Einsatz festgelegt: an diesem Abend gibt es kein Geld abzurechnen.',
  nobodyPays: 'Niemand zahlt etwas.',
  intoPot: (list) => `In die Kasse: ${list}.`,
  nothingIntoPot: 'Nichts in die Kasse: niemand hat unter null abgeschlossen.',
  pays: (from, to, amount) => `${from} zahlt ${to} ${amount}`,
  eveningsLegend: 'Jede Zelle: der Stand des Abends; · = abwesend (zählt als 0).',
  standings: 'Tabelle',
  pot: 'Kasse',
  potTotal: (amount) => `In der Kasse: ${amount}.`,
  statistics: 'Statistik',
  players: 'Spieler',
  notes: 'Hinweise',
  col: {
    rank: '#',
    player: 'Spieler',
    date: 'Datum',
    evening: 'Abend',
    total: 'Stand',
    points: 'Punkte',
    money: 'Geld',
    evenings: 'Abende',
    wins: 'Siege',
    winRate: 'Siegquote',
    best: 'bester Abend',
    worst: 'schlechtester Abend',
    paidIn: 'eingezahlt',
    share: 'Anteil',
    balance: 'Saldo',
  },
  otherCurrency: (cur, season) =>
    `sein Geld ist in ${cur}, das der Saison in ${season}: es bleibt beim Saisongeld außen vor`,
  noStake: 'kein Einsatz: an diesem Abend kein Geld',
  stakeUnused: 'sein Einsatz wird nicht verwendet: die Saison führt eine Kasse (season.score)',
  similarNames: (name, first) =>
    `„${name}“ sieht aus wie „${first}“: Die Namen unterscheiden sich nur durch unsichtbare Zeichen, Leerzeichen am ` +
    'Anfang oder Ende oder gleich aussehende Buchstaben, also zählt die Saison zwei Spieler',
  noEvenings: 'Keine Abende: keine Datei hat eine Zeile „game“.',
};

/** The French table: the same keys. */
/** French counts 0 and 1 as singular (« 0 partie terminée »). */
const une = (n: number, one: string, many: string) => `${n} ${n <= 1 ? one : many}`;

export const SEASON_TEXT_FR: SeasonText = {
  seasonHeading: (title, game, evenings, from, to) =>
    `${title ? `${title} — ` : 'Saison — '}${game}, ${une(evenings, 'soirée', 'soirées')}` +
    `${from ? `, ${from === to ? from : `du ${from} au ${to}`}` : ''}`,
  statsHeading: (game, evenings) => `Statistiques — ${game}, ${une(evenings, 'soirée', 'soirées')}`,
  eveningModel: 'Argent : chaque soirée est réglée à sa propre mise ; l’argent de la saison en est la somme.',
  potModel: (rate, per, split) =>
    `Argent : une cagnotte de saison — ${rate} par ${per === 'point' ? 'point perdu' : 'partie perdue'} chaque ` +
    `soirée, versée à la fin de la saison ${split}.`,
  splitStandings: (shares) => `selon le classement (${shares.map((s) => `${s} %`).join(' / ')} aux places 1…)`,
  splitAttendance: 'selon la présence (une part par soirée de présence)',
  noMoney:
    'Argent : aucune soirée n’a de mise et aucune cagnotte n’est fixée (un fichier season.score peut en fixer une).',
  evenings: 'Soirées',
  eveningHeading: (file, title, rounds, games) =>
    `${file} — ${title} : ${une(rounds, 'donne', 'donnes')}` +
    `${games !== undefined ? `, ${une(games, 'partie terminée', 'parties terminées')}` : ''}`,
  noStakeEvening: 'Pas de mise : rien à régler pour cette soirée.',
  nobodyPays: 'Personne ne paie personne.',
  intoPot: (list) => `Dans la cagnotte : ${list}.`,
  nothingIntoPot: 'Rien dans la cagnotte : personne n’a fini sous zéro.',
  pays: (from, to, amount) => `${from} paie ${amount} à ${to}`,
  eveningsLegend: 'Chaque case : le total de la soirée ; · = absent (compte 0).',
  standings: 'Classement',
  pot: 'Cagnotte',
  potTotal: (amount) => `Dans la cagnotte : ${amount}.`,
  statistics: 'Statistiques',
  players: 'Joueurs',
  notes: 'Remarques',
  col: {
    rank: '#',
    player: 'joueur',
    date: 'date',
    evening: 'soirée',
    total: 'total',
    points: 'points',
    money: 'argent',
    evenings: 'soirées',
    wins: 'victoires',
    winRate: 'taux de victoire',
    best: 'meilleure soirée',
    worst: 'pire soirée',
    paidIn: 'versé',
    share: 'part',
    balance: 'solde',
  },
  otherCurrency: (cur, season) =>
    `son argent est en ${cur}, celui de la saison en ${season} : il reste en dehors de l’argent de la saison`,
  noStake: 'pas de mise : pas d’argent cette soirée',
  stakeUnused: 'sa mise n’est pas utilisée : la saison tient une cagnotte (season.score)',
  similarNames: (name, first) =>
    `« ${name} » ressemble à « ${first} » : les noms ne diffèrent que par des caractères invisibles, des espaces au ` +
    'début ou à la fin ou des lettres qui se ressemblent, la saison compte donc deux joueurs',
  noEvenings: 'Aucune soirée : aucun fichier n’a de ligne « game ».',
};

/** The season table of a language. */
export function seasonText(lang: Lang): SeasonText {
  return lang === 'de' ? SEASON_TEXT_DE : lang === 'fr' ? SEASON_TEXT_FR : SEASON_TEXT;
}
