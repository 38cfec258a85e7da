// The tournament budgets (issue 33) on a generated Doppelkopf tournament of 200 players × 8 series (400 lists of 24
// games; tournamentFolder.mjs): `scoresheet settle DIR` as a process ≤ 2 s, and in the editor the rebuild after one
// list changes ≤ 100 ms — the list's incremental analysis (under the inherited lines), the ledger's checks and
// standings from the 400 summaries, the list's diagnostics and the Tournament tab's model.
// BENCH_TOURNAMENT_PLAYERS (200), BENCH_TOURNAMENT_SERIES (8) and BENCH_TOURNAMENT_GAMES (24) change the sizes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadBundled } from '../loadBundled.mjs';
import { cpuMs, median, run, verdict } from './engine.mjs';
import { writeTournament } from './tournamentFolder.mjs';

const PROCESS_MS = 2000;
const REBUILD_MS = 100;

export async function tournamentBench({ dir, cli, repeat }) {
  const players = Number(process.env.BENCH_TOURNAMENT_PLAYERS ?? 200);
  const series = Number(process.env.BENCH_TOURNAMENT_SERIES ?? 8);
  const games = Number(process.env.BENCH_TOURNAMENT_GAMES ?? 24);
  const folder = join(dir, 'tournament');
  const files = writeTournament(folder, { players, series, games });
  console.log(
    `\nTournament: ${players} players × ${series} series (${files.length} lists of ${games} games), ` +
      `median of ${repeat} runs\n`,
  );

  // As a process: the whole folder read, every list analysed, checked, ranked and printed.
  const settle = (json) => {
    const args = [cli, 'settle', ...(json ? ['--json'] : []), folder];
    run(args); // warm-up (file cache)
    const walls = [];
    const cpus = [];
    for (let i = 0; i < repeat; i++) {
      const r = run(args);
      walls.push(r.wall);
      cpus.push(r.cpu);
    }
    return { wall: median(walls), cpu: median(cpus) };
  };
  console.log('as a process                             wall        CPU');
  for (const [name, r] of [
    ['scoresheet settle DIR', settle(false)],
    ['scoresheet settle --json DIR', settle(true)],
  ])
    console.log(
      `${name.padEnd(36)} ${r.wall.toFixed(0).padStart(6)} ms  ${r.cpu.toFixed(0).padStart(6)} ms` +
        `  (budget ≤ ${PROCESS_MS} ms wall) ${verdict(r.wall <= PROCESS_MS)}`,
    );

  // In the editor: the language service's path, on the bundled sources (one bundle: one copy of the engine).
  const entry = join(dir, 'tournament-entry.ts');
  const src = (p) => JSON.stringify(new URL(`../../src/${p}`, import.meta.url).pathname);
  writeFileSync(
    entry,
    `export * from ${src('tournament/index.ts')};\nexport { createAnalyzer } from ${src('analysis/analyze.ts')};\n`,
  );
  const lib = await loadBundled(entry, join(dir, 'tournament.cjs'));
  const settings = readFileSync(join(folder, 'tournament.score'), 'utf8');
  const texts = files.map((f) => readFileSync(join(folder, f), 'utf8'));
  const ledger = lib.createTournamentLedger();
  let t0 = performance.now();
  ledger.update('tournament.score', settings);
  files.forEach((f, i) => ledger.update(f, texts[i]));
  const first = ledger.tournament();
  const cold = performance.now() - t0;
  const errors = first.problems.reduce((n, f) => n + f.problems.length, 0);
  const inherit = ledger.settings().inherit;

  // The list being typed: one in the middle, open in an incremental analyser as the editor has it.
  const k = Math.floor(files.length / 2);
  const analyzer = lib.createAnalyzer('score');
  analyzer.analyze(texts[k], inherit);
  // Each keystroke changes a game's value (the standings move); the total line is left out so every edit agrees.
  const body = texts[k].replace(/\ntotal [^\n]*\n$/, '\n');
  const edited = (i) =>
    body.replace(/(won \S+ \S+ )(\d)(\n[^]*)$/, (_, a, n, rest) => `${a}${((Number(n) + i) % 4) + 1}${rest}`);
  const keystroke = (i) => {
    const text = edited(i);
    const [a] = analyzer.analyze(text, inherit);
    ledger.updateAnalysis(files[k], a, inherit, text);
    const t = ledger.tournament();
    ledger.problemsOf(files[k]);
    lib.tournamentModel(t);
  };
  // Warmed up as an editor is after a few keystrokes (V8 has compiled the settle by then).
  for (let i = 0; i < repeat; i++) keystroke(i);
  const typed = [];
  for (let i = 1; i <= repeat * 3; i++) typed.push(cpuMs(() => keystroke(i)));
  // The same from the list's text alone (a list changed on disk, or `settle` in a long-running host).
  const fromText = [];
  for (let i = 1; i <= repeat * 3; i++)
    fromText.push(
      cpuMs(() => {
        ledger.update(files[k], edited(i + 1));
        ledger.tournament();
      }),
    );
  // Of which the checks and standings from the 400 summaries.
  const summaries = ledger.sheets();
  const fromSummaries = [];
  for (let i = 0; i < repeat * 3; i++)
    fromSummaries.push(
      cpuMs(() => lib.settleTournament(ledger.settings(), summaries, { settingsFile: 'tournament.score' })),
    );
  console.log(`\nin the editor (createTournamentLedger; ${errors} problems across the lists), CPU`);
  console.log(`${'every list handed in (cold, wall)'.padEnd(44)} ${cold.toFixed(1).padStart(8)} ms`);
  console.log(
    `${'one list typed: analysis, checks, standings'.padEnd(44)} ${median(typed).toFixed(1).padStart(8)} ms` +
      `  (budget ≤ ${REBUILD_MS} ms) ${verdict(median(typed) <= REBUILD_MS)}`,
  );
  console.log(`${'one list changed, from its text'.padEnd(44)} ${median(fromText).toFixed(1).padStart(8)} ms`);
  console.log(
    `${'  of which the tournament (summaries)'.padEnd(44)} ${median(fromSummaries).toFixed(1).padStart(8)} ms`,
  );
}
