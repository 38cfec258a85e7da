// A generated Doppelkopf tournament for the bench (issue 33): PLAYERS players (a multiple of 4) over SERIES series,
// each series seated by its own permutation of the start numbers (nobody twice in a series), tables of four playing
// GAMES outcome-only games each: every player's duty solo first, then normal games won by changing pairs, a `total`
// line at the end that agrees.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Names of three letters, all distinct: Baa, Bab, … */
export const playerName = (i) =>
  `B${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}${String.fromCharCode(97 + (i % 26))}`;

/** Multipliers coprime to every count of players the bench uses (odd, no factor 5 or 3): a permutation per series. */
const STEPS = [1, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43];

export function tournamentSettings(players, series, games) {
  const lines = [
    'tournament Bench-Turnier',
    'game doppelkopf',
    'rules ddv',
    'set duty-solo on',
    `series ${series}`,
    `games 4:${games}`,
    'ranking placement',
    'tiebreak points best-series',
    ...Array.from({ length: players }, (_, i) => `player ${i + 1} ${playerName(i)}`),
    'entry 10 EUR',
    'prizes 50% 30% 20%',
    '',
  ];
  return lines.join('\n');
}

/** The sheet of one table: series `s` (1-based), table `t` (1-based). */
export function tableSheet(players, s, t, games, salt = 0) {
  const step = STEPS[(s - 1) % STEPS.length];
  const seat = (k) => playerName((((t - 1) * 4 + k) * step + s - 1) % players);
  const names = [0, 1, 2, 3].map(seat);
  const totals = [0, 0, 0, 0];
  const lines = [`series ${s}`, `table ${t}`, `players ${names.join(' ')}`];
  for (let g = 0; g < games; g++) {
    lines.push('round');
    const value = 1 + ((g * 7 + s * 3 + t + salt) % 4);
    if (g < 4) {
      // Each player's duty solo, won or lost by turns.
      const won = (g + t + s + salt) % 2 === 0;
      lines.push(`  solo ${names[g]} queens duty`, `  won ${won ? 're' : 'kontra'} ${value}`);
      for (let k = 0; k < 4; k++) totals[k] += (k === g ? 3 : -1) * (won ? value : -value);
    } else {
      const a = g % 4;
      const b = (a + 1 + (g % 3)) % 4;
      lines.push(`  won ${names[a]} ${names[b]} ${value}`);
      for (let k = 0; k < 4; k++) totals[k] += k === a || k === b ? value : -value;
    }
  }
  lines.push(`total ${names.map((n, k) => `${n} ${totals[k]}`).join(' ')}`, '');
  return lines.join('\n');
}

/** Writes the folder (tournament.score, serie-N/tisch-M.score); returns the sheets' paths relative to it. */
export function writeTournament(dir, { players = 200, series = 8, games = 24 } = {}) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tournament.score'), tournamentSettings(players, series, games));
  const files = [];
  for (let s = 1; s <= series; s++) {
    mkdirSync(join(dir, `serie-${s}`), { recursive: true });
    for (let t = 1; t <= players / 4; t++) {
      const file = join(`serie-${s}`, `tisch-${t}.score`);
      writeFileSync(join(dir, file), tableSheet(players, s, t, games));
      files.push(file);
    }
  }
  return files;
}
