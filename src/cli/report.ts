// The CLI's JSON contract (score-format.md, "The command-line contract") and its compiler-style text lines.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { msg, render, type Lang } from '../messages';
import { mapDict } from '../text/dict';
import type { GameJson } from '../games/game';
import { GAME_KINDS, gameOf } from '../games/registry';

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

/** The game's members of the JSON (GameReport.json): the analysis's module's, else its kind's. */
function gameJson(a: JsonRounds | DocumentAnalysis): GameJson | undefined {
  const module =
    'module' in a && a.module ? a.module : a.game && GAME_KINDS.includes(a.game) ? gameOf(a.game) : undefined;
  return module?.report.json;
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
  const json = gameJson(a);
  const out: JsonFile = {
    file,
    ...(block !== undefined ? { block } : {}),
    game: a.game ?? null,
    rounds: (json ? a.rounds.filter((r) => json.isRound(r)) : a.rounds).map((r) => ({
      number: r.index,
      line: r.line + 1,
      scores: r.scores,
      outcome: r.outcome,
      breakdown: r.breakdown,
      running: r.running,
      errors: r.errors,
      ...(r.tricks?.length ? { tricks: r.tricks.map((tr) => ({ ...tr, line: tr.line + 1 })) } : {}),
      // The game's own members (Doppelkopf's penalty points).
      ...json?.round(r),
    })),
    totals: a.totals,
    diagnostics: a.problems.map((p) => toJsonDiagnostic(p, lang)),
  };
  // The game's own members of the file (Doppelkopf's penalty points between games), after its diagnostics.
  if (json) Object.assign(out, json.file(a.rounds));
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
