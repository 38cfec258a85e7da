// Step 4 of a Belote/Coinche round, what the sheet states: `score` and `total` lines against the computed ones —
// mismatch messages with the working and a one-click fix — and multiples of ten where scores are rounded.

import type { Name } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import { writeName } from '../../../text/names';
import { fixOf, problem } from '../../../engine/problem';
import { TEAMS, type StatedLine, type Team } from './types';

/**
 * The line's arguments rewritten with the computed numbers, keeping the names as written. The
 * syntax tree has no separators, so the style is read from the gaps: two characters between a
 * number and the next name were ", " — the usual way to write it — one was a space.
 */
export function fixText(
  line: StatedLine,
  computed: [number, number],
  teamOf: (n: Name) => Team | undefined,
): { range: Range; newText: string } | undefined {
  const entries = line.item.entries;
  if (!entries.length) return undefined;
  let text = '';
  entries.forEach((e, i) => {
    const team = teamOf(e.side);
    const value = team === undefined ? e.value.value : computed[team];
    if (i > 0) {
      const prev = entries[i - 1].value.range.end;
      const gap = e.side.range.start.line === prev.line ? e.side.range.start.character - prev.character : 1;
      text += gap === 2 ? ', ' : ' ';
    }
    const inner = e.value.range.start.character - e.side.range.end.character;
    text +=
      writeName(e.side.text) +
      (inner === 2 && e.value.range.start.line === e.side.range.end.line ? ': ' : ' ') +
      String(value);
  });
  const range = { start: entries[0].side.range.start, end: entries[entries.length - 1].value.range.end };
  return { range, newText: text };
}

export function mismatchProblems(
  line: StatedLine,
  computed: [number, number],
  working: (team: Team) => Message | string,
  names: [string, string],
  teamOf: (n: Name) => Team | undefined,
): Problem[] {
  const out: Problem[] = [];
  const edit = fixText(line, computed, teamOf);
  for (let k = 0; k < 2; k++) {
    const team = TEAMS[k];
    const v = line.values[team];
    const tok = line.tokens[team];
    if (v === undefined || !tok || v === computed[team]) continue;
    const kind = line.kind === 'score' ? 'score' : 'total';
    const m = msg('bel.stated.mismatch', {
      team: names[team],
      kind,
      stated: v,
      computed: computed[team],
      working: working(team),
    });
    const fix = edit ? fixOf(msg('bel.stated.fix', { kind, teams: names, values: computed }), [edit]) : undefined;
    out.push(problem(kind === 'score' ? 'score-mismatch' : 'total-mismatch', 'error', tok.range, m, fix));
  }
  return out;
}

/** Under rounding every score and total is a multiple of ten (§8 check 21). */
export function roundingProblems(line: StatedLine): Problem[] {
  const out: Problem[] = [];
  for (let ix = 0; ix < line.tokens.length; ix++) {
    const tok = line.tokens[ix];
    if (tok && tok.value % 10 !== 0)
      out.push(problem('rounding', 'warning', tok.range, msg('bel.stated.rounding', { value: tok.value })));
  }
  return out;
}
