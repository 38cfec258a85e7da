// Belote coinchée (belote.md Part A, §5): contracts, coinche/surcoinche brackets (or the contract alone multiplied,
// `coinched-value bid-only`), capot, générale.

import type { BreakdownItem } from '../model';
import type { BeloteRules } from '../rules';
import { dealPoints, rawTotals } from './dealPoints';
import { beloteTerms, finish, settling, type Settled } from './outcome';
import { other, type RoundContext, type RoundFacts, type RoundScore } from './types';

export function multiplierOf(f: RoundFacts, rules: Pick<BeloteRules, 'surcoinche'>): number {
  const mod = f.contract?.modifier;
  return mod === 'surcoinche' ? rules.surcoinche : mod === 'coinche' ? 2 : 1;
}

export function contractLabel(value: number | 'capot' | 'generale'): string {
  return value === 'generale' ? 'générale' : String(value);
}

/** Scores one coinche round. The caller has checked that the contract and cards (or a capot) are known. */
export function scoreCoinche(f: RoundFacts, ctx: RoundContext): RoundScore | undefined {
  const c = f.contract;
  if (!c || f.takerTeam === undefined) return undefined;
  const v = ctx.rules;
  const bidCapot = c.value === 'capot' || c.value === 'generale';
  const dp = dealPoints(f, ctx, bidCapot || v.unbidCapot);
  if (!dp) return undefined;
  const t = f.takerTeam;
  const d = other(t);
  const m = multiplierOf(f, v);
  const tn = ctx.names[t];
  const dn = ctx.names[d];
  const items: BreakdownItem[] = dp.items;
  // belote-counts off: the belote is still scored, but not in the comparison.
  const { annT, annD, T, D, Tt, Dt } = rawTotals(dp, t, v);
  const cval = c.value === 'capot' ? 250 : c.value === 'generale' ? v.generale : c.value;
  const inside = v.beloteMultiplied;
  const bidOnly = v.coinchedValue === 'bid-only';
  const takerCapot = dp.capot === t;
  const { scores, beloteOnly, settled } = settling(dp, t, { taker: Tt, defence: Dt }, m);
  const noBelote = v.beloteCounts ? '' : ' (belote not counted)';

  // Success is decided on raw totals only (§5.2, §5.9); never on rounded ones.
  let made: boolean;
  let litige = false;
  if (c.value === 'capot') {
    made = takerCapot;
    items.push({ item: made ? 'capot bid: all 8 tricks → made' : 'capot bid without all 8 tricks → failed', side: tn });
  } else if (c.value === 'generale') {
    made = f.generale !== undefined && f.generale.player === f.takerPlayer;
    items.push({
      item: made
        ? 'générale: the bidder took all 8 tricks → made'
        : 'générale: the bidder did not take all 8 tricks alone → failed',
      side: tn,
    });
  } else if (dp.capot === d) {
    // A team that takes no trick never makes its contract, whatever its announcements (belote.md Part A, version 2).
    made = false;
    items.push({ item: `the taker’s team took no trick → failed (${Tt} : ${Dt} does not count)`, side: tn });
  } else if (v.coincheSuccess === 'contract') {
    made = Tt >= c.value;
    items.push({
      item: `taker ${Tt} ${made ? '≥' : '<'} contract ${c.value}${noBelote} → ${made ? 'made' : 'failed'}`,
      side: tn,
    });
  } else {
    const reached = Tt >= c.value;
    made = reached && Tt > Dt;
    litige = reached && Tt === Dt && v.litige === 'carry';
    const how = !reached
      ? `taker ${Tt} < contract ${c.value}`
      : Tt > Dt
        ? `taker ${Tt} ≥ contract ${c.value} and ahead of the defence ${Tt} > ${Dt}`
        : `taker ${Tt} ≥ contract ${c.value} but not ahead of the defence ${Tt} ${Tt === Dt ? '=' : '<'} ${Dt}`;
    items.push({ item: `${how}${noBelote} → ${made ? 'made' : litige ? 'litige' : 'failed'}`, side: tn });
  }
  if (m > 1)
    items.push({
      item: `${c.modifier} ×${m}${bidOnly ? ' on the contract only (coinched-value bid-only)' : ''}`,
      factor: m,
    });

  if (litige) {
    // FFB-C §10.1.3 (optional): only the taker's points are held, never the contract value (§5.4).
    const keep = v.litigeBelote !== 'hold';
    scores[d] = D;
    scores[t] = keep ? dp.belote[t] : 0;
    const terms: Settled['terms'] = [[], []];
    terms[d] = dp.terms[d];
    terms[t] = beloteTerms(scores[t]);
    return finish(settled('litige', T - scores[t], terms), ctx);
  }

  const terms: Settled['terms'] = [[], []];
  if (made) {
    // In a capot the defence's announcements change hands unless `capot-announcements keep`.
    const moved = takerCapot && v.capotAnnouncements !== 'keep' ? annD : 0;
    const defenceKeeps = takerCapot && v.capotAnnouncements === 'keep' ? annD : 0;
    if (m === 1) {
      scores[t] = T + (takerCapot ? moved : 0) + cval;
      scores[d] = takerCapot ? dp.belote[d] + defenceKeeps : D;
      if (takerCapot && moved)
        items.push({ item: 'defence announcements go to the capot team', points: moved, side: tn });
      items.push({ item: `contract ${contractLabel(c.value)}`, points: cval, side: tn });
      terms[t] = [
        ...dp.terms[t],
        ...(moved ? [{ points: moved, label: 'defence announcements' }] : []),
        { points: cval, label: 'contract' },
      ];
      terms[d] = takerCapot
        ? [...beloteTerms(dp.belote[d]), ...(defenceKeeps ? [{ points: defenceKeeps, label: 'announcements' }] : [])]
        : dp.terms[d];
    } else if (bidOnly) {
      // pagat (`coinched-value bid-only`): base + announcements + contract × m; the belote added after, never
      // multiplied.
      const base = takerCapot && (bidCapot || v.unbidCapot) ? 250 : 160;
      const ann = annT + (annD - defenceKeeps);
      const label = `${base}${ann ? ` + ${ann} announcements` : ''} + ${cval} contract ×${m}`;
      const value = base + ann + cval * m;
      scores[t] = value + dp.belote[t];
      scores[d] = dp.belote[d] + defenceKeeps;
      items.push({ item: `${label} = ${value}`, points: value, side: tn });
      terms[t] = [{ points: value, label }, ...beloteTerms(dp.belote[t])];
      terms[d] = [
        ...beloteTerms(dp.belote[d]),
        ...(defenceKeeps ? [{ points: defenceKeeps, label: 'announcements' }] : []),
      ];
      if (dp.belote[t]) items.push({ item: 'belote added after', points: dp.belote[t], side: tn });
      items.push({
        item: dp.belote[d] || defenceKeeps ? 'defence keeps only its belote' : 'defence scores nothing',
        points: scores[d],
        side: dn,
      });
    } else {
      // FFB-C §10.1.1: (160, or 250 for every trick, + all announcements + contract) × m; house adds the belote after.
      const base160 = takerCapot && (bidCapot || v.unbidCapot) ? 250 : 160;
      const ann = annT + (annD - defenceKeeps);
      const bel = inside ? dp.belote[t] : 0;
      const bracket = base160 + ann + bel + cval;
      const parts = [
        `${base160}`,
        ann ? `${ann} announcements` : '',
        bel ? `${bel} belote` : '',
        `${cval} contract`,
      ].filter(Boolean);
      scores[t] = bracket * m + (inside ? 0 : dp.belote[t]);
      scores[d] = dp.belote[d] + defenceKeeps;
      items.push({ item: `(${parts.join(' + ')}) ×${m} = ${bracket * m}`, points: bracket * m, factor: m, side: tn });
      terms[t] = [
        { points: bracket * m, label: `(${parts.join(' + ')}) ×${m}` },
        ...(inside ? [] : beloteTerms(dp.belote[t])),
      ];
      terms[d] = [
        ...beloteTerms(dp.belote[d]),
        ...(defenceKeeps ? [{ points: defenceKeeps, label: 'announcements' }] : []),
      ];
      if (!inside && dp.belote[t])
        items.push({ item: 'belote added after the bracket', points: dp.belote[t], side: tn });
      items.push({
        item: dp.belote[d] || defenceKeeps ? 'defence keeps only its belote' : 'defence scores nothing',
        points: scores[d],
        side: dn,
      });
    }
    if (takerCapot) beloteOnly[d] = true;
    return finish(settled(takerCapot ? 'capot' : 'made', 0, terms), ctx);
  }

  // Failed: the defence scores the deal (160 "de chute", never 252) + contract + announcements, × m.
  if (bidOnly) {
    // pagat: base + announcements + contract × m, at every m; a capot or générale contract has base 250, no
    // failed-capot.
    const base = bidCapot ? 250 : 160;
    const ann = annD + (v.failedAnnouncements === 'lost' ? 0 : annT);
    const label = `${base}${ann ? ` + ${ann} announcements` : ''} + ${cval} contract${m > 1 ? ` ×${m}` : ''}`;
    const value = base + ann + cval * m;
    scores[d] = value + dp.belote[d];
    scores[t] = dp.belote[t];
    items.push({ item: `${label} = ${value}`, points: value, side: dn });
    if (annT && v.failedAnnouncements === 'lost')
      items.push({ item: `taker announcements ${annT} lost (failed-announcements lost)`, side: tn });
    if (dp.belote[d]) items.push({ item: 'defence belote', points: dp.belote[d], side: dn });
    items.push({
      item: dp.belote[t] ? 'taker keeps only its belote' : 'taker scores nothing',
      points: dp.belote[t],
      side: tn,
    });
    beloteOnly[t] = true;
    terms[d] = [{ points: value, label }, ...beloteTerms(dp.belote[d])];
    terms[t] = beloteTerms(dp.belote[t]);
    return finish(settled('failed', 0, terms), ctx);
  }
  const failBase = c.value === 'capot' ? v.failedCapot : 160 + cval;
  const movedT = v.failedAnnouncements === 'lost' ? 0 : annT;
  const ann = annD + movedT;
  const bel = inside ? dp.belote[d] : 0;
  const bracket = failBase + ann + bel;
  const parts = [
    c.value === 'capot' ? `${failBase} failed capot` : `160 + ${cval} contract`,
    ann ? `${ann} announcements` : '',
    bel ? `${bel} belote` : '',
  ].filter(Boolean);
  scores[d] = bracket * m + (inside ? 0 : dp.belote[d]);
  scores[t] = dp.belote[t];
  items.push({
    item: `(${parts.join(' + ')})${m > 1 ? ` ×${m}` : ''} = ${bracket * m}`,
    points: bracket * m,
    factor: m > 1 ? m : undefined,
    side: dn,
  });
  if (annT && !movedT) items.push({ item: `taker announcements ${annT} lost (failed-announcements lost)`, side: tn });
  if (!inside && dp.belote[d]) items.push({ item: 'defence belote', points: dp.belote[d], side: dn });
  items.push({
    item: dp.belote[t] ? 'taker keeps only its belote' : 'taker scores nothing',
    points: dp.belote[t],
    side: tn,
  });
  beloteOnly[t] = true;
  terms[d] = [
    { points: bracket * m, label: `(${parts.join(' + ')})${m > 1 ? ` ×${m}` : ''}` },
    ...(inside ? [] : beloteTerms(dp.belote[d])),
  ];
  terms[t] = beloteTerms(dp.belote[t]);
  return finish(settled('failed', 0, terms), ctx);
}
