// The CLI's JSON contract (score-format.md, "The command-line contract") and its compiler-style text lines.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { msg, render, type Lang } from '../messages';
import { mapDict } from '../text/dict';

export interface JsonDiagnostic {
  severity: Problem['severity'];
  code: string;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface JsonFile {
  file: string;
  /** 1-based index of the ```score block, for Markdown files. */
  block?: number;
  game: string | null;
  rounds: {
    number: number;
    line: number;
    scores: Record<string, number>;
    outcome: string;
    breakdown: { item: string; points?: number; factor?: number; side?: string }[];
    running: Record<string, number>;
    errors: number;
    tricks?: { number: number; line: number; winner?: string; value?: number; explain?: string }[];
    /** Doppelkopf penalty points of the round's `penalty` lines, one entry per player touched (signed, net). */
    penalties?: JsonPenalty[];
  }[];
  /** Doppelkopf penalty points between games (a round block of `penalty` lines alone), with the round they follow. */
  penalties?: (JsonPenalty & { after: number; line: number })[];
  totals: Record<string, number>;
  diagnostics: JsonDiagnostic[];
  settlement?: JsonSettlement;
}

export interface JsonPenalty {
  player: string;
  points: number;
}

/** A round's penalty points as JSON entries, in seating order. */
function penaltyEntries(penalties: Record<string, number>): JsonPenalty[] {
  return Object.entries(penalties).map(([player, points]) => ({ player, points }));
}

/** The penalty rows between games (not rounds of the JSON), each with the number of the game round before it. */
function penaltiesBetween(rounds: JsonRounds['rounds']): JsonFile['penalties'] {
  const out: NonNullable<JsonFile['penalties']> = [];
  let after = 0;
  for (const r of rounds) {
    if (!r.penaltyOnly) after = r.index;
    else if (r.penalties) for (const e of penaltyEntries(r.penalties)) out.push({ after, line: r.line + 1, ...e });
  }
  return out.length ? out : undefined;
}

/**
 * A sheet's settlement in the JSON contract: what every game's has, then the members of its game's own
 * (GameReport.settlementJson: Belote's games and teams, Doppelkopf's player statistics and duty solos).
 */
export interface JsonSettlement {
  totals: Record<string, number>;
  money?: Record<string, number>;
  currency?: string;
  transfers: { from: string; to: string; amount: number }[];
  winner: string | null;
  readonly [member: string]: unknown;
}

/** 1-based line/column, as editors and compilers print them; the message in the language (code and keys stay). */
export function toJsonDiagnostic(p: Problem, lang: Lang = 'en'): JsonDiagnostic {
  return {
    severity: p.severity,
    code: p.code,
    message: p.msg && lang !== 'en' ? render(p.msg, lang) : p.message,
    line: p.range.start.line + 1,
    column: p.range.start.character + 1,
    endLine: p.range.end.line + 1,
    endColumn: p.range.end.character + 1,
  };
}

/** `FILE:LINE:COL: SEVERITY CODE: MESSAGE`, the severity and the message in the language (the code stays). */
export function formatDiagnosticLine(file: string, p: Problem, lang: Lang = 'en'): string {
  const text = p.msg && lang !== 'en' ? render(p.msg, lang) : p.message;
  const severity = lang === 'en' ? p.severity : render(msg(`cli.severity.${p.severity}`), lang);
  return `${file}:${p.range.start.line + 1}:${p.range.start.character + 1}: ${severity} ${p.code}: ${text}`;
}

/** Cents to a decimal amount in the major unit (5 → 0.05). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** Cents per player or team to amounts in the major unit, the same keys in the same order. */
export function amountsOf(cents: Readonly<Record<string, number>>): Record<string, number> {
  return mapDict(cents, centsToAmount);
}

/** What a file's JSON reads of an analysis but its settlement: all `check --json` has (the streamed check's rounds). */
export type JsonRounds = Pick<DocumentAnalysis, 'game' | 'rounds' | 'totals' | 'problems'>;

/** A document's JSON; with `withSettlement` (`settle --json`), its settlement too, from a whole analysis. */
export function toJsonFile(
  file: string,
  a: JsonRounds,
  block: number | undefined,
  withSettlement: false,
  lang?: Lang,
): JsonFile;
export function toJsonFile(
  file: string,
  a: DocumentAnalysis,
  block: number | undefined,
  withSettlement: boolean,
  lang?: Lang,
): JsonFile;
export function toJsonFile(
  file: string,
  a: JsonRounds | DocumentAnalysis,
  block: number | undefined,
  withSettlement: boolean,
  lang: Lang = 'en',
): JsonFile {
  const out: JsonFile = {
    file,
    ...(block !== undefined ? { block } : {}),
    game: a.game ?? null,
    rounds: a.rounds
      .filter((r) => !r.penaltyOnly)
      .map((r) => ({
        number: r.index,
        line: r.line + 1,
        scores: r.scores,
        outcome: r.outcome,
        breakdown: r.breakdown,
        running: r.running,
        errors: r.errors,
        ...(r.tricks?.length ? { tricks: r.tricks.map((tr) => ({ ...tr, line: tr.line + 1 })) } : {}),
        ...(r.penalties ? { penalties: penaltyEntries(r.penalties) } : {}),
      })),
    totals: a.totals,
    diagnostics: a.problems.map((p) => toJsonDiagnostic(p, lang)),
  };
  const between = penaltiesBetween(a.rounds);
  if (between) out.penalties = between;
  if (withSettlement && 'settlement' in a) {
    const s = a.settlement;
    out.settlement = {
      totals: s.totals,
      ...(s.money ? { money: amountsOf(s.money) } : {}),
      ...(s.currency ? { currency: s.currency } : {}),
      transfers: s.transfers.map((t) => ({ from: t.from, to: t.to, amount: centsToAmount(t.cents) })),
      winner: s.winner ?? null,
      ...a.module?.report.settlementJson(a),
    };
  }
  return out;
}
