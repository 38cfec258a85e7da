// The shapes of issue 38 that were quadratic, each with its budget: a keystroke ≤ 50 ms of engine work (CPU) at
// 10,000 rounds; `check` and `check --fix` as processes.
// - A paper sheet with a `total` after every round and one early slip (F4): every total after the slip disagrees and
//   searches back to the start for the slip. Typing in the last round, and in the middle one (a line inserted there
//   moves the 5,000 totals below it, and each names its line: their problems are made anew); `check` at 2,000 and
//   10,000 rounds next to the same sheet with every total right (2,000 rounds: ≤ 3×; it took 37 s).
// - A round inserted at the top of a long sheet (F5): every later round's number is one off, each with its fix.
//   Typing in the middle round; Fix All (the editor's `source.fixAll`: 10,000 renumberings in one edit);
//   `check --fix` as a process.
// - The outline (F6): after typing in a 10,000-round sheet, and of a 50,000-round sheet, with its size as the
//   language server sends it (≤ 250 ms, ≤ 3 MB: it took seconds and 15 MB).
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuMs, flat, median, roundAt, run, typeInRound, verdict } from './engine.mjs';
import { doppelkopfLog } from './logs.mjs';
import { loadBundled } from '../loadBundled.mjs';

const KEYSTROKE_MS = 50;
/** `check` of the 2,000-round paper sheet against the same sheet with every total right (it was 100× and more). */
const CHECK_RATIO = 3;

/** What the shapes need, bundled from the sources: the analyser, Fix All and the outline. */
async function bundledLanguage(dir) {
  const root = new URL('../../', import.meta.url).pathname;
  const entry = join(dir, 'shapes.ts');
  writeFileSync(
    entry,
    [
      `export { analyzeScore, createAnalyzer } from '${root}src/analysis/analyze';`,
      `export { fixAllAction } from '${root}src/language/codeActions';`,
      `export { documentSymbols } from '${root}src/language/outline';`,
    ].join('\n'),
  );
  return loadBundled(entry, join(dir, 'shapes.cjs'));
}

/**
 * The Doppelkopf benchmark log with a `total` line after every round, as a paper sheet has them, where the paper left
 * round `slip` out: from that round on every total is off by its points.
 */
export function paperLog(analyzeScore, rounds, slip = 3) {
  const text = doppelkopfLog(rounds);
  const a = analyzeScore(text);
  const names = Object.keys(a.totals);
  const lines = text.split('\n');
  const totals = [];
  let left = undefined;
  a.rounds.forEach((r, k) => {
    if (r.index === slip) left = r.scores;
    const line = names.map((n) => `${n} ${r.running[n] - (left?.[n] ?? 0)}`).join(' ');
    totals.push([a.document.rounds[k].range.end.line, `  total ${line}`]);
  });
  for (let k = totals.length - 1; k >= 0; k--) lines.splice(totals[k][0] + 1, 0, totals[k][1]);
  return lines.join('\n');
}

/** The Doppelkopf benchmark log with a round inserted above its first: every later round's number is one off. */
export function insertedLog(rounds) {
  const text = doppelkopfLog(rounds);
  const at = text.indexOf('round 1\n');
  return `${text.slice(0, at)}round 1\n  re Anna Ben\n  cards re 130\n\n${text.slice(at)}`;
}

/** The 1-based number of the last round of `text` with a `cards re` line. */
function lastRoundWithCards(text) {
  const at = text.lastIndexOf('cards re ');
  return text.slice(0, at).split('\nround').length - 1;
}

const ms = (x) => `${x.toFixed(1)} ms`;

/** Typing and a line inserted in round `k`: both medians against the keystroke budget. */
function keystrokes(label, analyzer, text, k, samples) {
  const { typing, inserted } = typeInRound(analyzer, text, k, 'cards re ', samples);
  const [t, i] = [median(typing), median(inserted)];
  console.log(
    `${label}: typing ${ms(t)}, a line inserted ${ms(i)} of CPU (budget ≤ ${KEYSTROKE_MS} ms) ` +
      verdict(t <= KEYSTROKE_MS && i <= KEYSTROKE_MS),
  );
}

/** Medians of `node ARGS` as a process (after a warm-up run), `prepare` run before each. */
function processRuns(args, repeat, prepare = () => {}) {
  const runs = [];
  for (let i = 0; i <= repeat; i++) {
    prepare();
    const r = run(args);
    if (i > 0) runs.push(r);
  }
  return {
    wall: median(runs.map((r) => r.wall)),
    cpu: median(runs.map((r) => r.cpu)),
    rss: median(runs.map((r) => r.rssMb)),
  };
}

const processLine = (p) => `${ms(p.wall)} wall, ${ms(p.cpu)} of CPU, peak ${p.rss.toFixed(0)} MB`;

export async function shapesBench({ dir, cli, rounds, repeat }) {
  const lib = await bundledLanguage(dir);
  const n = rounds.toLocaleString('en');
  const samples = repeat * 4;
  console.log(
    `\nThe shapes of issue 38, ${n} rounds: a keystroke ≤ ${KEYSTROKE_MS} ms of CPU (medians of ${samples}), ` +
      `processes medians of ${repeat}`,
  );

  // F4: a total after every round, round 3 left out on the paper.
  console.log(
    `\na ${n}-round sheet with a total after every round and one early slip (the totals disagree from round 3)`,
  );
  const paper = paperLog(lib.analyzeScore, rounds);
  let analyzer = lib.createAnalyzer('score');
  analyzer.analyze(paper);
  keystrokes('  in its last round', analyzer, paper, lastRoundWithCards(paper), samples);
  keystrokes('  in its middle round', analyzer, paper, Math.floor(rounds / 2) + 1, samples);
  // As processes, next to the same sheet with every total right: the search for the slip is what the two differ by.
  for (const size of [2000, rounds]) {
    const [slip, right] = [join(dir, `paper-${size}.score`), join(dir, `right-${size}.score`)];
    writeFileSync(slip, size === rounds ? paper : paperLog(lib.analyzeScore, size));
    writeFileSync(right, paperLog(lib.analyzeScore, size, 0));
    const p = processRuns([cli, 'check', slip], repeat);
    const r = processRuns([cli, 'check', right], repeat);
    const ratio = p.cpu / r.cpu;
    const budget = size === 2000 ? ` (budget ≤ ${CHECK_RATIO}×) ${verdict(ratio <= CHECK_RATIO)}` : '';
    console.log(
      `  check, ${size.toLocaleString('en')} rounds: ${processLine(p)}; with every total right ${ms(r.cpu)} ` +
        `of CPU → ${ratio.toFixed(2)}×${budget}`,
    );
  }

  // F5: a round inserted at the top.
  console.log(`\na round inserted at the top of a ${n}-round sheet (${n} round numbers one off, each with its fix)`);
  const inserted = insertedLog(rounds);
  analyzer = lib.createAnalyzer('score');
  const analyses = analyzer.analyze(inserted);
  keystrokes('  in its middle round', analyzer, inserted, Math.floor(rounds / 2) + 2, samples);
  const fixAll = [];
  let edits = 0;
  for (let i = 0; i <= samples; i++) {
    const took = cpuMs(() => (edits = lib.fixAllAction(analyses).edits.length));
    if (i > 0) fixAll.push(took);
  }
  const f = median(fixAll);
  console.log(
    `  Fix All (source.fixAll, ${edits.toLocaleString('en')} edits): ${ms(f)} of CPU ` +
      `(budget ≤ ${KEYSTROKE_MS} ms) ${verdict(f <= KEYSTROKE_MS)}`,
  );
  const original = join(dir, 'inserted.score');
  const fixing = join(dir, 'fixing.score');
  writeFileSync(original, inserted);
  const fix = processRuns([cli, 'check', '--fix', fixing], repeat, () => copyFileSync(original, fixing));
  console.log(`  check --fix, writing ${n} renumberings: ${processLine(fix)}`);

  // F6: the outline.
  console.log('\nthe outline (documentSymbol)');
  const plain = doppelkopfLog(rounds);
  analyzer = lib.createAnalyzer('score');
  lib.documentSymbols(analyzer.analyze(plain)[0]);
  // The digit typed as in the keystrokes above; after each analysis, the outline of its result (what is timed).
  const at = plain.indexOf('cards re ', roundAt(plain, Math.floor(rounds / 2) + 1)) + 'cards re '.length;
  const typed = [];
  for (let i = 0; i <= samples; i++) {
    const next = flat(plain.slice(0, at) + String((Number(plain[at]) + 1 + (i % 2)) % 10) + plain.slice(at + 1));
    const analysis = analyzer.analyze(next)[0];
    const took = cpuMs(() => lib.documentSymbols(analysis));
    if (i > 0) typed.push(took);
  }
  const o = median(typed);
  console.log(
    `  after typing in a ${n}-round sheet: ${ms(o)} of CPU (budget ≤ ${KEYSTROKE_MS} ms) ${verdict(o <= KEYSTROKE_MS)}`,
  );
  const huge = lib.analyzeScore(doppelkopfLog(50000));
  const outline = [];
  let size = 0;
  let count = 0;
  for (let i = 0; i <= repeat; i++) {
    const took = cpuMs(() => {
      const symbols = lib.documentSymbols(huge);
      count = symbols.length;
      size = JSON.stringify(symbols).length;
    });
    if (i > 0) outline.push(took);
  }
  const t = median(outline);
  const mb = size / 1e6;
  console.log(
    `  of a 50,000-round sheet: ${ms(t)} of CPU, ${count} symbols, ${mb.toFixed(2)} MB as JSON ` +
      `(budget ≤ 250 ms, ≤ 3 MB) ${verdict(t <= 250 && mb <= 3)}`,
  );
}
