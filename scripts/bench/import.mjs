// The import budget (issue 34): `scoresheet import` of 10,000 rounds as a whole process ≤ 2 s — a running-totals
// CSV as a score app exports it (a first row of zeros, a game-value column, solos as `15 / 5`), read, written as
// .score text with its checkpoints, and checked.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, run } from './engine.mjs';

/** `#,Anna,Ben,Clara,Dora,game`: running totals after each round, normal games and a solo every seventh round. */
export function runningCsv(rounds) {
  const players = ['Anna', 'Ben', 'Clara', 'Dora'];
  const totals = [0, 0, 0, 0];
  const lines = [`#,${players.join(',')},game`, '0,0,0,0,0'];
  for (let i = 1; i <= rounds; i++) {
    const value = 1 + (i % 5);
    let cell = String(value);
    if (i % 7 === 0) {
      const soloist = i % 4;
      const won = i % 2 === 0 ? 1 : -1;
      for (let p = 0; p < 4; p++) totals[p] += p === soloist ? 3 * value * won : -value * won;
      cell = `"${3 * value} / ${value}"`;
    } else {
      const partner = 1 + (i % 3);
      const reWins = i % 3 !== 0;
      for (let p = 0; p < 4; p++) totals[p] += (p === 0 || p === partner) === reWins ? value : -value;
    }
    lines.push(`${i},${totals.join(',')},${cell}`);
  }
  return lines.join('\n') + '\n';
}

export function importBench({ cli, dir, rounds, repeat }) {
  const source = join(dir, 'history.csv');
  writeFileSync(source, runningCsv(rounds));
  const out = join(dir, 'imported');
  const args = [cli, 'import', source, '--out', out];
  const first = spawnSync(process.execPath, args, { encoding: 'utf8' });
  // A run that fails would time nothing worth the name.
  if (first.status !== 0) throw new Error(`scoresheet import exited ${first.status}: ${first.stderr.slice(0, 500)}`);
  const walls = [];
  const cpus = [];
  for (let i = 0; i < repeat; i++) {
    const r = run(args);
    walls.push(r.wall);
    cpus.push(r.cpu);
  }
  const wall = median(walls);
  console.log(
    `\nscoresheet import of ${rounds} rounds (a running-totals CSV) as a process, median of ${repeat} runs: ` +
      `wall ${wall.toFixed(0)} ms, cpu ${median(cpus).toFixed(0)} ms (budget ≤ 2000 ms) ` +
      (wall <= 2000 ? 'ok' : 'OVER BUDGET'),
  );
}
