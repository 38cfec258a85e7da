// `explain` of a scored Doppelkopf round: its working from the side of each party, and who gets what.

import type { RoundResult } from '../../../engine/model';
import { fmtOf, msg, render, type Message } from '../../../messages';
import type { ReportWriter } from '../../game';

const PARTY: Record<string, string> = { re: 'Re', kontra: 'Kontra' };

/** How `explain` names the party a breakdown line is credited to (`re` → `Re`). */
export function sideName(side: string): string {
  return PARTY[side] ?? side;
}

/**
 * A scored Doppelkopf round from the side of each party: `Kontra  won  1`, then the value as the sheet shows it
 * (`= Kontra 3`, `× bock 2 = Kontra 6`) and who gets what. Breakdown points are signed from Re's view; here each
 * line is shown as a plus for the party it is credited to, so nobody has to read `won −1`.
 */
export function working(r: RoundResult, w: ReportWriter): string[] | undefined {
  const info = r.doppelkopf;
  if (!info || r.breakdown.length === 0 || (r.outcome !== 're' && r.outcome !== 'kontra' && r.outcome !== 'none'))
    return undefined;
  const lang = w.lang;
  const f = fmtOf(lang);
  const t = (m: Message) => render(m, lang);
  const adds = r.breakdown.filter((b) => b.points !== undefined && b.points !== 0);
  const width = Math.max(0, ...adds.map((b) => w.item(b).length));
  const lines: string[] = [];
  if (r.outcome === 'none') lines.push(`    ${t(msg('explain.no-winner'))}`);
  for (const b of adds) {
    const side = b.side ?? (b.points! > 0 ? 're' : 'kontra');
    const own = side === 're' ? b.points! : -b.points!;
    lines.push(`    ${sideName(side).padEnd(6)}  ${w.item(b).padEnd(width)}  ${f.signedNum(own)}`);
  }
  let v = adds.reduce((sum, b) => sum + b.points!, 0);
  lines.push(`    = ${t(msg('explain.value', { v }))}`);
  for (const b of r.breakdown) {
    if (b.factor === undefined || b.item === 'solo') continue;
    v *= b.factor;
    lines.push(`    × ${w.item(b)} ${b.factor} = ${t(msg('explain.view', { v }))}`);
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
