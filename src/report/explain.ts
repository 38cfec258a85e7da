// `scoresheet explain`: each round's working, item by item, as plain text.

import type { DocumentAnalysis } from '../engine/analyze';
import type { BreakdownItem, RoundResult } from '../engine/model';
import { msg, render } from '../messages';
import { signedDisplay } from '../text/numbers';
import { dutyMessages, dutySolos } from './dutySolos';

function itemLine(b: BreakdownItem): string {
  const parts = [b.item];
  if (b.points !== undefined) parts.push(signedDisplay(b.points));
  if (b.factor !== undefined && !/[×x]\s*\d/.test(b.item)) parts.push(`×${b.factor}`);
  if (b.side) parts.push(`(${b.side})`);
  return parts.join(' ');
}

function scoresLine(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([name, v]) => `${name} ${signedDisplay(v)}`)
    .join('  ');
}

const PARTY: Record<string, string> = { re: 'Re', kontra: 'Kontra' };

/**
 * A scored Doppelkopf round from the side of each party: `Kontra  won  1`, then the value as the sheet shows it
 * (`= Kontra 3`, `× bock 2 = Kontra 6`) and who gets what. Breakdown points are signed from Re's view; here each
 * line is shown as a plus for the party it is credited to, so nobody has to read `won −1`.
 */
function doppelkopfWorking(r: RoundResult): string[] | undefined {
  const info = r.doppelkopf;
  if (!info || r.breakdown.length === 0 || (r.outcome !== 're' && r.outcome !== 'kontra' && r.outcome !== 'none'))
    return undefined;
  const adds = r.breakdown.filter((b) => b.points !== undefined && b.points !== 0);
  const width = Math.max(0, ...adds.map((b) => b.item.length));
  const lines: string[] = [];
  if (r.outcome === 'none')
    lines.push('    no winner (TSR 7.1.4): only the level and refutation points and the special points count');
  for (const b of adds) {
    const side = b.side ?? (b.points! > 0 ? 're' : 'kontra');
    const own = side === 're' ? b.points! : -b.points!;
    lines.push(`    ${(PARTY[side] ?? side).padEnd(6)}  ${b.item.padEnd(width)}  ${signedDisplay(own)}`);
  }
  const view = (v: number) => (v === 0 ? '0' : `${v > 0 ? 'Re' : 'Kontra'} ${Math.abs(v)}`);
  let v = adds.reduce((sum, b) => sum + b.points!, 0);
  lines.push(`    = ${view(v)}${v !== 0 ? ` (V = ${signedDisplay(v)} seen from Re)` : ''}`);
  for (const b of r.breakdown) {
    if (b.factor === undefined || b.item === 'solo') continue;
    v *= b.factor;
    lines.push(`    × ${b.item} ${b.factor} = ${view(v)}`);
  }
  const names = (xs: string[]) => xs.join(', ');
  if (info.soloist !== undefined) {
    lines.push(
      `    solo ×3: the soloist ${info.soloist} ${signedDisplay(3 * info.value)}, ` +
        `each opponent (${names(info.kontra)}) ${signedDisplay(-info.value)}`,
    );
  } else {
    lines.push(
      `    Re (${names(info.re)}) ${signedDisplay(info.value)} each, ` +
        `Kontra (${names(info.kontra)}) ${signedDisplay(-info.value)} each`,
    );
  }
  if (info.out.length > 0) lines.push(`    ${names(info.out)} sit${info.out.length === 1 ? 's' : ''} out: 0`);
  return lines;
}

export function explainRound(r: RoundResult): string {
  const lines = [`Round ${r.index} (line ${r.line + 1}): ${r.summary || r.outcome}`];
  // Who dealt, and who still owes a duty solo: the table mechanics of version 2.
  const table: string[] = [];
  if (r.dealer !== undefined) {
    const out = r.doppelkopf?.out.includes(r.dealer) ?? false;
    table.push(render(msg(out ? 'table.dealer-sits-out' : 'table.dealer', { dealer: r.dealer })));
  }
  if (r.dutyOwed) table.push(render(msg('table.duty-owes', { players: r.dutyOwed })));
  if (table.length) lines.push(`  ${table.join(' · ')}`);
  const dk = doppelkopfWorking(r);
  if (dk) lines.push(...dk);
  else for (const b of r.breakdown) lines.push(`    ${itemLine(b)}`);
  // Each written trick under its round, so a rule guide's example reads with its winner and value.
  for (const t of r.tricks ?? []) {
    const working = t.explain ?? 'no winner (the trick is not complete, or the trump is not known)';
    lines.push(`  trick ${t.number} (line ${t.line + 1}): ${working}`);
  }
  if (Object.keys(r.scores).length > 0) {
    lines.push(`  scores:  ${scoresLine(r.scores)}`);
    if (r.filled) lines.push(`  ${render(msg('dk.filled', { row: scoresLine(r.filled) }))}`);
  } else if (r.outcome === 'unscored' && r.tricks?.length)
    lines.push('  not scored (the tricks are checked one by one; see the summary above)');
  else lines.push(`  not scored${r.outcome === 'unscored' ? ' (facts missing; see check)' : ''}`);
  if (Object.keys(r.running).length > 0) lines.push(`  running: ${scoresLine(r.running)}`);
  if (r.errors > 0) lines.push(`  ${r.errors} error${r.errors === 1 ? '' : 's'} in this round (see check)`);
  return lines.join('\n');
}

export function explainAnalysis(a: DocumentAnalysis, round?: number): { text: string; found: boolean } {
  const rounds = round === undefined ? a.rounds : a.rounds.filter((r) => r.index === round);
  if (rounds.length === 0) {
    if (round !== undefined) return { text: '', found: false };
    return {
      text: a.game
        ? 'No rounds yet: the sheet has a header but no "round" line.'
        : 'No game: the file has no "game" line.',
      found: true,
    };
  }
  const text = rounds.map(explainRound).join('\n\n');
  // The whole sheet ends with who still owes a duty solo (one round shows it in its own lines).
  const duty = round === undefined ? dutySolos(a) : undefined;
  if (!duty) return { text, found: true };
  return {
    text: `${text}\n\n${dutyMessages(duty)
      .map((m) => render(m))
      .join('\n')}`,
    found: true,
  };
}
