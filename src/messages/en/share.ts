// English texts of sharing (src/export): the exported page's printed footer, the group-chat summary, the share image.

import type { Fmt } from '../fmt';

export const share = {
  /** The footer of every printed page of an evening. */
  'share.footer': (a: { fingerprint: string }) => `Scoresheet · fingerprint of the log ${a.fingerprint}`,
  /** The footer of every printed page of a season: the fingerprint of its evenings' fingerprints. */
  'share.footer-season': (a: { fingerprint: string; evenings: number }, f: Fmt) =>
    `Scoresheet · ${f.num(a.evenings)} ${f.plural(a.evenings, 'evening', 'evenings')} · ` +
    `season fingerprint ${a.fingerprint}`,
  'share.rounds': (a: { rounds: number }, f: Fmt) => `${f.num(a.rounds)} ${f.plural(a.rounds, 'round', 'rounds')}`,
  'share.evenings': (a: { evenings: number }, f: Fmt) =>
    `${f.num(a.evenings)} ${f.plural(a.evenings, 'evening', 'evenings')}`,
  'share.date-range': (a: { from: string; to: string }) => (a.from === a.to ? a.from : `${a.from} to ${a.to}`),
  'share.winner': (a: { name: string; value: string }) => `Winner: ${a.name} (${a.value})`,
  'share.leader': (a: { name: string; value: string }) => `Leader: ${a.name} (${a.value})`,
  'share.points': (a: { points: number }, f: Fmt) =>
    `${f.signedNum(a.points)} ${f.plural(a.points, 'point', 'points')}`,
  'share.games-won': (a: { games: number }, f: Fmt) => `${f.num(a.games)} ${f.plural(a.games, 'game', 'games')} won`,
  'share.totals': (a: { list: string }) => `Totals: ${a.list}`,
  'share.games-won-line': (a: { list: string }) => `Games won: ${a.list}`,
  'share.standings': (a: { list: string }) => `Standings: ${a.list}`,
  'share.money': (a: { list: string }) => `Money: ${a.list}`,
  'share.pays': (a: { list: string }) => `Who pays whom: ${a.list}`,
  'share.pays-one': (a: { from: string; to: string; amount: string }) => `${a.from} pays ${a.to} ${a.amount}`,
  'share.nobody-pays': () => 'Who pays whom: nobody pays anybody.',
  'share.no-stake': () => 'Who pays whom: no stake set.',
  'share.fingerprint': (a: { fingerprint: string }) => `Fingerprint of the log: ${a.fingerprint}`,
  'share.fingerprint-previous': (a: { fingerprint: string; previous: string }) =>
    `Fingerprint of the log: ${a.fingerprint} (previous evening: ${a.previous})`,
  'share.fingerprint-season': (a: { fingerprint: string }) => `Season fingerprint: ${a.fingerprint}`,
  'share.errors': (a: { errors: number }, f: Fmt) =>
    `The sheet has ${f.num(a.errors)} ${f.plural(a.errors, 'error', 'errors')}; it is settled as written.`,
  // The share image (the standings card).
  'share.card.who-pays': () => 'Who pays whom',
  'share.card.standings': () => 'Standings',
  'share.card.totals': () => 'Totals',
  'share.card.games-won': () => 'Games won',
  'share.no-money': () => 'Money: no stake set.',
  // The command line (`settle --format html|chat|png`).
  'cli.output-not-here': () => '-o (--output) is for settle --format html, png or chat',
  'cli.output-value': () => '-o (--output) takes the file to write',
  'cli.png-needs-output': () => '--format png writes an image: give the file with -o FILE.png',
  'cli.viewer-not-here': () => '--viewer is for settle --format html or chat',
  'cli.viewer-value': (a: { value: string }) =>
    `--viewer takes the http(s) address of a hosted viewer.html, not "${a.value}"`,
  'cli.share-compare': (a: { format: string }) => `--compare prints a comparison, not --format ${a.format}`,
  'cli.no-browser': (a: { tried: readonly string[] }, f: Fmt) =>
    `--format png draws the image in Chromium or Chrome, and none was found (${f.list(a.tried, 'or')}). ` +
    'Install one, or set CHROME_PATH to its program.',
  'cli.browser-failed': (a: { browser: string; why: string }) => `${a.browser} could not draw the image: ${a.why}`,
  'cli.written': (a: { file: string }) => `Written: ${a.file}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
