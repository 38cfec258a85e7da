// How a round's result reads in hovers, code lenses, inlay hints and the outline: one wording everywhere.

import type { BreakdownItem, RoundResult, TrickSummary } from '../engine/model';
import { signedAscii, signedDisplay } from '../text/numbers';
import { markdownText, markdownTable } from '../text/tables';
import { msg, render, type Lang } from '../messages';
import type { GameEditor } from '../games/game';
import { roundFactsShort, type ReportGame } from '../report/roundFacts';
import { english, type Translate } from './messages';
import { itemText, summaryText, trickText } from './text';

/** `Anna +2 · Ben -2 · Clara +2 · Dora -2` (players or teams in the engine's order). */
export function scoresLine(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([name, n]) => `${name} ${signedAscii(n)}`)
    .join(' · ');
}

/** `1 error`, `2 errors`, `1 erreur`: the plural follows the language, from the message catalog. */
export function errorCount(n: number, lang: Lang = 'en'): string {
  return render(msg('lang.round-errors', { count: n }), lang);
}

/**
 * What the code lens on a `round` line says: the result and its deciding facts in the words `settle` uses
 * (`Re (Ben, Dora) 140:100 lost — Re: keine 90 announced, missed; Kontra announced`), then the scores. The facts are
 * the game's (the analysis's `module`); without it, the result alone.
 */
export function roundLine(r: RoundResult, lang: Lang = 'en', game?: ReportGame): string {
  const problems = r.errors > 0 ? ` · ${errorCount(r.errors, lang)}` : '';
  if (!r.summary) return scoresLine(r.scores) + problems;
  // The scores as the engine's summary and `settle` write them (`Anna +2 Ben −2`).
  const scores = Object.entries(r.scores)
    .map(([name, n]) => `${name} ${signedDisplay(n)}`)
    .join(' ');
  const facts = roundFactsShort(game, r, lang);
  return `${facts}${scores ? ` · ${scores}` : ''}${problems}`;
}

function breakdownRow(b: BreakdownItem, lang: Lang): string[] {
  return [
    itemText(b, lang),
    b.side ?? '',
    b.points !== undefined ? signedAscii(b.points) : '',
    b.factor !== undefined ? `×${b.factor}` : '',
  ];
}

/** What the hover asks of the round's game (src/games/<game>/editor): its table facts and a column of its own. */
export type HoverGame = { readonly editor: Pick<GameEditor, 'roundTable' | 'besidePoints'> } | undefined;

/**
 * The hover: the round's itemised breakdown, then this round's points and the running totals per name. What the round
 * says of the table and points beside the game's own are its game's (the analysis's `module`).
 */
export function roundHoverMarkdown(
  r: RoundResult,
  lang: Lang = 'en',
  t: Translate = english,
  game?: HoverGame,
): string {
  const lines: string[] = [];
  const summary = summaryText(r, lang);
  lines.push(`**${markdownText(t('Round {0}', r.index))}**${summary ? ` · ${markdownText(summary)}` : ''}`, '');
  // The table mechanics (version 2): who deals, then what the game says of the table (who still owes a duty solo).
  const table: string[] = [];
  if (r.dealer !== undefined)
    table.push(r.sitsOut?.includes(r.dealer) ? t('Dealer: {0} (sits out)', r.dealer) : t('Dealer: {0}', r.dealer));
  table.push(...(game?.editor.roundTable?.(r, lang, t) ?? []));
  // Whoever sits out scores 0 and plays no game, as `explain` says (also when the round gives only its outcome).
  if (r.sitsOut?.length && Object.keys(r.scores).length > 0)
    table.push(render(msg('explain.out', { players: r.sitsOut }), lang));
  if (table.length) lines.push(markdownText(table.join(' · ')), '');
  if (r.breakdown.length > 0) {
    const head = [t('item'), t('side'), t('points'), t('factor')];
    lines.push(
      markdownTable({ head, rows: r.breakdown.map((b) => breakdownRow(b, lang)), right: [false, false, true, true] }),
      '',
    );
  } else if (r.outcome === 'unscored') {
    const why = r.tricks?.length
      ? t('Not scored: a trick example, checked trick by trick.')
      : t('Not scored: facts are missing (see the problems in this round).');
    lines.push(markdownText(why), '');
  }
  if (r.tricks?.length) {
    const rows = r.tricks.map((tr) => [
      String(tr.number),
      tr.winner ?? '',
      tr.value !== undefined ? String(tr.value) : '',
    ]);
    lines.push(markdownTable({ head: [t('trick'), t('winner'), t('points')], rows, right: [true, false, true] }), '');
  }
  const names = [...new Set([...Object.keys(r.scores), ...Object.keys(r.running)])];
  // Points beside the game's own (Doppelkopf's penalty points): a column of their own, where the round has any.
  const beside = game?.editor.besidePoints?.(r, t);
  if (names.length > 0) {
    const rows = names.map((n) => {
      const s = r.scores[n];
      const run = r.running[n];
      // A filled-in score (not on the `score` line) is marked, so nobody looks for it in the text.
      const shown =
        s === undefined ? '' : r.filled?.[n] !== undefined ? `${signedAscii(s)} (${t('filled in')})` : signedAscii(s);
      const row = [n, shown, run !== undefined ? String(run) : ''];
      if (beside) row.splice(2, 0, beside.points[n] !== undefined ? signedAscii(beside.points[n]) : '');
      return row;
    });
    const head = beside
      ? ['', t('this round'), beside.head, t('running total')]
      : ['', t('this round'), t('running total')];
    lines.push(markdownTable({ head, rows, right: [false, ...head.slice(1).map(() => true)] }));
  }
  return lines.join('\n').trimEnd();
}

/** The hover on a `trick` line: the winner, the winning card and the points, card by card. */
export function trickHoverMarkdown(tr: TrickSummary, lang: Lang = 'en', t: Translate = english): string {
  return `**${markdownText(t('Trick {0}', tr.number))}** · ${markdownText(trickText(tr, lang) ?? '')}`;
}
