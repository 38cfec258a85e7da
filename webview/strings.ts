// The settlement view's message table: every user-visible word of the webview in English, German and French. The
// host names the language in its state messages (and in `<html lang>`); `strings` is the table in force.

import type { Lang } from '../src/messages';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A plural chooser for one language: picks the form for n by its rules (`one`, `other`; `many` in French). */
function pluralsOf(lang: Lang): (n: number, forms: Forms) => string {
  const rules = new Intl.PluralRules(lang);
  return (n, forms) => (forms[rules.select(n)] ?? forms.other).replace('{n}', String(n));
}

const enPlural = pluralsOf('en');
const enErrors = (n: number) => enPlural(n, { one: '{n} error', other: '{n} errors' });
const enWarnings = (n: number) => enPlural(n, { one: '{n} warning', other: '{n} warnings' });

const en = {
  appLabel: 'Settlement',
  noDocument: 'Open a .score file (or a Markdown file with a ```score block) to see its settlement.',
  waiting: 'Waiting for the score sheet…',
  noGame: 'This file has no "game" line yet: add "game doppelkopf", "game belote" or "game coinche".',
  noRounds: 'No rounds yet.',
  engineError: 'The settlement could not be updated:',
  staleHint: 'Showing the last good version.',

  copyMarkdown: 'Copy as Markdown',
  exportCsv: 'Export CSV',
  lock: 'Lock to this file',
  unlock: 'Unlock',
  locked: 'Locked',
  lockedHint: 'The view stays on this file when you switch editors.',
  followingHint: 'The view follows the active editor.',

  rules: 'Rules',
  rulesPreset: (preset: string) => `Preset ${preset}`,
  rulesChanged: 'Changed by this file',
  rulesNoneChanged: 'No switches changed; preset defaults apply.',
  rulesAll: 'All switches in force',
  stake: (amount: string) => `Stake ${amount} per point`,
  stakePerGame: (amount: string) => `Stake ${amount} per game won`,
  target: (n: number) => `Target ${n}`,

  errors: enErrors,
  warnings: enWarnings,
  roundFlag: (e: number, w: number) => [e ? enErrors(e) : '', w ? enWarnings(w) : ''].filter(Boolean).join(', '),

  sheet: 'Score sheet',
  sheetHint: 'Click a round, or focus it and press Enter, to show it in the editor.',
  rowHint: 'Press Enter to show this round in the editor.',
  cellCaption: "Each player's cell: the round's points, then the running total in brackets.",
  cellCaptionTeams: "Each team's cell: the round's points, then the game's running total in brackets.",
  colRound: '#',
  colRoundLong: 'Round',
  colGame: 'Game',
  colParties: 'Parties',
  colValue: 'Value',
  colTaker: 'Taker / contract',
  colOutcome: 'Outcome',
  revealRound: (n: number) => `Round ${n}: show in editor`,
  sheetHeadHint: 'Press Down to move into the rounds.',
  pointsAndTotal: (name: string, points: string, total: string) => `${name}: ${points}, total ${total}`,
  /** Spoken summary of a sheet row: `Round 2: Re (Ben, Dora) 140:100 lost; announced Re; Anna: +8, total 10; …`. */
  rowSummary: (n: number, parts: string[]) => `Round ${n}: ${parts.filter(Boolean).join('; ')}`.replace(/\.?$/, '.'),
  announced: (list: string) => `announced ${list}`,
  valueInline: (n: string) => `value ${n}`,
  noPoints: 'no points',
  problemsIn: (flag: string, first: string) => (first ? `${flag}: ${first}` : flag),
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
  soloKinds: {
    queens: 'Queens solo',
    jacks: 'Jacks solo',
    clubs: 'Clubs solo',
    spades: 'Spades solo',
    hearts: 'Hearts solo',
    diamonds: 'Diamonds solo',
    fleshless: 'Fleshless',
  } as Record<string, string>,
  outcomes: {
    re: 'Re wins',
    kontra: 'Kontra wins',
    none: 'No winner',
    made: 'Made',
    failed: 'Failed',
    litige: 'Litige',
    capot: 'Capot',
    recorded: 'Recorded',
    unscored: 'Not scored',
  } as Record<string, string>,
  potHeld: (n: number) => `pot ${n}`,
  potAwarded: (team: string, n: number) => `${team} takes the pot (${n})`,
  coinche: 'coinche',

  totals: 'Totals',
  colPlayer: 'Player',
  colTeam: 'Team',
  colTotal: 'Total',
  colMoney: 'Money',
  colGamesWon: 'Games won',
  winner: (name: string) => `Winner: ${name}`,
  winnerTag: 'winner',
  whoPaysWhom: 'Who pays whom',
  pays: 'pays',
  nothingToPay: 'Nobody owes anybody anything.',
  noStake: 'No stake set: add "stake 0.05 EUR" to settle in money.',

  stats: 'Statistics',
  colGames: 'Games',
  colWins: 'Wins',
  colSolos: 'Solos',
  colSolosWon: 'Solos won',
  colDutySolos: 'Pflichtsoli',
  colContracts: 'Contracts',
  colMade: 'Made',
  colFailed: 'Failed',
  colCoinched: 'Coinched',
  colCoinchedMade: 'Coinched & made',

  games: 'Games',
  gameTab: (n: number) => `Game ${n}`,
  gameTabWon: (n: number, winner: string) => `Game ${n} · won by ${winner}`,
  gameTabRunning: (n: number) => `Game ${n} · in progress`,
  colCurrentGame: (n: number) => `Game ${n} (in progress)`,
  gameWonBy: (n: number, winner: string) => `Game ${n} won by ${winner}`,
  gameRunning: (n: number, target: number | undefined) =>
    target ? `Game ${n} in progress (to ${target})` : `Game ${n} in progress`,
  gameRounds: (first: number, last: number) => (first === last ? `round ${first}` : `rounds ${first}–${last}`),

  chart: 'Running totals',
  chartTitle: (what: string) => `Running totals${what ? ` — ${what}` : ''}`,
  chartDesc: (rounds: number, finals: string) =>
    `Line chart of the running totals over ${enPlural(rounds, { one: '{n} round', other: '{n} rounds' })}. ` +
    `Final: ${finals}.`,
  chartSampled: (shown: number, total: number) =>
    `Showing ${shown} of ${enPlural(total, { one: '{n} round', other: '{n} rounds' })} (sampled, peaks kept).`,
  chartRoundAxis: 'round',
  chartLegend: 'Lines',
};

/** The shape every language gives: the same entries as English, each a text or a function of the same arguments. */
export type ViewStrings = typeof en;

// German: a Doppelkopf round is a "Spiel"; a Belote/Coinche game to the target is a "Partie".
const dePlural = pluralsOf('de');
const deErrors = (n: number) => dePlural(n, { one: '{n} Fehler', other: '{n} Fehler' });
const deWarnings = (n: number) => dePlural(n, { one: '{n} Warnung', other: '{n} Warnungen' });
const deRounds = (n: number) => dePlural(n, { one: '{n} Spiel', other: '{n} Spiele' });

const de: ViewStrings = {
  appLabel: 'Abrechnung',
  noDocument:
    'Öffne eine .score-Datei (oder eine Markdown-Datei mit einem ```score-Block), um ihre Abrechnung zu sehen.',
  waiting: 'Warte auf die Liste…',
  noGame: 'Diese Datei hat noch keine „game“-Zeile: Schreib „game doppelkopf“, „game belote“ oder „game coinche“.',
  noRounds: 'Noch keine Spiele.',
  engineError: 'Die Abrechnung konnte nicht aktualisiert werden:',
  staleHint: 'Gezeigt wird der letzte fehlerfreie Stand.',

  copyMarkdown: 'Als Markdown kopieren',
  exportCsv: 'CSV exportieren',
  lock: 'An diese Datei binden',
  unlock: 'Lösen',
  locked: 'Gebunden',
  lockedHint: 'Die Ansicht bleibt bei dieser Datei, auch wenn du den Editor wechselst.',
  followingHint: 'Die Ansicht folgt dem aktiven Editor.',

  rules: 'Regeln',
  rulesPreset: (preset: string) => `Regelsatz ${preset}`,
  rulesChanged: 'In dieser Datei geändert',
  rulesNoneChanged: 'Keine Regel geändert; es gilt der Regelsatz.',
  rulesAll: 'Alle geltenden Regeln',
  stake: (amount: string) => `Einsatz ${amount} pro Punkt`,
  stakePerGame: (amount: string) => `Einsatz ${amount} pro gewonnene Partie`,
  target: (n: number) => `Ziel ${n}`,

  errors: deErrors,
  warnings: deWarnings,
  roundFlag: (e: number, w: number) => [e ? deErrors(e) : '', w ? deWarnings(w) : ''].filter(Boolean).join(', '),

  sheet: 'Spielliste',
  sheetHint: 'Klick auf ein Spiel (oder wähl es aus und drück Enter), um es im Editor zu zeigen.',
  rowHint: 'Enter zeigt dieses Spiel im Editor.',
  cellCaption: 'In jeder Zelle: die Punkte des Spiels, dahinter in Klammern der Stand.',
  cellCaptionTeams: 'In jeder Zelle: die Punkte der Runde, dahinter in Klammern der Stand der Partie.',
  colRound: 'Nr.',
  colRoundLong: 'Spiel',
  colGame: 'Spielart',
  colParties: 'Parteien',
  colValue: 'Wert',
  colTaker: 'Preneur / Kontrakt',
  colOutcome: 'Ergebnis',
  revealRound: (n: number) => `Spiel ${n}: im Editor zeigen`,
  sheetHeadHint: 'Pfeil nach unten führt in die Spiele.',
  pointsAndTotal: (name: string, points: string, total: string) => `${name}: ${points}, Stand ${total}`,
  rowSummary: (n: number, parts: string[]) => `Spiel ${n}: ${parts.filter(Boolean).join('; ')}`.replace(/\.?$/, '.'),
  announced: (list: string) => `angesagt ${list}`,
  valueInline: (n: string) => `Wert ${n}`,
  noPoints: 'keine Punkte',
  problemsIn: (flag: string, first: string) => (first ? `${flag}: ${first}` : flag),
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
  soloKinds: {
    queens: 'Damensolo',
    jacks: 'Bubensolo',
    clubs: 'Kreuzsolo',
    spades: 'Piksolo',
    hearts: 'Herzsolo',
    diamonds: 'Karosolo',
    fleshless: 'Fleischloser',
  },
  outcomes: {
    re: 'Re gewinnt',
    kontra: 'Kontra gewinnt',
    none: 'Kein Sieger',
    made: 'Erfüllt',
    failed: 'Nicht erfüllt',
    litige: 'Litige',
    capot: 'Capot',
    recorded: 'Eingetragen',
    unscored: 'Nicht gewertet',
  },
  potHeld: (n: number) => `Topf ${n}`,
  potAwarded: (team: string, n: number) => `${team} bekommt den Topf (${n})`,
  coinche: 'coinche',

  totals: 'Stand',
  colPlayer: 'Spieler',
  colTeam: 'Team',
  colTotal: 'Punkte',
  colMoney: 'Betrag',
  colGamesWon: 'Gewonnene Partien',
  winner: (name: string) => `Sieger: ${name}`,
  winnerTag: 'Sieger',
  whoPaysWhom: 'Wer zahlt wem',
  pays: 'zahlt',
  nothingToPay: 'Niemand schuldet jemandem etwas.',
  noStake: 'Kein Einsatz angegeben: Mit „stake 0.05 EUR“ wird in Geld abgerechnet.',

  stats: 'Statistik',
  colGames: 'Spiele',
  colWins: 'Gewonnen',
  colSolos: 'Soli',
  colSolosWon: 'Soli gewonnen',
  colDutySolos: 'Pflichtsoli',
  colContracts: 'Kontrakte',
  colMade: 'Erfüllt',
  colFailed: 'Nicht erfüllt',
  colCoinched: 'Coinchiert',
  colCoinchedMade: 'Coinchiert & erfüllt',

  games: 'Partien',
  gameTab: (n: number) => `Partie ${n}`,
  gameTabWon: (n: number, winner: string) => `Partie ${n} · gewonnen von ${winner}`,
  gameTabRunning: (n: number) => `Partie ${n} · läuft`,
  colCurrentGame: (n: number) => `Partie ${n} (läuft)`,
  gameWonBy: (n: number, winner: string) => `Partie ${n} gewonnen von ${winner}`,
  gameRunning: (n: number, target: number | undefined) =>
    target ? `Partie ${n} läuft (bis ${target})` : `Partie ${n} läuft`,
  gameRounds: (first: number, last: number) => (first === last ? `Runde ${first}` : `Runden ${first}–${last}`),

  chart: 'Verlauf',
  chartTitle: (what: string) => `Verlauf${what ? ` — ${what}` : ''}`,
  chartDesc: (rounds: number, finals: string) =>
    `Liniendiagramm des Stands über ${deRounds(rounds)}. Endstand: ${finals}.`,
  chartSampled: (shown: number, total: number) =>
    `${shown} von ${deRounds(total)} gezeigt (ausgedünnt, Spitzen bleiben).`,
  chartRoundAxis: 'Spiel',
  chartLegend: 'Linien',
};

// French: a round is a "donne", a game to the target a "partie"; the taker is the "preneur".
const frPlural = pluralsOf('fr');
const frErrors = (n: number) => frPlural(n, { one: '{n} erreur', other: '{n} erreurs' });
const frWarnings = (n: number) => frPlural(n, { one: '{n} avertissement', other: '{n} avertissements' });
const frRounds = (n: number) => frPlural(n, { one: '{n} donne', other: '{n} donnes' });

const fr: ViewStrings = {
  appLabel: 'Décompte',
  noDocument: 'Ouvrez un fichier .score (ou un fichier Markdown avec un bloc ```score) pour voir son décompte.',
  waiting: 'En attente de la feuille de marque…',
  noGame:
    'Ce fichier n’a pas encore de ligne « game » : ajoutez « game doppelkopf », « game belote » ou « game coinche ».',
  noRounds: 'Pas encore de donne.',
  engineError: 'Le décompte n’a pas pu être mis à jour :',
  staleHint: 'Voici la dernière version correcte.',

  copyMarkdown: 'Copier en Markdown',
  exportCsv: 'Exporter en CSV',
  lock: 'Verrouiller sur ce fichier',
  unlock: 'Déverrouiller',
  locked: 'Verrouillé',
  lockedHint: 'La vue reste sur ce fichier quand vous changez d’éditeur.',
  followingHint: 'La vue suit l’éditeur actif.',

  rules: 'Règles',
  rulesPreset: (preset: string) => `Règles ${preset}`,
  rulesChanged: 'Modifié par ce fichier',
  rulesNoneChanged: 'Aucune règle modifiée ; les règles par défaut s’appliquent.',
  rulesAll: 'Toutes les règles en vigueur',
  stake: (amount: string) => `Mise ${amount} par point`,
  stakePerGame: (amount: string) => `Mise ${amount} par partie gagnée`,
  target: (n: number) => `Objectif ${n}`,

  errors: frErrors,
  warnings: frWarnings,
  roundFlag: (e: number, w: number) => [e ? frErrors(e) : '', w ? frWarnings(w) : ''].filter(Boolean).join(', '),

  sheet: 'Feuille de marque',
  sheetHint: 'Cliquez sur une donne (ou sélectionnez-la et appuyez sur Entrée) pour la voir dans l’éditeur.',
  rowHint: 'Entrée montre cette donne dans l’éditeur.',
  cellCaption: 'Dans chaque case : les points de la donne, puis le cumul entre parenthèses.',
  cellCaptionTeams: 'Dans chaque case : les points de la donne, puis le cumul de la partie entre parenthèses.',
  colRound: 'N°',
  colRoundLong: 'Donne',
  colGame: 'Jeu',
  colParties: 'Camps',
  colValue: 'Valeur',
  colTaker: 'Preneur / contrat',
  colOutcome: 'Résultat',
  revealRound: (n: number) => `Donne ${n} : voir dans l’éditeur`,
  sheetHeadHint: 'Flèche bas pour parcourir les donnes.',
  pointsAndTotal: (name: string, points: string, total: string) => `${name} : ${points}, cumul ${total}`,
  rowSummary: (n: number, parts: string[]) => `Donne ${n} : ${parts.filter(Boolean).join(' ; ')}`.replace(/\.?$/, '.'),
  announced: (list: string) => `annoncé ${list}`,
  valueInline: (n: string) => `valeur ${n}`,
  noPoints: 'aucun point',
  problemsIn: (flag: string, first: string) => (first ? `${flag} : ${first}` : flag),
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
    'marriage-alone': 'Hochzeit (seul)',
    'silent-marriage': 'Stille Hochzeit',
    poverty: 'Armut',
  },
  soloKinds: {
    queens: 'Solo dames',
    jacks: 'Solo valets',
    clubs: 'Solo trèfle',
    spades: 'Solo pique',
    hearts: 'Solo cœur',
    diamonds: 'Solo carreau',
    fleshless: 'Solo sans atout',
  },
  outcomes: {
    re: 'Re gagne',
    kontra: 'Kontra gagne',
    none: 'Pas de gagnant',
    made: 'Fait',
    failed: 'Dedans',
    litige: 'Litige',
    capot: 'Capot',
    recorded: 'Noté',
    unscored: 'Non compté',
  },
  potHeld: (n: number) => `litige en suspens ${n}`,
  potAwarded: (team: string, n: number) => `${team} remporte le litige (${n})`,
  coinche: 'coinche',

  totals: 'Totaux',
  colPlayer: 'Joueur',
  colTeam: 'Équipe',
  colTotal: 'Total',
  colMoney: 'Montant',
  colGamesWon: 'Parties gagnées',
  winner: (name: string) => `Gagnant : ${name}`,
  winnerTag: 'gagnant',
  whoPaysWhom: 'Qui doit quoi à qui',
  pays: 'doit à',
  nothingToPay: 'Personne ne doit rien à personne.',
  noStake: 'Pas de mise : ajoutez « stake 0.05 EUR » pour régler en argent.',

  stats: 'Statistiques',
  colGames: 'Donnes',
  colWins: 'Gagnées',
  colSolos: 'Solos',
  colSolosWon: 'Solos gagnés',
  colDutySolos: 'Pflichtsoli',
  colContracts: 'Contrats',
  colMade: 'Faits',
  colFailed: 'Dedans',
  colCoinched: 'Coinchés',
  colCoinchedMade: 'Coinchés et faits',

  games: 'Parties',
  gameTab: (n: number) => `Partie ${n}`,
  gameTabWon: (n: number, winner: string) => `Partie ${n} · gagnée par ${winner}`,
  gameTabRunning: (n: number) => `Partie ${n} · en cours`,
  colCurrentGame: (n: number) => `Partie ${n} (en cours)`,
  gameWonBy: (n: number, winner: string) => `Partie ${n} gagnée par ${winner}`,
  gameRunning: (n: number, target: number | undefined) =>
    target ? `Partie ${n} en cours (en ${target})` : `Partie ${n} en cours`,
  gameRounds: (first: number, last: number) => (first === last ? `donne ${first}` : `donnes ${first} à ${last}`),

  chart: 'Évolution des scores',
  chartTitle: (what: string) => `Évolution des scores${what ? ` — ${what}` : ''}`,
  chartDesc: (rounds: number, finals: string) => `Courbe des cumuls sur ${frRounds(rounds)}. Final : ${finals}.`,
  chartSampled: (shown: number, total: number) =>
    `${shown} donnes affichées sur ${frRounds(total)} (échantillon, pics conservés).`,
  chartRoundAxis: 'donne',
  chartLegend: 'Courbes',
};

/** Every language's table (the test holds each to the English keys). */
export const TABLES: Record<Lang, ViewStrings> = { en, de, fr };

/** The table in force (a live binding: set by `setViewLang`, read at render time). */
export let strings: ViewStrings = en;
/** The language in force, for `Intl` in ./format. */
export let viewLang: Lang = 'en';

/** Switch the view's language (from the host's state message or `<html lang>`); unknown tags keep English. */
export function setViewLang(tag: string | undefined): Lang {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  viewLang = base === 'de' || base === 'fr' ? base : 'en';
  strings = TABLES[viewLang];
  return viewLang;
}

/** Picks the form for n by the rules of the language in force (`one`, `other`, and in French `many`). */
export function plural(n: number, forms: Forms): string {
  return pluralsOf(viewLang)(n, forms);
}
