// The settlement view's one message table: every user-visible word of the webview, so German and French can follow.

/** The language of this table: plural forms follow its rules (a German or French table brings its own). */
const TABLE_LANG = 'en';
const pluralRules = new Intl.PluralRules(TABLE_LANG);

/** Picks the form for n by the language's plural rules (`one`, `other`, and in other languages `few`, `many`…). */
export function plural(n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  return (forms[pluralRules.select(n)] ?? forms.other).replace('{n}', String(n));
}

const errors = (n: number) => plural(n, { one: '{n} error', other: '{n} errors' });
const warnings = (n: number) => plural(n, { one: '{n} warning', other: '{n} warnings' });

export const strings = {
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

  errors,
  warnings,
  roundFlag: (e: number, w: number) => [e ? errors(e) : '', w ? warnings(w) : ''].filter(Boolean).join(', '),

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
  dealer: 'dealer',
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
    `Line chart of the running totals over ${plural(rounds, { one: '{n} round', other: '{n} rounds' })}. ` +
    `Final: ${finals}.`,
  chartSampled: (shown: number, total: number) =>
    `Showing ${shown} of ${plural(total, { one: '{n} round', other: '{n} rounds' })} (sampled, peaks kept).`,
  chartRoundAxis: 'round',
  chartLegend: 'Lines',
} as const;
