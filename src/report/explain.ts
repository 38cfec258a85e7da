// `scoresheet explain`: each round's working, item by item, as plain text in the user's language.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { BreakdownItem, RoundResult } from '../engine/model';
import { fmtOf, msg, render, type Lang, type Message } from '../messages';
import { summaryIn } from './roundFacts';
import { dutyMessages, dutySolos } from '../games/doppelkopf/report/dutySolos';

/** A breakdown line's words in the language (its English `item` where the engine gave no label). */
export function itemIn(b: BreakdownItem, lang: Lang): string {
  return b.label && lang !== 'en' ? render(b.label, lang) : b.item;
}

function itemLine(b: BreakdownItem, lang: Lang): string {
  const f = fmtOf(lang);
  const words = itemIn(b, lang);
  const parts = [words];
  if (b.points !== undefined) parts.push(f.signedNum(b.points));
  if (b.factor !== undefined && !/[×x]\s*\d/.test(words)) parts.push(`×${b.factor}`);
  if (b.side) parts.push(`(${PARTY[b.side] ?? b.side})`);
  return parts.join(' ');
}

function scoresLine(scores: Record<string, number>, lang: Lang): string {
  const f = fmtOf(lang);
  return Object.entries(scores)
    .map(([name, v]) => `${name} ${f.signedNum(v)}`)
    .join('  ');
}

const PARTY: Record<string, string> = { re: 'Re', kontra: 'Kontra' };

/**
 * A scored Doppelkopf round from the side of each party: `Kontra  won  1`, then the value as the sheet shows it
 * (`= Kontra 3`, `× bock 2 = Kontra 6`) and who gets what. Breakdown points are signed from Re's view; here each
 * line is shown as a plus for the party it is credited to, so nobody has to read `won −1`.
 */
function doppelkopfWorking(r: RoundResult, lang: Lang): string[] | undefined {
  const info = r.doppelkopf;
  if (!info || r.breakdown.length === 0 || (r.outcome !== 're' && r.outcome !== 'kontra' && r.outcome !== 'none'))
    return undefined;
  const f = fmtOf(lang);
  const t = (m: Message) => render(m, lang);
  const adds = r.breakdown.filter((b) => b.points !== undefined && b.points !== 0);
  const width = Math.max(0, ...adds.map((b) => itemIn(b, lang).length));
  const lines: string[] = [];
  if (r.outcome === 'none') lines.push(`    ${t(msg('explain.no-winner'))}`);
  for (const b of adds) {
    const side = b.side ?? (b.points! > 0 ? 're' : 'kontra');
    const own = side === 're' ? b.points! : -b.points!;
    lines.push(`    ${(PARTY[side] ?? side).padEnd(6)}  ${itemIn(b, lang).padEnd(width)}  ${f.signedNum(own)}`);
  }
  let v = adds.reduce((sum, b) => sum + b.points!, 0);
  lines.push(`    = ${t(msg('explain.value', { v }))}`);
  for (const b of r.breakdown) {
    if (b.factor === undefined || b.item === 'solo') continue;
    v *= b.factor;
    lines.push(`    × ${itemIn(b, lang)} ${b.factor} = ${t(msg('explain.view', { v }))}`);
  }
  if (info.soloist !== undefined) {
    lines.push(
      `    ${t(
        msg('explain.solo', {
          soloist: info.soloist,
          soloistPoints: 3 * info.value,
          opponents: info.kontra,
          each: -info.value,
        }),
      )}`,
    );
  } else {
    lines.push(`    ${t(msg('explain.normal', { re: info.re, kontra: info.kontra, value: info.value }))}`);
  }
  return lines;
}

export function explainRound(r: RoundResult, lang: Lang = 'en'): string {
  const t = (m: Message) => render(m, lang);
  const lines = [
    t(msg('explain.round', { index: r.index, line: r.line + 1, summary: summaryIn(r, lang) || r.outcome })),
  ];
  // Who dealt, and who still owes a duty solo: the table mechanics of version 2.
  const table: string[] = [];
  if (r.dealer !== undefined) {
    const out = r.sitsOut?.includes(r.dealer) ?? false;
    table.push(t(msg(out ? 'table.dealer-sits-out' : 'table.dealer', { dealer: r.dealer })));
  }
  if (r.dutyOwed) table.push(t(msg('table.duty-owes', { players: r.dutyOwed })));
  if (r.dutyNext) table.push(t(msg('table.duty-next', r.dutyNext)));
  if (r.bockTrigger !== undefined) table.push(t(msg('facts.bock-trigger', { count: r.bockTrigger })));
  if (table.length) lines.push(`  ${table.join(' · ')}`);
  const dk = doppelkopfWorking(r, lang);
  if (dk) lines.push(...dk);
  else for (const b of r.breakdown) lines.push(`    ${itemLine(b, lang)}`);
  // Whoever sits out scores 0 and has played no game, whether the round gives its facts or only its outcome.
  if (r.sitsOut?.length && Object.keys(r.scores).length > 0)
    lines.push(`    ${t(msg('explain.out', { players: r.sitsOut }))}`);
  // Each written trick under its round, so a rule guide's example reads with its winner and value.
  for (const tr of r.tricks ?? []) {
    const working = tr.explainMsg && lang !== 'en' ? t(tr.explainMsg) : tr.explain;
    lines.push(
      `  ${t(msg('explain.trick', { number: tr.number, line: tr.line + 1, ...(working ? { working } : {}) }))}`,
    );
  }
  // Penalty points are listed apart: never part of the game's scores, only of the running totals.
  const penalty = r.penalties ? `  ${t(msg('pen.explain', { scores: scoresLine(r.penalties, lang) }))}` : undefined;
  if (r.penaltyOnly) {
    if (penalty) lines.push(penalty);
  } else if (Object.keys(r.scores).length > 0) {
    lines.push(`  ${t(msg('explain.scores', { scores: scoresLine(r.scores, lang) }))}`);
    if (r.filled) lines.push(`  ${t(msg('dk.filled', { row: scoresLine(r.filled, lang) }))}`);
  } else if (r.outcome === 'unscored' && r.tricks?.length) lines.push(`  ${t(msg('explain.not-scored-tricks'))}`);
  else lines.push(`  ${t(msg('explain.not-scored', { facts: r.outcome === 'unscored' }))}`);
  if (penalty && !r.penaltyOnly) lines.push(penalty);
  if (Object.keys(r.running).length > 0)
    lines.push(`  ${t(msg('explain.running', { scores: scoresLine(r.running, lang) }))}`);
  if (r.errors > 0) lines.push(`  ${t(msg('explain.errors', { errors: r.errors }))}`);
  return lines.join('\n');
}

export function explainAnalysis(
  a: DocumentAnalysis,
  round?: number,
  lang: Lang = 'en',
): { text: string; found: boolean } {
  const rounds = round === undefined ? a.rounds : a.rounds.filter((r) => r.index === round);
  if (rounds.length === 0) {
    if (round !== undefined) return { text: '', found: false };
    return { text: render(msg(a.game ? 'report.no-rounds' : 'report.no-game'), lang), found: true };
  }
  const text = rounds.map((r) => explainRound(r, lang)).join('\n\n');
  // The whole sheet ends with who still owes a duty solo (one round shows it in its own lines).
  const duty = round === undefined ? dutySolos(a) : undefined;
  if (!duty) return { text, found: true };
  return {
    text: `${text}\n\n${dutyMessages(duty)
      .map((m) => render(m, lang))
      .join('\n')}`,
    found: true,
  };
}
