// The slips a scored Doppelkopf round may have on paper, for the search behind a disagreeing `total`
// (../culprit.ts): its bock counted once more or once less, the soloist's score not tripled, an announcement one
// level off. Each with the points the paper would then have, and the edit of the file where it is a line.

import type { Range, TextEdit } from '../../format/types';
import { msg } from '../../messages';
import type { Alternative } from '../culprit';
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

/** The whole line of `range`, with its line break. */
function wholeLine(range: Range): Range {
  return { start: { line: range.start.line, character: 0 }, end: { line: range.start.line + 1, character: 0 } };
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
          k === 1 ? { range: wholeLine(mark.range), newText: '' } : { range: mark.range, newText: `bock ${k - 1}` },
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
  if (to === undefined) return { edit: { range: wholeLine(a.range), newText: '' }, shown: `- announce ${word}` };
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
