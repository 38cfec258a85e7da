// The season budgets (issue 16): `scoresheet settle DIR` as a process on a season of 100 evenings × 60 rounds,
// and the view's path — one evening changed, the season rebuilt from the others' summaries.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadBundled } from '../loadBundled.mjs';
import { median, run } from './engine.mjs';

/** One evening of a five-player group: four or five at the table, normal games, solos, recorded rows. */
function seasonEvening(e, rounds) {
  const all = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil'];
  const players = e % 3 === 0 ? all : all.filter((_, i) => i !== e % 5);
  const two = (n) => String(n).padStart(2, '0');
  const date = `20${26 + Math.floor(e / 336)}-${two(1 + (Math.floor(e / 28) % 12))}-${two(1 + (e % 28))}`;
  const lines = ['game doppelkopf', `date ${date}`, `players ${players.join(' ')}`, 'stake 0.05 EUR', ''];
  for (let i = 1; i <= rounds; i++) {
    const table = players.length === 5 ? players.filter((_, k) => k !== (i - 1) % 5) : players;
    const [a, b, c, d] = [0, 1, 2, 3].map((k) => table[(i + k) % 4]);
    lines.push(`round ${i}`);
    if (players.length === 5) lines.push(`  out ${players[(i - 1) % 5]}`);
    if (i % 9 === 0) {
      lines.push(
        `  solo ${a} queens${i % 18 === 0 ? ' duty' : ''}`,
        '  announce re',
        `  cards re ${100 + ((i * 7 + e) % 120)}`,
      );
    } else if (i % 5 === 0) {
      lines.push(`  score ${a} +2 ${b} +2 ${c} -2 ${d} -2`);
    } else {
      lines.push(`  re ${a} ${b}`, `  cards re ${80 + ((i * 13 + e) % 121)}`);
      if (i % 3 === 0) lines.push('  announce kontra');
      if (i % 7 === 0) lines.push('  extras re fox');
    }
    lines.push('');
  }
  return lines.join('\n');
}

export async function seasonBench({ dir, repeat: REPEAT, cli }) {
  const SEASON_EVENINGS = Number(process.env.BENCH_SEASON_EVENINGS ?? 100);
  const SEASON_ROUNDS = Number(process.env.BENCH_SEASON_ROUNDS ?? 60);
  const season = join(dir, 'season');
  mkdirSync(season);
  for (let e = 0; e < SEASON_EVENINGS; e++)
    writeFileSync(join(season, `evening-${String(e).padStart(3, '0')}.score`), seasonEvening(e, SEASON_ROUNDS));
  const lib = await loadBundled('src/season/index.ts', join(dir, 'season.cjs'));
  const proc = (args) => {
    const walls = [];
    const cpus = [];
    for (let i = 0; i <= REPEAT; i++) {
      const r = run(args);
      if (i === 0) continue; // warm-up (file cache)
      walls.push(r.wall);
      cpus.push(r.cpu);
    }
    return { wall: median(walls), cpu: median(cpus) };
  };
  const rows = [
    ['node -e "" (process start only)', proc(['-e', ''])],
    ['scoresheet settle DIR', proc([cli, 'settle', season])],
    ['scoresheet settle --json DIR', proc([cli, 'settle', '--json', season])],
    ['scoresheet stats DIR', proc([cli, 'stats', season])],
  ];

  // The view's path: every evening handed in once, then one evening edited again and again.
  const { createSeasonLedger } = lib;
  const files = readdirSync(season).sort();
  const texts = files.map((f) => readFileSync(join(season, f), 'utf8'));
  const ledger = createSeasonLedger();
  let t0 = performance.now();
  files.forEach((f, i) => ledger.update(f, texts[i]));
  ledger.seasons();
  ledger.stats();
  const first = performance.now() - t0;
  const middle = Math.floor(files.length / 2);
  const updates = [];
  for (let i = 0; i <= REPEAT * 4; i++) {
    const edited = texts[middle].replace(/cards re (\d+)/, (_, n) => `cards re ${(Number(n) + 1 + i) % 240}`);
    t0 = performance.now();
    ledger.update(files[middle], edited);
    ledger.seasons();
    ledger.stats();
    if (i > 0) updates.push(performance.now() - t0);
  }
  // The part of an update that is not the changed evening's own analysis: the season from the cached summaries.
  const { settleSeasons } = lib;
  const summaries = ledger.evenings();
  const fromSummaries = [];
  for (let i = 0; i <= REPEAT * 4; i++) {
    t0 = performance.now();
    settleSeasons(summaries);
    if (i > 0) fromSummaries.push(performance.now() - t0);
  }
  const rebuild = [];
  for (let i = 0; i < REPEAT; i++) {
    const fresh = createSeasonLedger();
    t0 = performance.now();
    files.forEach((f, k) => fresh.update(f, texts[k]));
    fresh.seasons();
    fresh.stats();
    rebuild.push(performance.now() - t0);
  }

  console.log(
    `\nSeasons: ${SEASON_EVENINGS} evenings × ${SEASON_ROUNDS} rounds (${SEASON_EVENINGS * SEASON_ROUNDS} rounds), ` +
      `median of ${REPEAT} runs\n`,
  );
  console.log('as a process                          wall        CPU');
  for (const [name, r] of rows)
    console.log(`${name.padEnd(34)} ${r.wall.toFixed(0).padStart(6)} ms  ${r.cpu.toFixed(0).padStart(6)} ms`);
  console.log('\nin the editor (createSeasonLedger)');
  console.log(`${'every evening handed in (cold)'.padEnd(34)} ${first.toFixed(1).padStart(8)} ms`);
  console.log(`${'everything again from the texts'.padEnd(34)} ${median(rebuild).toFixed(1).padStart(8)} ms`);
  console.log(`${'one evening changed, season rebuilt'.padEnd(34)} ${median(updates).toFixed(1).padStart(8)} ms`);
  console.log(`${'  of which the season (summaries)'.padEnd(34)} ${median(fromSummaries).toFixed(1).padStart(8)} ms`);
}
