// Engine analysis → SettlementModel: exactly what the settlement view shows. Pure, in a layer of its own below the
// editor's glue: the view's host, the exported page, the table session's phones and the CLI's sharing build the same
// model from it.

import type { GameKind } from '../format/ast';
import type { Problem } from '../format/types';
import type { RoundResult, Settlement } from '../engine/model';
import { msg, render, type Lang } from '../messages';
import type { SettlementModel, SheetRound, SheetRuleSwitch } from '../protocol';
import { explainRound } from '../report/explain';
import { roundFactsText } from '../report/roundFacts';
import type { GameModule } from '../games/game';
import { gameModuleOf } from '../analysis/analyze';
import { english, type Translate } from '../language/messages';
import { switchDescription, switchValueText } from '../language/ruleText';
import { hasInvisible, showInvisible, showInvisibleIn } from '../text/invisible';

/** What `toSettlementModel` needs: a DocumentAnalysis or anything shaped like it. */
export interface AnalysisLike {
  game?: GameKind;
  /**
   * The module of the game (a DocumentAnalysis has it): the rounds' facts, their working and the game's own columns;
   * looked up by `game` where absent.
   */
  module?: GameModule;
  rounds: readonly RoundResult[];
  problems: Problem[];
  settlement: Settlement;
}

const MESSAGES_PER_ROUND = 3;
const NO_MESSAGES: string[] = [];

/**
 * A switch in force as the view shows it: key and value as written, and the name, the value and the meaning in the
 * language (a `multi` value's words each named, joined by commas).
 */
function switchShown(
  w: { key: string; value: string; set: boolean },
  module: GameModule | undefined,
  lang: Lang | undefined,
  t: Translate,
): SheetRuleSwitch {
  const out: SheetRuleSwitch = { key: w.key, value: w.value, set: w.set };
  const words = w.value.split(' ');
  const valueText = lang
    ? words.map((value) => render(msg('switch.value', { key: w.key, value }), lang)).join(', ')
    : words.map((value) => switchValueText(value, t)).join(' ');
  if (valueText !== w.value) out.valueText = valueText;
  if (lang) out.name = render(msg('switch.name', { key: w.key }), lang);
  const spec = module?.rules.switches.find((x) => x.key === w.key);
  if (spec) out.describe = switchDescription(module?.editor, spec.key, spec.describe, t);
  return out;
}

/** The analysis's game module: its own, else the analysis's for its kind. */
function moduleOf(analysis: AnalysisLike): GameModule | undefined {
  return analysis.module ?? (analysis.game ? gameModuleOf(analysis.game) : undefined);
}

function aligned(names: readonly string[], record: Record<string, number> | undefined): number[] {
  return names.map((n) => record?.[n] ?? 0);
}

function lineOf(p: Problem): number {
  return p.range.start.line;
}

/**
 * Project an analysis to what the view shows. Pure; the host calls it once per document version.
 * Problems are attributed to a round by the line of their range (a round runs from its `round`
 * line to the line before the next one), so warnings are flagged as well as the engine's error count. `t` says the
 * switches' meanings and on/off in the host's words (vscode.l10n.t, a page's bundle); English when not given.
 */
export function toSettlementModel(
  analysis: AnalysisLike,
  fileName: string,
  lang?: Lang,
  t: Translate = english,
): SettlementModel {
  const s = analysis.settlement;
  const module = moduleOf(analysis);
  const names = s.names.slice();
  const problems = analysis.problems ?? [];
  const rounds = analysis.rounds;
  // Round start lines are ascending; bucket problems by binary search instead of a scan per round. Most rounds have
  // none, so buckets are made only for the rounds that do (a 10,000-round sheet is projected on every update).
  const buckets = new Map<number, Problem[]>();
  for (const p of problems) {
    const line = lineOf(p);
    let lo = 0;
    let hi = rounds.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (rounds[mid].line <= line) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found >= 0) {
      const bucket = buckets.get(found);
      if (bucket) bucket.push(p);
      else buckets.set(found, [p]);
    }
  }

  const namesKey = names.join('\n');
  const sheet = new Array<SheetRound>(rounds.length);
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i];
    const inRound = buckets.get(i);
    if (!inRound) {
      sheet[i] = problemFreeRow(module, r, names, namesKey, lang);
      continue;
    }
    const columns = projectedRound(module, r, names, namesKey, lang).row;
    const warnings = inRound.filter((p) => p.severity === 'warning').length;
    const errors = Math.max(r.errors ?? 0, inRound.filter((p) => p.severity === 'error').length);
    sheet[i] = {
      ...columns,
      errors,
      warnings,
      messages: inRound
        .filter((p) => p.severity === 'error' || p.severity === 'warning')
        .slice(0, MESSAGES_PER_ROUND)
        .map((p) => (lang && p.msg ? render(p.msg, lang) : p.message)),
    };
  }

  const detail = module?.view.summary(analysis);
  const model: SettlementModel = {
    fileName,
    // The analysis says there is no game line when `game` is missing; the settlement's default must not hide that.
    game: analysis.game,
    title: s.title,
    date: s.date,
    preset: s.rules?.preset ?? '',
    ...(lang && s.rules?.preset ? { presetName: render(msg('switch.preset', { preset: s.rules.preset }), lang) } : {}),
    switches: (s.rules?.switches ?? []).map((w) => switchShown(w, module, lang, t)),
    names,
    rounds: sheet,
    totals: aligned(names, s.totals),
    money: s.money ? aligned(names, s.money) : undefined,
    currency: s.currency,
    stakeCents: s.stakeCents,
    transfers: s.transfers.map((t) => ({ from: t.from, to: t.to, cents: t.cents })),
    winner: s.winner,
    // The game's own members (Doppelkopf's players' statistics, Belote's games), as its module shows them.
    ...module?.view.sheet?.(s, names),
    ...(detail ? { detail } : {}),
    errors: problems.filter((p) => p.severity === 'error').length,
    warnings: problems.filter((p) => p.severity === 'warning').length,
  };
  // Text from the file reaches the model through its names, title, file name and problems: where any of them holds a
  // bidi control or another invisible character, every string of the model shows it (review F10).
  const invisible =
    [fileName, s.title ?? '', ...names].some(hasInvisible) || problems.some((p) => hasInvisible(p.message));
  return invisible ? showInvisibleIn(model) : model;
}

type RoundColumns = Omit<SheetRound, 'errors' | 'warnings' | 'messages'>;

/**
 * What a round's row shows apart from its problems, kept per engine result: an incremental analysis hands back the
 * same RoundResult for every round an edit did not touch, so a 10,000-round sheet projects only the rounds it
 * re-scored. The analyser moves a kept result's line and running totals in place: those two are checked on each use.
 */
const projected = new WeakMap<RoundResult, Projected>();

interface Projected {
  lang: Lang | undefined;
  names: string;
  row: RoundColumns;
  /** The whole row while the round has no problem in it (most rounds): one object from update to update. */
  clean?: SheetRound;
}

function problemFreeRow(
  game: GameModule | undefined,
  r: RoundResult,
  names: string[],
  namesKey: string,
  lang: Lang | undefined,
): SheetRound {
  const p = projectedRound(game, r, names, namesKey, lang);
  const errors = r.errors ?? 0;
  if (p.clean?.errors !== errors) p.clean = { ...p.row, errors, warnings: 0, messages: NO_MESSAGES };
  return p.clean;
}

function projectedRound(
  game: GameModule | undefined,
  r: RoundResult,
  names: string[],
  namesKey: string,
  lang: Lang | undefined,
): Projected {
  const hit = projected.get(r);
  if (hit && hit.lang === lang && hit.names === namesKey && hit.row.index === r.index) {
    const row = hit.row;
    if (row.line === r.line && names.every((n, j) => (r.running?.[n] ?? 0) === row.running[j])) return hit;
    hit.row = { ...row, line: r.line, running: aligned(names, r.running) };
    hit.clean = undefined;
    return hit;
  }
  const row: RoundColumns = {
    index: r.index,
    line: r.line,
    outcome: r.outcome,
    points: names.map((n) => (n in r.scores ? r.scores[n] : null)),
    running: aligned(names, r.running),
    // The engine's words in the view's language where it gave them as data.
    summary: lang && r.summaryMsg ? render(r.summaryMsg, lang) : r.summary,
    facts: roundFactsText(game, r, lang ?? 'en'),
  };
  // What the game names beside the facts (Doppelkopf's penalty points, no part of the game's points).
  const note = game?.view.roundNote?.(r, lang ?? 'en');
  if (note) row.facts = [...(row.facts ?? []), note];
  if (r.dealer !== undefined) {
    row.dealer = r.dealer;
    if (r.sitsOut?.includes(r.dealer)) row.dealerSitsOut = true;
  }
  // The game's own columns, as its module gives them (src/games/<game>/view.ts).
  const detail = game?.view.round(r, lang);
  if (detail) row.detail = detail;
  const entry: Projected = { lang, names: namesKey, row };
  projected.set(r, entry);
  return entry;
}

/**
 * The working of the round numbered `index` (what `scoresheet explain` prints, the row's tooltip), computed when the
 * view asks for it; undefined when the analysis has no such round.
 */
export function roundWorking(analysis: AnalysisLike, index: number, lang?: Lang): string | undefined {
  // Rounds are numbered by position, so the index is a direct look-up; a search covers anything else.
  const at = analysis.rounds[index - 1];
  const r = at?.index === index ? at : analysis.rounds.find((x) => x.index === index);
  return r ? showInvisible(explainRound(moduleOf(analysis), r, lang ?? 'en')) : undefined;
}

/**
 * What an update of `prev` to `next` must post: `next` keeps the first `keep` rows of `prev` and its last `tail` rows
 * (the rows between changed; an edit in the middle of a long sheet changes a row or two). Rows compare by value, and
 * rows from the projection cache by identity at once.
 */
export function changedRows(prev: readonly SheetRound[], next: readonly SheetRound[]): { keep: number; tail: number } {
  const n = Math.min(prev.length, next.length);
  let keep = 0;
  while (keep < n && sameRow(prev[keep], next[keep])) keep++;
  let tail = 0;
  while (tail < n - keep && sameRow(prev[prev.length - 1 - tail], next[next.length - 1 - tail])) tail++;
  return { keep, tail };
}

function sameRow(a: SheetRound, b: SheetRound): boolean {
  if (a === b) return true;
  return (
    a.errors === b.errors &&
    a.warnings === b.warnings &&
    sameJson(a.messages, b.messages) &&
    a.index === b.index &&
    a.line === b.line &&
    a.outcome === b.outcome &&
    a.summary === b.summary &&
    a.dealer === b.dealer &&
    a.dealerSitsOut === b.dealerSitsOut &&
    sameJson(a.points, b.points) &&
    sameJson(a.running, b.running) &&
    sameJson(a.facts, b.facts) &&
    sameJson(a.detail, b.detail)
  );
}

/** Plain data (numbers, strings, arrays, objects) compared by value; fine for the few small fields of a row. */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
