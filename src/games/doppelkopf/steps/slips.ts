// The slips a scored Doppelkopf round may have on paper, for the search behind a disagreeing `total`
// (../culprit.ts): its bock counted once more or once less, the soloist's score not tripled, an announcement one
// level off. Each with the points the paper would then have, and the edit of the file where it is a line.

import type { Name } from '../../../format/ast';
import type { Range, TextEdit } from '../../../format/types';
import { msg } from '../../../messages';
import { signedAscii } from '../../../text/numbers';
import type { Alternative } from '../../../engine/culprit';
import type { FilledRow, WonReading } from './outcome';
import type { DoppelkopfContext, DoppelkopfCore } from './read';
import { computeValue, distribute } from './score';
import { LEVEL_NAMES, LEVEL_WORDS, partyName, type Level, type Parties, type Party, type ScoringFacts } from './types';

/** Inserts a line into the round, after its `round` line, indented like the round's first line. */
function insertLine(core: DoppelkopfCore, text: string): TextEdit {
  const round = core.raw.round;
  const first = round.items[0];
  const indent = ' '.repeat(first ? first.range.start.character : 2) || '  ';
  const line = round.headerRange.start.line;
  if (round.range.end.line > line) return { range: at(line + 1, 0), newText: `${indent}${text}\n` };
  return { range: { start: round.headerRange.end, end: round.headerRange.end }, newText: `\n${indent}${text}` };
}

function at(line: number, character: number): Range {
  return { start: { line, character }, end: { line, character } };
}

/**
 * The whole line of `range`, with its line break. On the round's last line the text may end without one: there the
 * line up to the end of `range` (a comment after it stays), so the edit never reaches past the text.
 */
function wholeLine(core: DoppelkopfCore, range: Range): Range {
  const line = range.start.line;
  if (line >= core.raw.round.range.end.line) return { start: { line, character: 0 }, end: range.end };
  return { start: { line, character: 0 }, end: { line: line + 1, character: 0 } };
}

/** `{ [key]: value }` when the value is there: message arguments leave absent ones out. */
function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

/** The announcement as written (`Re`, `keine 90`); undefined for none, which each language words itself. */
function levelText(level: Level | undefined, party: Party): string | undefined {
  if (level === undefined) return undefined;
  return level === 0 ? partyName(party) : LEVEL_NAMES[level];
}

/**
 * The alternatives of a scored round. `k` is its bock exponent, `cur` its points by player; `columns` the number
 * of players.
 */
export function roundSlips(
  core: DoppelkopfCore,
  parties: Parties,
  facts: ScoringFacts,
  base: number,
  k: number,
  cur: Map<number, number>,
  ctx: DoppelkopfContext,
  index: number,
): Alternative[] {
  const { names, rules } = ctx;
  const n = names.length;
  const row = (m: Map<number, number>) => names.map((_, i) => (m.get(i) ?? 0) - (cur.get(i) ?? 0));
  const out: Alternative[] = [];
  const mark = core.raw.bocks[0];
  // Without bock rules (and no mark) a forgotten bock is the less likely reading of the same numbers.
  const bockLast = !rules.bock && !mark;
  const bock: Alternative[] = [];

  // Bock once more: the sheet doubled a round the file does not mark (or marks lower).
  const more = row(distribute(base * 2 ** (k + 1), parties, rules.counting));
  const line = k === 0 ? 'bock' : `bock ${k + 1}`;
  bock.push({
    delta: more,
    what: msg('culprit.bock-missing', { round: index, file: 2 ** k, paper: 2 ** (k + 1) }),
    fix: {
      title: msg('culprit.fix.add-bock', { round: index, line }),
      edits: [mark ? { range: mark.range, newText: line } : insertLine(core, line)],
    },
  });
  // Bock once less: the sheet did not double a round the file (its mark or the triggers) makes bock.
  if (k > 0) {
    const alt: Alternative = {
      delta: row(distribute(base * 2 ** (k - 1), parties, rules.counting)),
      what: msg('culprit.bock-extra', { round: index, file: 2 ** k, paper: 2 ** (k - 1) }),
    };
    if (mark)
      alt.fix = {
        title: msg('culprit.fix.remove-bock', { round: index }),
        edits: [
          k === 1
            ? { range: wholeLine(core, mark.range), newText: '' }
            : { range: mark.range, newText: `bock ${k - 1}` },
        ],
      };
    bock.push(alt);
  }
  if (!bockLast) out.push(...bock);
  // A solo whose soloist got ±V instead of ±3V.
  if (parties.soloist !== undefined) {
    const s = parties.soloist;
    const delta = new Array<number>(n).fill(0);
    delta[s] = (cur.get(s) ?? 0) / 3 - (cur.get(s) ?? 0);
    if (delta[s] !== 0) out.push({ delta, what: msg('culprit.solo-not-tripled', { round: index, soloist: names[s] }) });
  }
  // An announcement one level higher or lower than the file says.
  for (const party of ['re', 'kontra'] as const) {
    const level = facts.announce[party];
    const options: (Level | undefined)[] = [];
    if (level === undefined) options.push(0);
    else {
      if (level < 4) options.push((level + 1) as Level);
      options.push(level === 0 ? undefined : ((level - 1) as Level));
    }
    for (const to of options) {
      const f: ScoringFacts = { ...facts, announce: { ...facts.announce, [party]: to } };
      const v = computeValue(f, rules).value * 2 ** k;
      const alt: Alternative = {
        delta: row(distribute(v, parties, rules.counting)),
        what: msg('culprit.announcement', {
          round: index,
          party: partyName(party),
          ...optional('file', levelText(level, party)),
          ...optional('paper', levelText(to, party)),
        }),
      };
      const edit = announceEdit(core, parties, party, to);
      if (edit)
        alt.fix = {
          title: msg('culprit.fix.announcement', { round: index, line: edit.shown }),
          edits: [edit.edit],
        };
      out.push(alt);
    }
  }
  if (bockLast) out.push(...bock);
  return out;
}

/** The edit that makes the round's announcement of `party` be `to`, where one `announce` line says it (or none). */
function announceEdit(
  core: DoppelkopfCore,
  parties: Parties,
  party: Party,
  to: Level | undefined,
): { edit: TextEdit; shown: string } | undefined {
  const lines = core.raw.announces.filter((a) => {
    const ref = a.side.ref;
    if (ref?.kind === 'party') return ref.party === party;
    if (ref?.kind === 'player') return (party === 're' ? parties.re : parties.kontra).includes(ref.index);
    return false;
  });
  const word = party === 're' ? 're' : 'kontra';
  if (lines.length === 0)
    return to === undefined
      ? undefined
      : { edit: insertLine(core, announceText(word, to)), shown: announceText(word, to) };
  if (lines.length > 1) return undefined;
  const a = lines[0];
  if (to === undefined) return { edit: { range: wholeLine(core, a.range), newText: '' }, shown: `- announce ${word}` };
  const level = a.items[0];
  const text = announceText(a.side.text, to);
  if (to === 0)
    return level
      ? { edit: { range: { start: a.side.range.end, end: level.range.end }, newText: '' }, shown: text }
      : undefined;
  if (level) return { edit: { range: level.range, newText: LEVEL_WORDS[to] }, shown: text };
  return {
    edit: { range: at(a.side.range.end.line, a.side.range.end.character), newText: ` ${LEVEL_WORDS[to]}` },
    shown: text,
  };
}

function announceText(side: string, to: Level): string {
  return to === 0 ? `announce ${side}` : `announce ${side} ${LEVEL_WORDS[to]}`;
}

/** A name as it must be written back into the file: quoted where it is not a bare name. */
function nameText(name: string): string {
  return /^[\p{L}\p{N}_.'-]+$/u.test(name) ? name : `"${name}"`;
}

/** Every player name token of the round's lines that say who played what (not `dealer`, `total`). */
function playerNames(core: DoppelkopfCore): { index: number; range: Range }[] {
  const out: { index: number; range: Range }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') {
      const ref = (v as { ref?: { kind: string; index?: number } }).ref;
      if (ref?.kind === 'player' && ref.index !== undefined) out.push({ index: ref.index, range: (v as Name).range });
      else for (const x of Object.values(v)) walk(x);
    }
  };
  for (const item of core.raw.round.items) if (item.kind !== 'dealer' && item.kind !== 'total') walk(item);
  return out;
}

/**
 * The slips of an outcome-only round (`won PARTY N` or a `score` row the parties complete): its bock counted
 * once more or once less, the soloist not tripled, its signs flipped and two players swapped — the last two with
 * the edit of the round's lines that makes the file say what the paper counted. `cur` is its points by player.
 */
export function outcomeSlips(
  core: DoppelkopfCore,
  how: { parties: Parties; known: boolean; won?: WonReading; row?: FilledRow },
  k: number,
  cur: Map<number, number>,
  ctx: DoppelkopfContext,
  index: number,
): Alternative[] {
  const { names, rules } = ctx;
  const n = names.length;
  const { parties } = how;
  const row = (m: Map<number, number>) => names.map((_, i) => (m.get(i) ?? 0) - (cur.get(i) ?? 0));
  const now = names.map((_, i) => cur.get(i) ?? 0);
  if (now.every((v) => v === 0)) return [];
  const out: Alternative[] = [];
  const mark = core.raw.bocks[0];
  const w = how.won;
  // A `score` row beside a `won` line must change with it, or the fixed file contradicts itself.
  const beside = w ? core.raw.scores[0] : undefined;
  const rowTimes = (f: number): TextEdit[] | undefined => {
    if (!beside) return [];
    const vs = beside.entries.map((e) => e.value.value * f);
    if (!vs.every(Number.isInteger)) return undefined;
    return beside.entries.map((e, i) => ({ range: e.value.range, newText: signedAscii(vs[i]) }));
  };

  // Bock: a `won` value gets the round's bock; a written row has it inside, so there a bock slip is only offered
  // where the file speaks of bock at all (else it is the same numbers as the round counted twice).
  if (w || mark || rules.bock) {
    const bock: Alternative[] = [];
    const inValue = w !== undefined && rules.wonIncludesBock;
    const valueEdit = (to: number): TextEdit => ({ range: w!.line.value.range, newText: String(Math.abs(to)) });
    const line = k === 0 ? 'bock' : `bock ${k + 1}`;
    const more: Alternative = {
      delta: row(scaled(cur, 2)),
      what: msg('culprit.bock-missing', { round: index, file: 2 ** k, paper: 2 ** (k + 1) }),
    };
    const doubled = rowTimes(2)!;
    if (inValue) {
      const to = w!.line.value.value * 2;
      more.fix = {
        title: msg('culprit.fix.won-value', { round: index, line: wonText(w!, String(Math.abs(to))) }),
        edits: [valueEdit(to), ...doubled],
      };
    } else if (w)
      more.fix = {
        title: msg('culprit.fix.add-bock', { round: index, line }),
        edits: [mark ? { range: mark.range, newText: line } : insertLine(core, line), ...doubled],
      };
    bock.push(more);
    if (k > 0 && now.every((v) => v % 2 === 0)) {
      const less: Alternative = {
        delta: row(scaled(cur, 0.5)),
        what: msg('culprit.bock-extra', { round: index, file: 2 ** k, paper: 2 ** (k - 1) }),
      };
      // A row beside the `won` line with an odd number cannot be halved: then no fix.
      const halved = rowTimes(0.5);
      if (halved && inValue && w!.line.value.value % 2 === 0) {
        const to = w!.line.value.value / 2;
        less.fix = {
          title: msg('culprit.fix.won-value', { round: index, line: wonText(w!, String(Math.abs(to))) }),
          edits: [valueEdit(to), ...halved],
        };
      } else if (halved && w && mark)
        less.fix = {
          title: msg('culprit.fix.remove-bock', { round: index }),
          edits: [
            k === 1
              ? { range: wholeLine(core, mark.range), newText: '' }
              : { range: mark.range, newText: `bock ${k - 1}` },
            ...halved,
          ],
        };
      bock.push(less);
    }
    out.push(...bock);
  }

  // A solo whose soloist got ±V instead of ±3V on the paper (the file is right: no edit).
  if (parties.soloist !== undefined) {
    const s = parties.soloist;
    const delta = new Array<number>(n).fill(0);
    delta[s] = now[s] / 3 - now[s];
    if (delta[s] !== 0) out.push({ delta, what: msg('culprit.solo-not-tripled', { round: index, soloist: names[s] }) });
  }

  // Signs flipped: the other side won. The `won` line names the other side, or the row's numbers change sign.
  const signs: Alternative = { delta: now.map((v) => -2 * v), what: msg('culprit.signs', { round: index }) };
  const flip = signsEdit(core, how, names);
  if (flip) signs.fix = { title: msg('culprit.fix.signs', { round: index, line: flip.shown }), edits: flip.edits };
  out.push(signs);

  // Two players swapped: the same round with the two names exchanged on its lines.
  const tokens = playerNames(core);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (now[a] === now[b]) continue;
      const delta = now.map(() => 0);
      delta[a] = now[b] - now[a];
      delta[b] = now[a] - now[b];
      const alt: Alternative = {
        delta,
        what: msg('culprit.swapped', { round: index, a: names[a], b: names[b], teams: false }),
      };
      const edits = tokens
        .filter((t) => t.index === a || t.index === b)
        .map((t) => ({ range: t.range, newText: nameText(names[t.index === a ? b : a]) }));
      // A player who sits out without an `out` line (the dealer at five) is named nowhere: no edit swaps them.
      const unnamedOut = [a, b].some((i) => parties.out.includes(i)) && core.raw.outs.length === 0;
      if (edits.length && !unnamedOut)
        alt.fix = { title: msg('culprit.fix.swap', { round: index, a: names[a], b: names[b] }), edits };
      out.push(alt);
    }
  return out;
}

function scaled(m: Map<number, number>, f: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [i, v] of m) out.set(i, v * f);
  return out;
}

/** `won re 6` with another value, its sides as written. */
function wonText(w: WonReading, value: string): string {
  return `won ${w.line.sides.map((s) => s.text).join(' ')} ${value}`;
}

/** The edit that makes an outcome-only round's other side the winner: on its `won` line, else on its `score` row. */
function signsEdit(
  core: DoppelkopfCore,
  how: { parties: Parties; known: boolean; won?: WonReading; row?: FilledRow },
  names: string[],
): { edits: TextEdit[]; shown: string } | undefined {
  const w = how.won;
  if (w) {
    const sides = w.line.sides;
    if (sides.length === 0) return undefined;
    const losers = w.winner === 're' ? how.parties.kontra : how.parties.re;
    let text: string;
    const ref = sides[0].ref;
    if (sides.length === 1 && ref?.kind === 'party') text = ref.party === 're' ? 'kontra' : 're';
    else if (sides.length === 1 && how.known) text = nameText(names[losers[0]]);
    else text = losers.map((i) => nameText(names[i])).join(' ');
    const range = { start: sides[0].range.start, end: sides[sides.length - 1].range.end };
    const edits: TextEdit[] = [{ range, newText: text }];
    // A row beside it changes sign with it.
    for (const e of core.raw.scores[0]?.entries ?? [])
      edits.push({ range: e.value.range, newText: signedAscii(-e.value.value) });
    return { edits, shown: `won ${text} ${w.line.value.text}` };
  }
  const line = core.raw.scores[0];
  if (!line || line.entries.length === 0) return undefined;
  const edits = line.entries.map((e) => ({ range: e.value.range, newText: signedAscii(-e.value.value) }));
  const shown = `score ${line.entries.map((e) => `${e.side.text} ${signedAscii(-e.value.value)}`).join(' ')}`;
  return { edits, shown };
}
