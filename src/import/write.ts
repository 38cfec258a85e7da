// An imported evening as `.score` text: a comment naming the source and what was inferred, the header, then one
// block per round with its facts, the source's points as a `score` line and the source's totals as `total`
// checkpoints. The same evening always gives the same text, so a re-import gives identical files.

import { render, msg, type Lang, type Message } from '../messages';
import { writeName } from '../text/names';
import { signedAscii } from '../text/numbers';
import type { FactLine, ImportedEvening, ImportedRound, Points } from './model';
import type { NameMap } from './names';

/** A comment's text on one line: no line breaks (they would end the comment), no control characters. */
function oneLine(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
}

function line(parts: FactLine, names: NameMap): string {
  return parts.map((p) => (typeof p === 'string' ? p : writeName(names.to(p.name)))).join(' ');
}

function pointsLine(keyword: 'score' | 'total', points: Points, columns: readonly string[], names: NameMap): string {
  const cells: string[] = [];
  // A row with a loss writes its signs (`Anna +2 Ben -2`, the Doppelkopf sheet's way); points that are never
  // negative (Belote) are written plain.
  const signed = keyword === 'score' && [...points.values()].some((v) => v < 0);
  for (const c of columns) {
    const v = points.get(c);
    if (v === undefined) continue;
    cells.push(`${writeName(names.to(c))} ${signed ? signedAscii(v) : String(v)}`);
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
  let sum = new Map<string, number>();
  let previous: Points | undefined;
  rounds.forEach((r, i) => {
    if (r.restart) sum = new Map();
    const own = r.points ?? r.scores;
    for (const [name, v] of own ?? []) sum.set(name, (sum.get(name) ?? 0) + v);
    if (!r.totals) return;
    const offset = [...r.totals].some(([name, v]) => v - (sum.get(name) ?? 0) !== (previous?.get(name) ?? 0));
    if (offset || !own) {
      at.add(i);
      if (i > 0 && rounds[i - 1].totals) at.add(i - 1);
    }
    previous = new Map([...r.totals].map(([name, v]) => [name, v - (sum.get(name) ?? 0)]));
  });
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
  out.push(`players ${evening.players.map((p) => writeName(names.to(p))).join(' ')}`);
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
