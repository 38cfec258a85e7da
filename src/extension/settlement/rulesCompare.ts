// The settlement view's "Compare rules": the game's rule choices and the sheet settled under other rules, projected
// for the view. Pure (no vscode), the same comparison as `settle --compare` (src/report/compare.ts).

import { analyzeFileText, type DocumentAnalysis } from '../../analysis/analyze';
import { gameOf } from '../../games/registry';
import { msg, render, type Lang } from '../../messages';
import type { RuleChangeInput, RuleChoices, RulesComparisonModel } from '../../protocol';
import { compareAnalyses, describeChanges, withChanges } from '../../report/compare';
import { english, type Translate } from '../../language/messages';
import { switchDescription, switchValueText } from '../../language/ruleText';
import { showInvisibleIn } from '../../text/invisible';

/**
 * The presets and switches of the sheet's game with the values in force in the file; undefined without a game. With
 * a language, presets, switches and values are named in it (the Rules list's words), the keys kept beside them; `t`
 * says what each switch means (and on/off without a language) in the host's words.
 */
export function ruleChoicesOf(
  a: Pick<DocumentAnalysis, 'game' | 'settlement'>,
  lang?: Lang,
  t: Translate = english,
): RuleChoices | undefined {
  if (!a.game) return undefined;
  const inForce = new Map(a.settlement.rules.switches.map((s) => [s.key, s.value]));
  const game = gameOf(a.game);
  const presets = [...game.rules.presets(a.game)];
  const valueText = (key: string, value: string) =>
    lang ? render(msg('switch.value', { key, value }), lang) : switchValueText(value, t);
  return {
    preset: a.settlement.rules.preset,
    presets,
    ...(lang
      ? { presetNames: Object.fromEntries(presets.map((p) => [p, render(msg('switch.preset', { preset: p }), lang)])) }
      : {}),
    switches: game.rules.switches.map((s) => {
      const texts = s.values.map((v) => [v, valueText(s.key, v)]).filter(([v, text]) => v !== text);
      return {
        key: s.key,
        kind: s.kind,
        values: [...s.values],
        value: inForce.get(s.key) ?? '',
        ...(texts.length ? { valueTexts: Object.fromEntries(texts) as Record<string, string> } : {}),
        describe: switchDescription(game.editor, s.key, s.describe, t),
        ...(lang ? { name: render(msg('switch.name', { key: s.key }), lang) } : {}),
      };
    }),
  };
}

export interface ComparisonAnswer {
  choices?: RuleChoices;
  result?: RulesComparisonModel;
  error?: string;
}

/**
 * The sheet `asWritten` (block `block` of the file's text) settled again with `changes`. Without changes only the
 * choices are answered. A change the game does not know is answered with the engine's own sentence, not a result.
 */
export function compareRules(
  fileName: string,
  text: string,
  block: number,
  asWritten: DocumentAnalysis,
  changes: readonly RuleChangeInput[],
  lang?: Lang,
  t: Translate = english,
): ComparisonAnswer {
  const choices = ruleChoicesOf(asWritten, lang, t);
  if (!choices || changes.length === 0) return { choices };
  const whatIf = analyzeFileText(fileName, text, withChanges(undefined, changes))[block];
  if (!whatIf) return { choices };
  const bad = whatIf.overrideProblems?.[0];
  if (bad) return { choices, error: lang && bad.msg ? render(bad.msg, lang) : bad.message };
  const c = compareAnalyses(asWritten, whatIf, changes);
  const aligned = (r: Record<string, number>) => c.names.map((n) => r[n] ?? 0);
  const transfers = (ts: readonly { from: string; to: string; cents: number }[]) =>
    ts.map((x) => ({ from: x.from, to: x.to, cents: x.cents }));
  // Names with bidi controls or other invisible characters are shown (review F10).
  return showInvisibleIn<ComparisonAnswer>({
    choices,
    result: {
      changes: describeChanges(changes),
      names: c.names,
      asWritten: aligned(c.asWritten),
      whatIf: aligned(c.whatIf),
      difference: aligned(c.difference),
      ...(c.money
        ? {
            money: {
              asWritten: aligned(c.money.asWritten),
              whatIf: aligned(c.money.whatIf),
              difference: aligned(c.money.difference),
            },
            ...(c.money.currency ? { currency: c.money.currency } : {}),
          }
        : {}),
      ...(c.games
        ? {
            games: {
              asWritten: aligned(c.games.asWritten),
              whatIf: aligned(c.games.whatIf),
              difference: aligned(c.games.difference),
            },
          }
        : {}),
      transfers: { asWritten: transfers(c.transfers.asWritten), whatIf: transfers(c.transfers.whatIf) },
      errors: whatIf.problems.filter((p) => p.severity === 'error').length,
      ...(c.notes.length ? { notes: c.notes.map((m) => render(m, lang ?? 'en')) } : {}),
    },
  });
}
