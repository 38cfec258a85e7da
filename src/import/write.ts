// An imported evening as `.score` text: a comment naming the source and what was inferred, the header, then one
// block per round with its facts, the source's points as a `score` line and the source's totals as `total`
// checkpoints. The same evening always gives the same text, so a re-import gives identical files.

import { render, msg, type Lang, type Message } from '../messages';
import { signedAscii } from '../text/numbers';
import type { FactLine, ImportedEvening, ImportedRound, Points } from './model';
import type { NameMap } from './names';

/** A comment's text on one line: no line breaks (they would end the comment), no control characters. */
function oneLine(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
}

function line(parts: FactLine, names: NameMap): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    out += (i ? ' ' : '') + (typeof p === 'string' ? p : names.written(p.name));
  }
  return out;
}

function pointsLine(keyword: 'score' | 'total', points: Points, columns: readonly string[], names: NameMap): string {
  const cells: string[] = [];
  // A row with a loss writes its signs (`Anna +2 Ben -2`, the Doppelkopf sheet's way); points that are never
  // negative (Belote) are written plain.
  const signed = keyword === 'score' && [...points.values()].some((v) => v < 0);
  for (const c of columns) {
    const v = points.get(c);
    if (v === undefined) continue;
    cells.push(`${names.written(c)} ${signed ? signedAscii(v) : String(v)}`);
  }
  return cells.length ? `${keyword} ${cells.join(' ')}` : '';
}

/**
 * The rounds after which a `total` line is written: the last one, and where the source's running totals stop
 * adding up — the round where they first disagree with the points before them, and the round before it, so that the
 * culprit search looks at exactly that round. A sheet whose totals add up gets one checkpoint at its end.
 */
export function checkpointRounds(evening: ImportedEvening): Set<number> {
  const at = new Set<number>();
  const rounds = evening.rounds;
  if (rounds.length === 0) return at;
  const last = rounds.length - 1;
  if (evening.final || rounds[last].totals) at.add(last);
  // Per column: the points so far, and how far the source's totals were off them at its last total.
  const columns = evening.columns;
  const sum = columns.map(() => 0);
  const offset = columns.map(() => 0);
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i];
    if (r.restart) sum.fill(0);
    const own = r.points ?? r.scores;
    for (let c = 0; c < columns.length; c++) sum[c] += own?.get(columns[c]) ?? 0;
    if (!r.totals) continue;
    let moved = !own;
    for (let c = 0; c < columns.length; c++) {
      const stated = r.totals.get(columns[c]);
      if (stated === undefined) continue;
      const off = stated - sum[c];
      if (off !== offset[c]) moved = true;
      offset[c] = off;
    }
    if (moved) {
      at.add(i);
      if (i > 0 && rounds[i - 1].totals) at.add(i - 1);
    }
  }
  return at;
}

function roundComment(r: ImportedRound, lang: Lang): string {
  const parts: string[] = [];
  if (r.id !== undefined) parts.push(render(msg('import.comment.id', { id: oneLine(r.id) }), lang));
  for (const n of r.notes ?? []) parts.push(oneLine(render(n, lang)));
  return parts.length ? `  # ${parts.join('; ')}` : '';
}

/** The evening's `.score` text, comments in `lang`. */
export function writeEvening(evening: ImportedEvening, names: NameMap, lang: Lang): string {
  const t = (m: Message) => oneLine(render(m, lang));
  const out: string[] = [];
  out.push(
    `# ${t(
      msg('import.comment.source', {
        source: evening.source,
        format: evening.format,
        sheet: evening.sheet ?? '',
        id: evening.id ?? '',
      }),
    )}`,
  );
  if (evening.inferred.length) out.push(`# ${t(msg('import.comment.inferred', { items: evening.inferred }))}`);
  const renamed = [...new Set([...evening.players, ...evening.columns])]
    .filter((n) => names.to(n) !== n)
    .map((n) => `${n} → ${names.to(n)}`);
  if (renamed.length) out.push(`# ${t(msg('import.comment.renamed', { pairs: renamed }))}`);
  out.push(`game ${evening.game}`);
  if (evening.title) out.push(`title ${oneLine(evening.title).replace(/#/g, '')}`);
  if (evening.date) out.push(`date ${evening.date}`);
  out.push(`players ${evening.players.map((p) => names.written(p)).join(' ')}`);
  for (const h of evening.header) out.push(line(h, names));
  const checkpoints = checkpointRounds(evening);
  const last = evening.rounds.length - 1;
  evening.rounds.forEach((r, i) => {
    out.push('', `round ${i + 1}${roundComment(r, lang)}`);
    for (const f of r.facts) out.push(`  ${line(f, names)}`);
    if (r.scores) {
      const s = pointsLine('score', r.scores, evening.columns, names);
      if (s) out.push(`  ${s}`);
    }
    if (!checkpoints.has(i)) return;
    const totals = i === last && evening.final ? evening.final : r.totals;
    const s = totals ? pointsLine('total', totals, evening.columns, names) : '';
    if (s) out.push(`  ${s}`);
  });
  return out.join('\n') + '\n';
}
