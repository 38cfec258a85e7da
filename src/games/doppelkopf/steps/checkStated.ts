// Step 4 of a Doppelkopf round, what the sheet states: `score` against the computed row, `total` against the
// running sums, and a recorded row against the shapes a Doppelkopf row can have (zero sum, solo pattern, parity).

import type { Name, SideValue } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import { signedAscii as signed } from '../../../text/numbers';
import { writeName } from '../../../text/names';
import { fixOf, problem } from '../../../engine/problem';
import type { DoppelkopfRules } from './types';

export const entryIndex = (n: Name): number | undefined => (n.ref?.kind === 'player' ? n.ref.index : undefined);

export function argsRange(entries: SideValue[], fallback: Range): Range {
  if (entries.length === 0) return fallback;
  return { start: entries[0].side.range.start, end: entries[entries.length - 1].value.range.end };
}

/** `Anna +2 Ben -2 Clara +2 Dora -2`: the replacement text of a `score`/`total` line. */
export function rowText(
  values: Map<number, number>,
  names: string[],
  order: number[],
  fmt: (v: number) => string = signed,
): string {
  return order.map((i) => `${writeName(names[i])} ${fmt(values.get(i) ?? 0)}`).join(' ');
}

/**
 * Compares a stated row (`score` or `total`) with the computed one. A single wrong number is flagged on its token;
 * several on the whole argument list. The fix rewrites the arguments with the computed row.
 */
export function compareRow(
  kind: 'score' | 'total',
  item: { entries: SideValue[]; range: Range; keyword: Range },
  computed: Map<number, number>,
  names: string[],
  fixOrder: number[],
  explain: (index: number) => Message | string,
  context: Message | string,
): Problem | undefined {
  const wrong: { entry: SideValue; index: number }[] = [];
  for (const entry of item.entries) {
    const i = entryIndex(entry.side);
    if (i === undefined) continue;
    if (entry.value.value !== (computed.get(i) ?? 0)) wrong.push({ entry, index: i });
  }
  if (wrong.length === 0) return undefined;
  // Totals are written unsigned on the sheet (`total Anna 10 Ben -10`), round scores signed.
  const fmt = kind === 'score' ? signed : (v: number) => String(v);
  const code = kind === 'score' ? 'score-mismatch' : 'total-mismatch';
  const range = argsRange(item.entries, item.range);
  // The fix keeps every player the line named and adds the ones that played, in seating order.
  const named = item.entries.map((e) => entryIndex(e.side)).filter((i): i is number => i !== undefined);
  const order = [...new Set([...fixOrder, ...named])].sort((a, b) => a - b);
  const newText = rowText(computed, names, order, fmt);
  let m: Message;
  if (wrong.length === 1) {
    const w = wrong[0];
    m = msg('dk.row.mismatch-one', {
      kind,
      player: names[w.index],
      stated: fmt(w.entry.value.value),
      working: explain(w.index),
    });
  } else {
    const stated = wrong.map((w) => `${names[w.index]} ${fmt(w.entry.value.value)}`).join(' ');
    const comp = wrong.map((w) => `${names[w.index]} ${fmt(computed.get(w.index) ?? 0)}`).join(' ');
    m = msg('dk.row.mismatch', { kind, stated, computed: comp, ...(context ? { context } : {}) });
  }
  if (kind === 'total') {
    const sum = item.entries.reduce((s, e) => s + e.value.value, 0);
    if (item.entries.length === names.length && sum !== 0) m = msg('dk.row.totals-sum', { row: m, sum: signed(sum) });
  }
  const at = wrong.length === 1 ? wrong[0].entry.value.range : range;
  return problem(code, 'error', at, m, fixOf(msg('dk.row.fix', { kind, text: newText }), [{ range, newText }]));
}

/**
 * What a recorded row (no facts) can be checked for. `active` are the players of the round when known (4 players,
 * or `out` given); otherwise the row's own entries decide.
 */
export function checkRecordedRow(
  item: { entries: SideValue[]; range: Range; keyword: Range },
  values: Map<number, number>,
  active: number[] | undefined,
  out: number[],
  names: string[],
  rules: DoppelkopfRules,
  problems: Problem[],
): void {
  // The range and the row as text only for a problem: most rows are fine.
  let at: Range | undefined;
  const rangeOf = () => (at ??= argsRange(item.entries, item.range));
  for (let k = 0; k < item.entries.length; k++) {
    const e = item.entries[k];
    const i = entryIndex(e.side);
    if (i !== undefined && out.includes(i) && e.value.value !== 0) {
      problems.push(
        problem(
          'sitting-out',
          'error',
          e.value.range,
          msg('dk.row.sits-out', { player: names[i], value: signed(e.value.value) }),
        ),
      );
    }
  }
  let players: number[];
  if (active) {
    const missing = active.filter((i) => !values.has(i));
    if (missing.length > 0) {
      problems.push(
        problem('partial-row', 'warning', rangeOf(), msg('dk.row.partial', { missing: missing.map((i) => names[i]) })),
      );
      return;
    }
    players = active;
  } else {
    // One pass, no iterator or intermediate lists: every written row of a sheet comes through here.
    players = [];
    const nonzero: number[] = [];
    values.forEach((v, i) => {
      if (out.includes(i)) return;
      players.push(i);
      if (v !== 0) nonzero.push(i);
    });
    if (nonzero.length > 4) {
      problems.push(problem('sitting-out', 'error', rangeOf(), msg('dk.row.too-many', { count: nonzero.length })));
      return;
    }
    if (players.length > 4) players = nonzero;
    if (players.length < 4 && nonzero.length > 0 && names.length > 4) return; // who played is unknown; nothing to check
  }
  const row = players.map((i) => values.get(i) ?? 0);
  const shown = () => players.map((i) => `${names[i]} ${signed(values.get(i) ?? 0)}`).join(' ');
  if (rules.counting === 'plus-minus') {
    let sum = 0;
    for (let k = 0; k < row.length; k++) sum += row[k];
    if (sum !== 0) {
      problems.push(problem('row-sum', 'error', rangeOf(), msg('dk.row.sum', { row: shown(), sum: signed(sum) })));
      return;
    }
    if (row.length !== 4) return;
    // Counted in place: the lists of winners' and losers' values are made only for a solo's shape.
    let posCount = 0;
    let negCount = 0;
    let pos0 = 0;
    let pos1 = 0;
    let neg0 = 0;
    let neg1 = 0;
    for (let k = 0; k < 4; k++) {
      const v = row[k];
      if (v > 0) {
        if (posCount === 0) pos0 = v;
        else if (posCount === 1) pos1 = v;
        posCount++;
      } else if (v < 0) {
        if (negCount === 0) neg0 = v;
        else if (negCount === 1) neg1 = v;
        negCount++;
      }
    }
    if (posCount === 0 && negCount === 0) return;
    if (posCount === 2 && negCount === 2) {
      if (pos0 !== pos1 || neg0 !== neg1) {
        problems.push(problem('parity', 'error', rangeOf(), msg('dk.row.pairs', { row: shown() })));
      }
      return;
    }
    if (posCount === 1 && negCount === 3)
      return soloShape(
        pos0,
        row.filter((v) => v < 0),
        shown,
        rangeOf,
        problems,
      );
    if (negCount === 1 && posCount === 3)
      return soloShape(
        -neg0,
        row.filter((v) => v > 0).map((v) => -v),
        shown,
        rangeOf,
        problems,
      );
    problems.push(problem('parity', 'error', rangeOf(), msg('dk.row.shape', { row: shown() })));
    return;
  }
  // Plus sheets write only the winners' points, minus sheets only the losers'.
  const sign = rules.counting === 'plus' ? 1 : -1;
  const wrongSign = row.filter((v) => v * sign < 0);
  if (wrongSign.length > 0) {
    problems.push(
      problem('row-sum', 'error', rangeOf(), msg('dk.row.sign', { row: shown(), counting: rules.counting })),
    );
    return;
  }
  if (row.length !== 4) return;
  const nz = row.filter((v) => v !== 0).map((v) => v * sign);
  if (nz.length === 0) return;
  if (nz.length === 2 && nz[0] === nz[1]) return;
  if (nz.length === 3 && nz.every((v) => v === nz[0])) return; // a lost solo: each opponent V
  if (nz.length === 1) {
    if (nz[0] % 3 !== 0)
      problems.push(problem('solo-pattern', 'error', rangeOf(), msg('dk.row.one-scorer', { row: shown() })));
    return;
  }
  problems.push(problem('parity', 'error', rangeOf(), msg('dk.row.plus-shape', { row: shown() })));
}

function soloShape(
  soloist: number,
  others: number[],
  shown: () => string,
  range: () => Range,
  problems: Problem[],
): void {
  if (others.every((v) => v === others[0]) && soloist === -3 * others[0]) return;
  const here = others.every((v) => v === others[0]) ? { soloist: signed(-3 * others[0]) } : {};
  problems.push(problem('solo-pattern', 'error', range(), msg('dk.row.solo', { row: shown(), ...here })));
}
