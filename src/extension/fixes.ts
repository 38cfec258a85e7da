// The edits behind every quick fix, computed from the analysis alone (no vscode), so each can be unit-tested.

import type { Name, Round, RoundItem } from '../format/ast';
import type { Fix, Problem, Range, TextEdit } from '../format/types';
import type { DocumentAnalysis } from '../engine/analyze';
import { dealFor } from '../engine/belote/values';
import { beloteRules } from '../engine/rules';
import { t } from './l10n';
import { rangesIntersect } from './rangeMath';

/** Diagnostic codes the quick fixes key on. Several spellings where engines may differ; the first is the documented one. */
export const CODES = {
  scoreMismatch: ['score-mismatch'],
  totalMismatch: ['total-mismatch'],
  roundNumber: ['round-number'],
  unknownName: ['unknown-name', 'unknown-player', 'unknown-team'],
  specialsInSolo: ['specials-in-solo'],
  cardsSum: ['cards-sum'],
} as const;

export function isCode(code: string | undefined, group: readonly string[]): boolean {
  return code !== undefined && group.includes(code);
}

const NAME_CHARS = /^[\p{L}\p{N}_.'-]+$/u;
const KEYWORDS = new Set([
  'game',
  'title',
  'date',
  'players',
  'teams',
  'rules',
  'set',
  'stake',
  'target',
  'round',
  're',
  'kontra',
  'solo',
  'marriage',
  'silent-marriage',
  'poverty',
  'out',
  'cards',
  'augen',
  'tricks',
  'announce',
  'extras',
  'bock',
  'score',
  'total',
  'taker',
  'trump',
  'contract',
  'last',
  'belote',
  'capot',
  'generale',
  'hand',
  'trick',
  'with',
  'alone',
  'duty',
]);

/** A name as it must be written: quoted when it has spaces or other characters, or could be read as a keyword. */
export function writeName(name: string): string {
  return NAME_CHARS.test(name) && !KEYWORDS.has(name.toLowerCase()) ? name : `"${name.replace(/"/g, "'")}"`;
}

/** The key a round's scores/totals use for a name: the player (Doppelkopf) or the team (Belote/Coinche). */
export function displayKey(a: DocumentAnalysis, name: Name): string | undefined {
  const h = a.document.header;
  const ref = name.ref;
  if (!ref) return undefined;
  if (a.game === 'doppelkopf') return ref.kind === 'player' ? h.players[ref.index]?.text : undefined;
  if (ref.kind === 'team') return h.teams?.[ref.index]?.text;
  if (ref.kind === 'player') return h.teams?.[(ref.index % 2) as 0 | 1]?.text;
  return undefined;
}

export function roundContaining(a: DocumentAnalysis, line: number): Round | undefined {
  return a.document.rounds.find(
    (r) => r.headerRange.start.line <= line && line <= Math.max(r.range.end.line, r.headerRange.end.line),
  );
}

function itemAt<K extends RoundItem['kind']>(
  round: Round,
  kinds: readonly K[],
  at: Range,
): Extract<RoundItem, { kind: K }> | undefined {
  return round.items.find((it) => (kinds as readonly string[]).includes(it.kind) && rangesIntersect(it.range, at)) as
    Extract<RoundItem, { kind: K }> | undefined;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** Replace each stated number of a `score`/`total` line by the engine's value (signs kept in the style written). */
export function statedNumbersFix(a: DocumentAnalysis, problem: Problem, kind: 'score' | 'total'): Fix | undefined {
  const round = roundContaining(a, problem.range.start.line);
  if (!round) return undefined;
  const item = itemAt(round, [kind], problem.range);
  const result = a.rounds.find((r) => r.index === round.index);
  if (!item || !result || result.outcome === 'unscored') return undefined;
  const computed = kind === 'score' ? result.scores : result.running;
  const edits: TextEdit[] = [];
  for (const e of item.entries) {
    const key = displayKey(a, e.side);
    const value = key !== undefined ? computed[key] : undefined;
    if (value === undefined || value === e.value.value) continue;
    const explicitSign = /^[+]/.test(e.value.text) || (kind === 'score' && value > 0 && !/^\d/.test(e.value.text));
    edits.push({ range: e.value.range, newText: explicitSign || kind === 'score' ? signed(value) : String(value) });
  }
  if (edits.length === 0) return undefined;
  return {
    title:
      kind === 'score'
        ? t('Replace the stated scores with the computed ones')
        : t('Replace the stated totals with the computed ones'),
    edits,
  };
}

export function roundNumberFix(a: DocumentAnalysis, problem: Problem): Fix | undefined {
  const round = roundContaining(a, problem.range.start.line);
  if (!round?.number || round.number.value === round.index) return undefined;
  return {
    title: t('Renumber as round {0}', round.index),
    edits: [{ range: round.number.range, newText: String(round.index) }],
  };
}

/** The fix for a problem that has exactly one right answer: the engine's own, or the computed numbers. Used by "fix all". */
export function primaryFix(a: DocumentAnalysis, problem: Problem): Fix | undefined {
  if (problem.fix) return problem.fix;
  if (isCode(problem.code, CODES.scoreMismatch)) return statedNumbersFix(a, problem, 'score');
  if (isCode(problem.code, CODES.totalMismatch)) return statedNumbersFix(a, problem, 'total');
  if (isCode(problem.code, CODES.roundNumber)) return roundNumberFix(a, problem);
  return undefined;
}

// --- cards: the side left out ---------------------------------------------------------------

/** Card points in one deal of Belote/Coinche without the last trick: the engine's own deal table (rules/belote.md Part A). */
export function beloteCardTotal(a: DocumentAnalysis, round: Round): number | undefined {
  const trumpItem = round.items.find((i) => i.kind === 'trump' || i.kind === 'contract');
  const trump =
    trumpItem?.kind === 'trump' ? trumpItem.trump : trumpItem?.kind === 'contract' ? trumpItem.trump.trump : undefined;
  if (!trump || (a.game !== 'belote' && a.game !== 'coinche') || !a.rules) return undefined;
  return dealFor(trump, beloteRules(a.game, a.rules.preset, a.rules.values)).cards;
}

export interface MissingCardsSide {
  /** Where the other side goes (after the stated value). */
  at: Range['end'];
  side: string;
  value: number;
  /** The text to insert, e.g. ` kontra 89` or `, Ost-West 62`. */
  insert: string;
}

/** For a `cards` line with one side: the other side and its derived value (Doppelkopf 240 − N; Belote deal total − N). */
export function missingCardsSide(a: DocumentAnalysis, round: Round, item: RoundItem): MissingCardsSide | undefined {
  if (item.kind !== 'cards' || item.sides.length !== 1) return undefined;
  const { side, value } = item.sides[0];
  const ref = side.ref;
  if (!ref) return undefined;
  if (a.game === 'doppelkopf') {
    let party: 're' | 'kontra' | undefined;
    if (ref.kind === 'party') party = ref.party;
    else if (ref.kind === 'player') {
      const info = a.rounds.find((r) => r.index === round.index)?.doppelkopf;
      const player = a.document.header.players[ref.index]?.text;
      if (info && player !== undefined)
        party = info.re.includes(player) ? 're' : info.kontra.includes(player) ? 'kontra' : undefined;
    }
    if (!party) return undefined;
    const other = party === 're' ? 'kontra' : 're';
    const n = 240 - value.value;
    return { at: value.range.end, side: other, value: n, insert: ` ${other} ${n}` };
  }
  const team = ref.kind === 'team' ? ref.index : ref.kind === 'player' ? ref.index % 2 : undefined;
  const teams = a.document.header.teams;
  const total = beloteCardTotal(a, round);
  if (team === undefined || !teams || total === undefined) return undefined;
  const otherName = teams[team === 0 ? 1 : 0].text;
  const n = total - value.value;
  return { at: value.range.end, side: otherName, value: n, insert: `, ${writeName(otherName)} ${n}` };
}

export function fillCardsFix(a: DocumentAnalysis, round: Round, item: RoundItem): Fix | undefined {
  const m = missingCardsSide(a, round, item);
  if (!m) return undefined;
  return {
    title: t('Fill in {0} {1}', m.side, m.value),
    edits: [{ range: { start: m.at, end: m.at }, newText: m.insert }],
  };
}

/** `cards` with both sides that do not add up: set one side to what the other implies. */
export function cardsSumFixes(a: DocumentAnalysis, problem: Problem): Fix[] {
  const round = roundContaining(a, problem.range.start.line);
  const item = round && itemAt(round, ['cards'], problem.range);
  if (!round || !item || item.sides.length !== 2) return [];
  const total = a.game === 'doppelkopf' ? 240 : beloteCardTotal(a, round);
  if (total === undefined) return [];
  return [0, 1].map((keep) => {
    const k = item.sides[keep];
    const o = item.sides[1 - keep];
    const n = total - k.value.value;
    return {
      title: t('Set {0} to {1} ({2} − {3})', o.side.text, n, total, k.value.value),
      edits: [{ range: o.value.range, newText: String(n) }],
    };
  });
}

// --- names ----------------------------------------------------------------------------------

/** Edit distance where swapping two neighbours counts once (optimal string alignment): "Bne" is one step from "Ben". */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** `name` is the unknown name as written (quotes removed). */
export function addPlayerFix(a: DocumentAnalysis, name: string): Fix | undefined {
  const h = a.document.header;
  const max = a.game === 'doppelkopf' ? 7 : 4;
  if (!h.playersRange || h.players.length >= max || !name) return undefined;
  if (h.players.some((p) => p.key === name.toLowerCase())) return undefined;
  return {
    title: t('Add "{0}" to players', name),
    edits: [{ range: { start: h.playersRange.end, end: h.playersRange.end }, newText: ` ${writeName(name)}` }],
  };
}

/** Replace an unknown name by the closest known one (a typo), if one is close enough. */
export function closestNameFix(a: DocumentAnalysis, name: string, range: Range): Fix | undefined {
  const h = a.document.header;
  const known = [
    ...h.players.map((p) => p.text),
    ...(h.teams ?? []).map((t) => t.text),
    ...(a.game === 'doppelkopf' ? ['re', 'kontra'] : []),
  ];
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = distance(k.toLowerCase(), name.toLowerCase());
    if (d < bestD) [best, bestD] = [k, d];
  }
  if (best === undefined || bestD === 0 || bestD > Math.max(1, Math.floor(name.length / 3))) return undefined;
  return { title: t('Change to "{0}"', best), edits: [{ range, newText: writeName(best) }] };
}

// --- special points in a solo ---------------------------------------------------------------

/** Delete the `extras` lines of the solo round the problem is in (whole lines, comments included). */
export function removeSpecialsFix(a: DocumentAnalysis, problem: Problem): Fix | undefined {
  const round = roundContaining(a, problem.range.start.line);
  if (!round) return undefined;
  const extras = round.items.filter((i) => i.kind === 'extras');
  const hit = extras.filter((i) => rangesIntersect(i.range, problem.range));
  const lines = [...new Set((hit.length ? hit : extras).map((i) => i.range.start.line))];
  if (lines.length === 0) return undefined;
  return {
    title:
      lines.length === 1
        ? t('Remove the special points (they do not count in a solo)')
        : t('Remove the special points of this solo'),
    edits: lines.map((l) => ({
      range: { start: { line: l, character: 0 }, end: { line: l + 1, character: 0 } },
      newText: '',
    })),
  };
}

/** The other way out: make them count (`set specials-in-solo on` in the header). */
export function enableSpecialsInSoloFix(a: DocumentAnalysis): Fix | undefined {
  if (a.game !== 'doppelkopf') return undefined;
  const h = a.document.header;
  const ranges = [
    h.game?.range,
    h.title?.range,
    h.date?.range,
    h.playersRange,
    h.preset?.range,
    h.stake?.range,
    ...h.settings.map((s) => s.range),
  ];
  const firstRound = a.document.rounds[0]?.headerRange.start.line ?? Infinity;
  const last = Math.max(...ranges.filter((r): r is Range => !!r && r.end.line < firstRound).map((r) => r.end.line));
  if (!Number.isFinite(last)) return undefined;
  const at = { line: last + 1, character: 0 };
  return {
    title: t('Count special points in solos (set specials-in-solo on)'),
    edits: [{ range: { start: at, end: at }, newText: 'set specials-in-solo on\n' }],
  };
}

/** Non-overlapping union of fixes (first wins), in document order: one workspace edit for "fix all". */
export function mergeFixes(fixes: Fix[]): TextEdit[] {
  const out: TextEdit[] = [];
  for (const f of fixes) {
    if (f.edits.some((e) => out.some((o) => overlaps(o.range, e.range)))) continue;
    out.push(...f.edits);
  }
  return out;
}

function overlaps(a: Range, b: Range): boolean {
  const lt = (p: Range['start'], q: Range['start']) =>
    p.line < q.line || (p.line === q.line && p.character < q.character);
  const empty = (r: Range) => r.start.line === r.end.line && r.start.character === r.end.character;
  if (empty(a) || empty(b)) return !lt(a.start, b.start) && !lt(b.start, a.start);
  return lt(a.start, b.end) && lt(b.start, a.end);
}
