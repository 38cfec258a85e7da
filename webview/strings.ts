// The settlement view's message table: every user-visible word of the webview in English, German and French. The
// host names the language in its state messages (and in `<html lang>`); `strings` is the table in force.

import type { Lang } from '../src/messages';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A plural chooser for one language: picks the form for n by its rules (`one`, `other`; `many` in French). */
export function pluralsOf(lang: Lang): (n: number, forms: Forms) => string {
  const rules = new Intl.PluralRules(lang);
  // The count as the view writes numbers: grouped in German and French (`1.234 Spiele`), as written in English.
  const count = lang === 'en' ? String : new Intl.NumberFormat(lang).format;
  return (n, forms) => (forms[rules.select(n)] ?? forms.other).replace('{n}', count(n));
}

/** `1 error, 2 warnings` from a language's two counters (a count of 0 is left out). */
function counts(errors: (n: number) => string, warnings: (n: number) => string, e: number, w: number): string {
  return [e ? errors(e) : '', w ? warnings(w) : ''].filter(Boolean).join(', ');
}

/** `"game doppelkopf", "game belote" or "game coinche"`: a `game` line of each kind given, in the language's quotes. */
function gameLines(kinds: readonly string[], open: string, close: string, or: string): string {
  const lines = kinds.map((k) => `${open}game ${k}${close}`);
  return lines.length <= 1 ? (lines[0] ?? '') : `${lines.slice(0, -1).join(', ')} ${or} ${lines[lines.length - 1]}`;
}

const enPlural = pluralsOf('en');
const enErrors = (n: number) => enPlural(n, { one: '{n} error', other: '{n} errors' });
const enWarnings = (n: number) => enPlural(n, { one: '{n} warning', other: '{n} warnings' });

const en = {
  appLabel: 'Settlement',
  noDocument: 'Open a .score file (or a Markdown file with a ```score block) to see its settlement.',
  waiting: 'Waiting for the score sheet…',
  /** `kinds`: every game the view knows (webview/games/registry.ts). */
  noGame: (kinds: readonly string[]) => `This file has no "game" line yet: add ${gameLines(kinds, '"', '"', 'or')}.`,
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
  compareRules: 'Compare rules',
  compareHint: 'Settle this sheet under other rules to see who would gain or lose. The file is not changed.',
  comparePreset: 'Preset',
  compareSwitches: 'Switches',
  compareAsInFile: (value: string) => `${value} (as in the file)`,
  compareSubmit: 'Compare',
  compareReset: 'Reset',
  compareLoading: 'Loading the rules of this game…',
  compareNoChange: 'Pick another preset or another value for a switch first.',
  compareWorking: 'Comparing…',
  compareTitle: (changes: string) => `What if: ${changes}`,
  comparePoints: 'Total points',
  compareGamesWon: 'Games won',
  compareMoney: 'Money',
  compareAsWritten: 'As written',
  compareWhatIf: 'What if',
  compareDifference: 'Difference',
  compareGainLoss: 'Gain or loss',
  comparePaysAsWritten: 'Who pays whom, as written',
  comparePaysWhatIf: 'Who pays whom, what if',
  compareErrors: (n: number) =>
    enPlural(n, {
      one: 'Under these rules the sheet has {n} error',
      other: 'Under these rules the sheet has {n} errors',
    }) + ' (a written score that no longer matches, say).',
  compareFailed: (why: string) => `Cannot compare: ${why}`,
  stake: (amount: string) => `Stake ${amount} per point`,
  stakePerGame: (amount: string) => `Stake ${amount} per game won`,
  target: (n: string) => `Target ${n}`,

  errors: enErrors,
  warnings: enWarnings,
  roundFlag: (e: number, w: number) => [e ? enErrors(e) : '', w ? enWarnings(w) : ''].filter(Boolean).join(', '),

  sheet: 'Score sheet',
  sheetHint: 'Click a round, or focus it and press Enter, to show it in the editor.',
  rowHint: 'Press Enter to show this round in the editor.',
  colRound: '#',
  colRoundLong: 'Round',
  revealRound: (n: number) => `Round ${n}: show in editor`,
  workingLoading: 'Working out this round…',
  sheetHeadHint: 'Press Down to move into the rounds.',
  pointsAndTotal: (name: string, points: string, total: string) => `${name}: ${points}, total ${total}`,
  /** Spoken summary of a sheet row: `Round 2: Re (Ben, Dora) 140:100 lost; announced Re; Anna: +8, total 10; …`. */
  rowSummary: (n: number, parts: string[]) => `Round ${n}: ${parts.filter(Boolean).join('; ')}`.replace(/\.?$/, '.'),
  noPoints: 'no points',
  problemsIn: (flag: string, first: string) => (first ? `${flag}: ${first}` : flag),
  dealer: 'dealer',
  sitsOut: 'sits out',
  outcomes: {
    recorded: 'Recorded',
    unscored: 'Not scored',
  } as Record<string, string>,

  totals: 'Totals',
  colPlayer: 'Player',
  colTeam: 'Team',
  colTotal: 'Total',
  colMoney: 'Money',
  winner: (name: string) => `Winner: ${name}`,
  winnerTag: 'winner',
  whoPaysWhom: 'Who pays whom',
  pays: 'pays',
  nothingToPay: 'Nobody owes anybody anything.',
  noStake: 'No stake set: add "stake 0.05 EUR" to settle in money.',

  stats: 'Statistics',
  colGames: 'Games',
  colWins: 'Wins',

  chart: 'Running totals',
  chartTitle: (what: string) => `Running totals${what ? ` — ${what}` : ''}`,
  chartDesc: (rounds: number, finals: string) =>
    `Line chart of the running totals over ${enPlural(rounds, { one: '{n} round', other: '{n} rounds' })}. ` +
    `Final: ${finals}.`,
  chartSampled: (shown: number, total: number) =>
    `Showing ${shown} of ${enPlural(total, { one: '{n} round', other: '{n} rounds' })} (sampled, peaks kept).`,
  chartRoundAxis: 'round',
  chartLegend: 'Lines',

  // The Add round form (game terms stay in the game's language: Re, Kontra, Fuchs, belote, capot).
  addRound: 'Add round',
  addRoundHide: 'Close the form',
  formTitle: 'New round',
  formAnnouncements: 'Announcements',
  formNone: '—',
  formPreview: 'This round would score',
  formPreviewNone: 'Not scored yet: fill in the round.',
  formText: 'Text to add',
  formAdd: 'Add',
  formAddHint: 'Adds the round to the file (undo in the editor with Ctrl+Z).',
  formAdded: (n: number) => `Round ${n} added.`,
  formFailed: (why: string) => `The round was not added: ${why}`,

  // The exported web page.
  exportFingerprint: 'Fingerprint of the log:',
  exportRecomputed:
    'Everything on this page was recomputed from the log below when the page opened; ' +
    'the same log always gives the same fingerprint.',
  exportLog: 'The log',

  // A table session: the phone page, and the session's card in the settlement view.
  phoneConnecting: 'Connecting to the score sheet…',
  phoneLive: 'Live: rounds added at the table show here at once.',
  phoneOffline:
    'Offline: this is the last sheet received. A round you add is kept on this phone and sent when the ' +
    'connection returns.',
  phoneKept: 'No connection: the round is kept on this phone and sent when the connection returns.',
  phoneSending: 'Sending the round…',
  phoneOneWaiting: 'A round is already waiting to be sent: add the next one once it is on the sheet.',
  phoneStale:
    'The sheet changed before your round arrived, so it was not added: you now see the current sheet. ' +
    'Check your round and add it again.',
  phoneInvalid: (problems: string) => `the score sheet found an error: ${problems}`,
  phoneRejected: 'this round cannot be added to the sheet.',
  phoneNoSheet: 'the file has no game line yet.',
  phoneFailed: (why: string) => `the laptop could not write the file: ${why}`,
  phoneSent: (n: number) => `Round ${n} is on the sheet.`,
  sessionTitle: 'Table session',
  sessionIntro:
    'Phones join with this QR code or link: they see the live sheet and can add rounds, which are ' +
    'checked and added to this file.',
  sessionLoopback: 'Started for this computer only: phones cannot open the link.',
  sessionQr: 'QR code of the session link',
  sessionStop: 'Stop table session',
  viewTabs: 'Evening or season',
  eveningTab: 'Evening',
  // Issue 33: the Tournament tab and its projector.
  viewTabsTournament: 'Evening, season or tournament',
  tournamentTab: 'Tournament',
  projector: 'Projector',
  projectorHint: 'The standings large, readable from across the room',
  projectorLeave: 'Leave projector',
  seasonTab: (evenings: number) => `Season (${enPlural(evenings, { one: '{n} evening', other: '{n} evenings' })})`,
  seasonHeading: (folder: string) => `Season of the folder ${folder}`,
  seasonIntro: (evenings: number, first: string, last: string) =>
    `${enPlural(evenings, { one: '{n} evening', other: '{n} evenings' })} of this game in the folder` +
    (first ? `, ${first}${last && last !== first ? ` to ${last}` : ''}` : '') +
    '.',
  standings: 'Standings',
  colRank: 'Rank',
  colEvenings: 'Evenings',
  seasonChart: 'Totals across the evenings',
  seasonChartCaption: 'season',
  seasonChartDesc: (evenings: number, finals: string) =>
    `Line chart of the cumulative totals over ${enPlural(evenings, { one: '{n} evening', other: '{n} evenings' })}, ` +
    `one point per evening (hover a point for its date). Final: ${finals}.`,
  /** A point's tooltip: `2026-01-16 (2026-01-16.score): Anna 12`. */
  seasonPoint: (evening: string, name: string, total: string) => `${evening}: ${name} ${total}`,
  eveningLabel: (date: string | undefined, file: string) => (date ? `${date} (${file})` : file),
  seasonStats: 'Season statistics',
  seasonMoney: 'Money per player',
  moneyPot: 'A season pot: each player paid in per point (or game) lost; the pot is shared at the season end.',
  moneyEvenings: "Each evening's money at its stake, added up.",
  noSeasonMoney: 'No stake and no season pot: no money to settle.',

  // Issue 30: the chart, the live region, the season's evenings.
  chartApart: 'Lines that coincide are drawn slightly apart, so that each stays visible.',
  /** What the live region says after an update that changed the problem counts. */
  problemsNow: (errors: number, warnings: number) =>
    errors || warnings
      ? `Updated: ${counts(enErrors, enWarnings, errors, warnings)}.`
      : 'Updated: no errors or warnings.',
  seasonNotes: 'About this season',
  seasonDuplicate: (file: string, sameAs: string, why: string) =>
    `${file} is the same evening as ${sameAs} (${why}): a season counts it once.`,
  sameEveningWhy: { date: 'same date and players', rounds: 'same players and points' } as Record<string, string>,
  seasonOtherGroups: (files: string) => `Left out as another group (fewer than half the players in common): ${files}.`,
  // Issue 35: sharing — the view's share buttons; the exported page, its printout and QR code; the viewer.
  copyChat: 'Copy for group chat',
  saveImage: 'Save as image',
  exportPrevious: 'Previous evening of the season:',
  exportQrLink:
    'Scan to open this evening on a phone. The log travels in the link (after the #, which no server sees) ' +
    'and the page recomputes it.',
  exportQrLog: (bytes: number) =>
    `Scan to copy the log of this evening (its text, ${enPlural(bytes, { one: '{n} byte', other: '{n} bytes' })}) ` +
    'into a .score file.',
  exportQrTooLong:
    'The log is too long for a QR code: share this file instead, or export it with a viewer address for a link.',
  exportQrLabel: 'QR code',
  exportSeasonEvenings: 'Evenings and their fingerprints',
  exportSeasonFingerprint: 'Season fingerprint:',
  exportSeasonNote:
    'Everything on this page was recomputed from the logs below when the page opened. The season fingerprint is the ' +
    'fingerprint of the evenings’ fingerprints, sorted, one per line.',
  exportLogs: 'The logs',
  exportColDate: 'Played on',
  exportColEvening: 'Evening',
  exportColFingerprint: 'Fingerprint',
  viewerEmpty:
    'This is the Scoresheet viewer. Open it through the link or QR code of an exported evening: the evening travels ' +
    'in the address, after the #.',
  viewerRefused: 'This address holds no score sheet, so nothing is shown:',
  viewerWhy: {
    encoding: 'the part after the # is not a log written by Scoresheet.',
    size: 'the log is larger than a viewer link can hold.',
    game: 'the text has no "game" line.',
  } as Record<string, string>,
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
  noGame: (kinds) => `Diese Datei hat noch keine „game“-Zeile: Schreib ${gameLines(kinds, '„', '“', 'oder')}.`,
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
  compareRules: 'Regeln vergleichen',
  compareHint:
    'Rechnet diese Liste mit anderen Regeln ab: Wer hätte gewonnen, wer verloren? Die Datei wird nicht geändert.',
  comparePreset: 'Regelsatz',
  compareSwitches: 'Schalter',
  compareAsInFile: (value: string) => `${value} (wie in der Datei)`,
  compareSubmit: 'Vergleichen',
  compareReset: 'Zurücksetzen',
  compareLoading: 'Die Regeln dieses Spiels werden geladen…',
  compareNoChange: 'Wähle zuerst einen anderen Regelsatz oder einen anderen Wert für einen Schalter.',
  compareWorking: 'Vergleiche…',
  compareTitle: (changes: string) => `Was wäre, wenn: ${changes}`,
  comparePoints: 'Punkte gesamt',
  compareGamesWon: 'Gewonnene Partien',
  compareMoney: 'Geld',
  compareAsWritten: 'Wie geschrieben',
  compareWhatIf: 'Was wäre, wenn',
  compareDifference: 'Unterschied',
  compareGainLoss: 'Gewinn oder Verlust',
  comparePaysAsWritten: 'Wer zahlt wem, wie geschrieben',
  comparePaysWhatIf: 'Wer zahlt wem, was wäre, wenn',
  compareErrors: (n: number) =>
    dePlural(n, {
      one: 'Mit diesen Regeln hat die Liste {n} Fehler',
      other: 'Mit diesen Regeln hat die Liste {n} Fehler',
    }) + ' (etwa eine geschriebene Punktzahl, die nicht mehr stimmt).',
  compareFailed: (why: string) => `Vergleich nicht möglich: ${why}`,
  stake: (amount: string) => `Einsatz ${amount} pro Punkt`,
  stakePerGame: (amount: string) => `Einsatz ${amount} pro gewonnene Partie`,
  target: (n: string) => `Ziel ${n}`,

  errors: deErrors,
  warnings: deWarnings,
  roundFlag: (e: number, w: number) => [e ? deErrors(e) : '', w ? deWarnings(w) : ''].filter(Boolean).join(', '),

  sheet: 'Spielliste',
  sheetHint: 'Klick auf ein Spiel (oder wähl es aus und drück Enter), um es im Editor zu zeigen.',
  rowHint: 'Enter zeigt dieses Spiel im Editor.',
  colRound: 'Nr.',
  colRoundLong: 'Spiel',
  revealRound: (n: number) => `Spiel ${n}: im Editor zeigen`,
  workingLoading: 'Das Spiel wird aufgeschlüsselt…',
  sheetHeadHint: 'Pfeil nach unten führt in die Spiele.',
  pointsAndTotal: (name: string, points: string, total: string) => `${name}: ${points}, Stand ${total}`,
  rowSummary: (n: number, parts: string[]) => `Spiel ${n}: ${parts.filter(Boolean).join('; ')}`.replace(/\.?$/, '.'),
  noPoints: 'keine Punkte',
  problemsIn: (flag: string, first: string) => (first ? `${flag}: ${first}` : flag),
  outcomes: {
    recorded: 'Notiert',
    unscored: 'Nicht gewertet',
  },

  totals: 'Stand',
  colPlayer: 'Spieler',
  colTeam: 'Team',
  colTotal: 'Punkte',
  colMoney: 'Betrag',
  winner: (name: string) => `Sieger: ${name}`,
  winnerTag: 'Sieger',
  whoPaysWhom: 'Wer zahlt wem',
  pays: 'zahlt',
  nothingToPay: 'Niemand schuldet jemandem etwas.',
  noStake: 'Kein Einsatz angegeben: Mit „einsatz 0,05 €“ wird in Geld abgerechnet.',

  stats: 'Statistik',
  colGames: 'Spiele',
  colWins: 'Siege',

  chart: 'Verlauf',
  chartTitle: (what: string) => `Verlauf${what ? ` — ${what}` : ''}`,
  chartDesc: (rounds: number, finals: string) =>
    `Liniendiagramm des Stands über ${deRounds(rounds)}. Endstand: ${finals}.`,
  chartSampled: (shown: number, total: number) =>
    `${shown} von ${deRounds(total)} gezeigt (ausgedünnt, Spitzen bleiben).`,
  chartRoundAxis: 'Spiel',
  chartLegend: 'Linien',

  // Das Formular „Spiel eintragen“ (Spielbegriffe bleiben: Re, Kontra, Fuchs).
  addRound: 'Spiel eintragen',
  addRoundHide: 'Formular schließen',
  formTitle: 'Neues Spiel',
  formAnnouncements: 'Ansagen',
  formNone: '—',
  formPreview: 'Dieses Spiel ergäbe',
  formPreviewNone: 'Noch nicht gewertet: Füll das Spiel aus.',
  formText: 'Einzutragender Text',
  formAdd: 'Eintragen',
  formAddHint: 'Trägt das Spiel in die Datei ein (im Editor mit Strg+Z rückgängig).',
  formAdded: (n: number) => `Spiel ${n} eingetragen.`,
  formFailed: (why: string) => `Das Spiel wurde nicht eingetragen: ${why}`,

  // Die exportierte Webseite.
  exportFingerprint: 'Fingerabdruck der Liste:',
  exportRecomputed:
    'Alles auf dieser Seite wurde beim Öffnen aus der Liste unten neu berechnet; ' +
    'dieselbe Liste ergibt immer denselben Fingerabdruck.',
  exportLog: 'Die Liste',

  // Tischrunde: die Seite auf den Handys und die Karte der Tischrunde in der Abrechnung.
  phoneConnecting: 'Verbinde mit der Liste…',
  phoneLive: 'Live: Spiele, die am Tisch eingetragen werden, erscheinen hier sofort.',
  phoneOffline:
    'Offline: Das ist die zuletzt empfangene Liste. Ein Spiel, das du einträgst, bleibt auf diesem ' +
    'Handy und wird gesendet, sobald die Verbindung zurück ist.',
  phoneKept: 'Keine Verbindung: Das Spiel bleibt auf diesem Handy und wird gesendet, sobald die Verbindung zurück ist.',
  phoneSending: 'Das Spiel wird gesendet…',
  phoneOneWaiting:
    'Ein Spiel wartet schon darauf, gesendet zu werden: trag das nächste ein, wenn es in der Liste steht.',
  phoneStale:
    'Die Liste hat sich geändert, bevor dein Spiel ankam, deshalb wurde es nicht eingetragen: Du siehst ' +
    'jetzt die aktuelle Liste. Prüf dein Spiel und trag es noch einmal ein.',
  phoneInvalid: (problems: string) => `die Liste hat einen Fehler gefunden: ${problems}`,
  phoneRejected: 'dieses Spiel lässt sich nicht in die Liste eintragen.',
  phoneNoSheet: 'die Datei hat noch keine game-Zeile.',
  phoneFailed: (why: string) => `der Laptop konnte die Datei nicht schreiben: ${why}`,
  phoneSent: (n: number) => `Spiel ${n} steht in der Liste.`,
  sessionTitle: 'Tischrunde',
  sessionIntro:
    'Handys kommen mit diesem QR-Code oder Link dazu: Sie sehen die Liste live und können Spiele ' +
    'eintragen, die geprüft und dieser Datei angefügt werden.',
  sessionLoopback: 'Nur für diesen Computer gestartet: Handys können den Link nicht öffnen.',
  sessionQr: 'QR-Code des Links zur Tischrunde',
  sessionStop: 'Tischrunde beenden',
  viewTabs: 'Abend oder Saison',
  eveningTab: 'Abend',
  viewTabsTournament: 'Abend, Saison oder Turnier',
  tournamentTab: 'Turnier',
  projector: 'Beamer',
  projectorHint: 'Der Stand groß, lesbar quer durch den Saal',
  projectorLeave: 'Beamer beenden',
  seasonTab: (evenings: number) => `Saison (${dePlural(evenings, { one: '{n} Abend', other: '{n} Abende' })})`,
  seasonHeading: (folder: string) => `Saison des Ordners ${folder}`,
  seasonIntro: (evenings: number, first: string, last: string) =>
    `${dePlural(evenings, { one: '{n} Abend', other: '{n} Abende' })} dieses Spiels im Ordner` +
    (first ? `, ${first}${last && last !== first ? ` bis ${last}` : ''}` : '') +
    '.',
  standings: 'Tabelle',
  colRank: 'Platz',
  colEvenings: 'Abende',
  seasonChart: 'Stand über die Abende',
  seasonChartCaption: 'Saison',
  seasonChartDesc: (evenings: number, finals: string) =>
    `Liniendiagramm des Gesamtstands über ${dePlural(evenings, { one: '{n} Abend', other: '{n} Abende' })}, ` +
    `ein Punkt pro Abend (für das Datum auf einen Punkt zeigen). Endstand: ${finals}.`,
  seasonPoint: (evening: string, name: string, total: string) => `${evening}: ${name} ${total}`,
  eveningLabel: (date: string | undefined, file: string) => (date ? `${date} (${file})` : file),
  seasonStats: 'Saisonstatistik',
  seasonMoney: 'Geld pro Spieler',
  moneyPot: 'Saisonkasse: Jeder zahlt pro verlorenem Punkt (oder Spiel) ein; die Kasse wird am Saisonende verteilt.',
  moneyEvenings: 'Das Geld jedes Abends zu seinem Einsatz, zusammengezählt.',
  noSeasonMoney: 'Kein Einsatz und keine Saisonkasse: Es gibt kein Geld abzurechnen.',
  dealer: 'Geber',
  sitsOut: 'setzt aus',

  chartApart: 'Linien, die zusammenfallen, sind leicht versetzt gezeichnet, damit jede sichtbar bleibt.',
  problemsNow: (errors: number, warnings: number) =>
    errors || warnings
      ? `Aktualisiert: ${counts(deErrors, deWarnings, errors, warnings)}.`
      : 'Aktualisiert: keine Fehler und keine Warnungen.',
  seasonNotes: 'Zu dieser Saison',
  seasonDuplicate: (file: string, sameAs: string, why: string) =>
    `${file} ist derselbe Abend wie ${sameAs} (${why}): Eine Saison zählt ihn nur einmal.`,
  sameEveningWhy: { date: 'gleiches Datum, gleiche Spieler', rounds: 'gleiche Spieler und Punkte' },
  seasonOtherGroups: (files: string) =>
    `Als andere Runde weggelassen (weniger als die Hälfte der Spieler gemeinsam): ${files}.`,

  copyChat: 'Für den Gruppenchat kopieren',
  saveImage: 'Als Bild speichern',
  exportPrevious: 'Voriger Abend der Saison:',
  exportQrLink:
    'Scannen öffnet diesen Abend auf dem Handy. Die Liste steckt im Link (hinter dem #, den kein Server sieht), ' +
    'und die Seite rechnet sie neu.',
  exportQrLog: (bytes: number) =>
    'Scannen übernimmt die Liste dieses Abends ' +
    `(ihren Text, ${dePlural(bytes, { one: '{n} Byte', other: '{n} Bytes' })}) in eine .score-Datei.`,
  exportQrTooLong:
    'Die Liste ist zu lang für einen QR-Code: Teil lieber diese Datei, oder exportier sie mit einer Viewer-Adresse ' +
    'für einen Link.',
  exportQrLabel: 'QR-Code',
  exportSeasonEvenings: 'Die Abende und ihre Fingerabdrücke',
  exportSeasonFingerprint: 'Fingerabdruck der Saison:',
  exportSeasonNote:
    'Alles auf dieser Seite wurde beim Öffnen aus den Listen unten neu berechnet. Der Fingerabdruck der Saison ist ' +
    'der Fingerabdruck der Fingerabdrücke der Abende, sortiert, einer pro Zeile.',
  exportLogs: 'Die Listen',
  exportColDate: 'Gespielt am',
  exportColEvening: 'Abend',
  exportColFingerprint: 'Fingerabdruck',
  viewerEmpty:
    'Das ist der Scoresheet-Viewer. Öffne ihn über den Link oder QR-Code eines exportierten Abends: der Abend steckt ' +
    'in der Adresse, hinter dem #.',
  viewerRefused: 'Diese Adresse enthält keine Liste, deshalb wird nichts gezeigt:',
  viewerWhy: {
    encoding: 'der Teil hinter dem # ist keine Liste von Scoresheet.',
    size: 'die Liste ist größer, als ein Viewer-Link fassen kann.',
    game: 'der Text hat keine „game“-Zeile.',
  },
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
  noGame: (kinds) => `Ce fichier n’a pas encore de ligne « game » : ajoutez ${gameLines(kinds, '« ', ' »', 'ou')}.`,
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
  compareRules: 'Comparer les règles',
  compareHint:
    'Calcule cette feuille avec d’autres règles pour voir qui gagnerait ou perdrait. Le fichier n’est pas modifié.',
  comparePreset: 'Jeu de règles',
  compareSwitches: 'Options',
  compareAsInFile: (value: string) => `${value} (comme dans le fichier)`,
  compareSubmit: 'Comparer',
  compareReset: 'Réinitialiser',
  compareLoading: 'Chargement des règles de ce jeu…',
  compareNoChange: 'Choisissez d’abord un autre jeu de règles ou une autre valeur pour une option.',
  compareWorking: 'Comparaison…',
  compareTitle: (changes: string) => `Et si : ${changes}`,
  comparePoints: 'Total des points',
  compareGamesWon: 'Parties gagnées',
  compareMoney: 'Argent',
  compareAsWritten: 'Tel qu’écrit',
  compareWhatIf: 'Et si',
  compareDifference: 'Différence',
  compareGainLoss: 'Gain ou perte',
  comparePaysAsWritten: 'Qui paie qui, tel qu’écrit',
  comparePaysWhatIf: 'Qui paie qui, et si',
  compareErrors: (n: number) =>
    frPlural(n, {
      one: 'Avec ces règles, la feuille a {n} erreur',
      other: 'Avec ces règles, la feuille a {n} erreurs',
    }) + ' (par exemple un score écrit qui ne correspond plus).',
  compareFailed: (why: string) => `Comparaison impossible : ${why}`,
  stake: (amount: string) => `Mise ${amount} par point`,
  stakePerGame: (amount: string) => `Mise ${amount} par partie gagnée`,
  target: (n: string) => `Objectif ${n}`,

  errors: frErrors,
  warnings: frWarnings,
  roundFlag: (e: number, w: number) => [e ? frErrors(e) : '', w ? frWarnings(w) : ''].filter(Boolean).join(', '),

  sheet: 'Feuille de marque',
  sheetHint: 'Cliquez sur une donne (ou sélectionnez-la et appuyez sur Entrée) pour la voir dans l’éditeur.',
  rowHint: 'Entrée montre cette donne dans l’éditeur.',
  colRound: 'N°',
  colRoundLong: 'Donne',
  revealRound: (n: number) => `Donne ${n} : voir dans l’éditeur`,
  workingLoading: 'Calcul du détail de la donne…',
  sheetHeadHint: 'Flèche bas pour parcourir les donnes.',
  pointsAndTotal: (name: string, points: string, total: string) => `${name} : ${points}, cumul ${total}`,
  rowSummary: (n: number, parts: string[]) => `Donne ${n} : ${parts.filter(Boolean).join(' ; ')}`.replace(/\.?$/, '.'),
  noPoints: 'aucun point',
  problemsIn: (flag: string, first: string) => (first ? `${flag} : ${first}` : flag),
  outcomes: {
    recorded: 'Noté',
    unscored: 'Non compté',
  },

  totals: 'Totaux',
  colPlayer: 'Joueur',
  colTeam: 'Équipe',
  colTotal: 'Total',
  colMoney: 'Montant',
  winner: (name: string) => `Gagnant : ${name}`,
  winnerTag: 'gagnant',
  whoPaysWhom: 'Qui paie qui',
  pays: 'doit à',
  nothingToPay: 'Personne ne doit rien à personne.',
  noStake: 'Pas de mise : ajoutez « mise 0,05 € » pour régler en argent.',

  stats: 'Statistiques',
  colGames: 'Donnes',
  colWins: 'Gagnées',

  chart: 'Évolution des scores',
  chartTitle: (what: string) => `Évolution des scores${what ? ` — ${what}` : ''}`,
  chartDesc: (rounds: number, finals: string) => `Courbe des cumuls sur ${frRounds(rounds)}. Final : ${finals}.`,
  chartSampled: (shown: number, total: number) =>
    `${shown} donnes affichées sur ${frRounds(total)} (échantillon, pics conservés).`,
  chartRoundAxis: 'donne',
  chartLegend: 'Courbes',

  // Le formulaire « Ajouter une donne » (les termes du jeu restent : belote, capot, coinche).
  addRound: 'Ajouter une donne',
  addRoundHide: 'Fermer le formulaire',
  formTitle: 'Nouvelle donne',
  formAnnouncements: 'Annonces',
  formNone: '—',
  formPreview: 'Cette donne donnerait',
  formPreviewNone: 'Pas encore comptée : remplissez la donne.',
  formText: 'Texte à ajouter',
  formAdd: 'Ajouter',
  formAddHint: 'Ajoute la donne au fichier (annuler dans l’éditeur avec Ctrl+Z).',
  formAdded: (n: number) => `Donne ${n} ajoutée.`,
  formFailed: (why: string) => `La donne n’a pas été ajoutée : ${why}`,

  // La page web exportée.
  exportFingerprint: 'Empreinte de la feuille :',
  exportRecomputed:
    'Tout ce qui figure sur cette page a été recalculé à partir de la feuille ci-dessous à l’ouverture ; ' +
    'la même feuille donne toujours la même empreinte.',
  exportLog: 'La feuille',

  // La table partagée : la page des téléphones, et la carte de la table dans la vue du règlement.
  phoneConnecting: 'Connexion à la feuille…',
  phoneLive: 'En direct : les donnes ajoutées à la table apparaissent ici aussitôt.',
  phoneOffline:
    'Hors ligne : voici la dernière feuille reçue. Une donne que vous ajoutez est gardée sur ce ' +
    'téléphone et envoyée au retour de la connexion.',
  phoneKept: 'Pas de connexion : la donne est gardée sur ce téléphone et envoyée au retour de la connexion.',
  phoneSending: 'Envoi de la donne…',
  phoneOneWaiting: 'Une donne attend déjà d’être envoyée : ajoutez la suivante quand elle sera sur la feuille.',
  phoneStale:
    'La feuille a changé avant l’arrivée de votre donne, qui n’a donc pas été ajoutée : vous voyez ' +
    'maintenant la feuille à jour. Vérifiez votre donne et ajoutez-la de nouveau.',
  phoneInvalid: (problems: string) => `la feuille y a trouvé une erreur : ${problems}`,
  phoneRejected: 'cette donne ne peut pas être ajoutée à la feuille.',
  phoneNoSheet: 'le fichier n’a pas encore de ligne game.',
  phoneFailed: (why: string) => `l’ordinateur n’a pas pu écrire le fichier : ${why}`,
  phoneSent: (n: number) => `La donne ${n} est sur la feuille.`,
  sessionTitle: 'Table partagée',
  sessionIntro:
    'Les téléphones rejoignent la table avec ce code QR ou ce lien : ils voient la feuille en direct et ' +
    'peuvent ajouter des donnes, vérifiées puis ajoutées à ce fichier.',
  sessionLoopback: 'Démarrée pour cet ordinateur seulement : les téléphones ne peuvent pas ouvrir le lien.',
  sessionQr: 'Code QR du lien de la table',
  sessionStop: 'Terminer la table partagée',
  viewTabs: 'Soirée ou saison',
  eveningTab: 'Soirée',
  viewTabsTournament: 'Soirée, saison ou tournoi',
  tournamentTab: 'Tournoi',
  projector: 'Vidéoprojecteur',
  projectorHint: 'Le classement en grand, lisible depuis le fond de la salle',
  projectorLeave: 'Quitter le vidéoprojecteur',
  seasonTab: (evenings: number) => `Saison (${frPlural(evenings, { one: '{n} soirée', other: '{n} soirées' })})`,
  seasonHeading: (folder: string) => `Saison du dossier ${folder}`,
  seasonIntro: (evenings: number, first: string, last: string) =>
    `${frPlural(evenings, { one: '{n} soirée', other: '{n} soirées' })} de ce jeu dans le dossier` +
    (first ? `, du ${first}${last && last !== first ? ` au ${last}` : ''}` : '') +
    '.',
  standings: 'Classement',
  colRank: 'Rang',
  colEvenings: 'Soirées',
  seasonChart: 'Totaux au fil des soirées',
  seasonChartCaption: 'saison',
  seasonChartDesc: (evenings: number, finals: string) =>
    `Graphique des totaux cumulés sur ${frPlural(evenings, { one: '{n} soirée', other: '{n} soirées' })}, ` +
    `un point par soirée (survolez un point pour sa date). Final : ${finals}.`,
  seasonPoint: (evening: string, name: string, total: string) => `${evening} : ${name} ${total}`,
  eveningLabel: (date: string | undefined, file: string) => (date ? `${date} (${file})` : file),
  seasonStats: 'Statistiques de la saison',
  seasonMoney: 'Argent par joueur',
  moneyPot: 'Cagnotte de saison : chacun paie par point (ou partie) perdu ; la cagnotte est partagée en fin de saison.',
  moneyEvenings: 'L’argent de chaque soirée à sa mise, additionné.',
  noSeasonMoney: 'Ni mise ni cagnotte : aucun argent à régler.',
  dealer: 'donneur',
  sitsOut: 'ne joue pas',

  chartApart: 'Les courbes qui se confondent sont légèrement décalées, pour que chacune reste visible.',
  problemsNow: (errors: number, warnings: number) =>
    errors || warnings
      ? `Mis à jour : ${counts(frErrors, frWarnings, errors, warnings)}.`
      : 'Mis à jour : aucune erreur ni avertissement.',
  seasonNotes: 'À propos de cette saison',
  seasonDuplicate: (file: string, sameAs: string, why: string) =>
    `${file} est la même soirée que ${sameAs} (${why}) : une saison ne la compte qu’une fois.`,
  sameEveningWhy: { date: 'même date, mêmes joueurs', rounds: 'mêmes joueurs et points' },
  seasonOtherGroups: (files: string) =>
    `Écartées comme un autre groupe (moins de la moitié des joueurs en commun) : ${files}.`,

  copyChat: 'Copier pour la discussion de groupe',
  saveImage: 'Enregistrer en image',
  exportPrevious: 'Soirée précédente de la saison :',
  exportQrLink:
    'Scannez pour ouvrir cette soirée sur un téléphone. La feuille voyage dans le lien (après le #, qu’aucun serveur ' +
    'ne voit) et la page la recalcule.',
  exportQrLog: (bytes: number) =>
    'Scannez pour copier la feuille de cette soirée ' +
    `(son texte, ${frPlural(bytes, { one: '{n} octet', other: '{n} octets' })}) dans un fichier .score.`,
  exportQrTooLong:
    'La feuille est trop longue pour un code QR : partagez plutôt ce fichier, ou exportez-la avec une adresse de ' +
    'visionneuse pour un lien.',
  exportQrLabel: 'Code QR',
  exportSeasonEvenings: 'Les soirées et leurs empreintes',
  exportSeasonFingerprint: 'Empreinte de la saison :',
  exportSeasonNote:
    'Tout ce qui figure sur cette page a été recalculé à partir des feuilles ci-dessous à l’ouverture. L’empreinte ' +
    'de la saison est l’empreinte des empreintes des soirées, triées, une par ligne.',
  exportLogs: 'Les feuilles',
  exportColDate: 'Date de jeu',
  exportColEvening: 'Soirée',
  exportColFingerprint: 'Empreinte',
  viewerEmpty:
    'Ceci est la visionneuse Scoresheet. Ouvrez-la par le lien ou le code QR d’une soirée exportée : la soirée ' +
    'voyage dans l’adresse, après le #.',
  viewerRefused: 'Cette adresse ne contient aucune feuille, rien n’est donc affiché :',
  viewerWhy: {
    encoding: 'la partie après le # n’est pas une feuille écrite par Scoresheet.',
    size: 'la feuille est plus grande que ce qu’un lien de visionneuse peut contenir.',
    game: 'le texte n’a pas de ligne « game ».',
  },
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
