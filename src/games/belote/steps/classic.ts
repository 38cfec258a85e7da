// Classic belote (belote.md Part A, §4): made, failed (dedans), litige with a pot, capot.

import { msg } from '../../../messages';
import { dealPoints, line, rawTotals, term } from './dealPoints';
import { beloteTerms, finish, settling, type Settled } from './outcome';
import { other, type RoundContext, type RoundFacts, type RoundScore } from './types';

/** Scores one classic round. The caller has checked that taker, trump and cards (or a capot) are known. */
export function scoreClassic(f: RoundFacts, ctx: RoundContext): RoundScore | undefined {
  const dp = dealPoints(f, ctx);
  if (!dp || f.takerTeam === undefined) return undefined;
  const t = f.takerTeam;
  const d = other(t);
  const v = ctx.rules;
  const items = dp.items;
  // belote-counts off: the belote is still scored, but not in the comparison.
  const { annT, annD, T, D, Tt, Dt } = rawTotals(dp, t, v);
  const tn = ctx.names[t];
  const dn = ctx.names[d];
  const { scores, beloteOnly, settled } = settling(dp, t, { taker: Tt, defence: Dt }, 1);
  const noBelote = !v.beloteCounts;

  if (dp.capot === t) {
    // FFB-C §10.1: in a capot the defence's announcements change hands (switch capot-announcements).
    const moved = v.capotAnnouncements === 'keep' ? 0 : annD;
    scores[t] = dp.tricks[t] + dp.belote[t] + annT + moved;
    scores[d] = dp.belote[d] + (annD - moved);
    if (moved) items?.push(line(msg('bel.item.defence-ann-to-capot'), moved, tn));
    items?.push(line(msg('bel.item.capot-made', { t: Tt, d: Dt }), undefined, tn));
    beloteOnly[d] = true;
    const terms: Settled['terms'] = [[], []];
    terms[t] = [...dp.terms[t], ...(moved ? [{ points: moved, label: term('defence-announcements') }] : [])];
    terms[d] = [
      ...beloteTerms(dp.belote[d]),
      ...(annD - moved ? [{ points: annD - moved, label: term('announcements') }] : []),
    ];
    return finish(settled('capot', 0, terms), ctx);
  }
  // A team that takes no trick never makes its contract, whatever its announcements (belote.md Part A, version 2).
  const noTrick = dp.capot === d;
  // `litige made` (FFB-B §10.1.3 lets a tournament without litige count a tie as made): both teams score their points.
  const tieMade = Tt === Dt && v.litige === 'made';
  if (!noTrick && (Tt > Dt || tieMade)) {
    scores[t] = T;
    scores[d] = D;
    items?.push(line(msg(tieMade ? 'bel.item.tie-made' : 'bel.item.ahead', { t: Tt, d: Dt, noBelote }), undefined, tn));
    return finish(settled('made', 0, dp.terms), ctx);
  }
  if (!noTrick && Tt === Dt && v.litige === 'carry') {
    // FFB-B §10.1.3: the defence scores now; the taker's points wait for the next round's winner.
    const keep = v.litigeBelote !== 'hold';
    scores[d] = D;
    scores[t] = keep ? dp.belote[t] : 0;
    const held = T - scores[t];
    items?.push(line(msg('bel.item.tie-litige', { t: Tt, d: Dt, noBelote }), undefined, tn));
    if (keep && dp.belote[t]) items?.push(line(msg('bel.item.keeps-belote-now'), undefined, tn));
    const terms: Settled['terms'] = [[], []];
    terms[d] = dp.terms[d];
    terms[t] = beloteTerms(scores[t]);
    return finish(settled('litige', held, terms), ctx);
  }
  // Dedans: the defence takes the deal (252 for its own capot) and the announcements; the taker keeps its belote.
  // `failed-base 160` ("dedans = 160", the paper habit): 160 in place of a suit deal's 162; no-trump and all-trump
  // deals, and the defence's own capot, keep their value.
  const suit = f.trump !== 'no-trump' && f.trump !== 'all-trump';
  const dedans160 = v.failedBase === '160' && suit && dp.capot !== d && dp.dealTotal === 162;
  const dealValue = dp.capot === d ? dp.capotValue : dedans160 ? 160 : dp.dealTotal;
  const moved = v.failedAnnouncements === 'lost' ? 0 : annT;
  // `failed-belote defence` (pagat: "beaucoup attribuent la belote aux adversaires"): the failed taker's belote is the
  // defence's.
  const beloteMoved = v.failedBelote === 'defence' ? dp.belote[t] : 0;
  scores[d] = dealValue + dp.belote[d] + annD + moved + beloteMoved;
  scores[t] = dp.belote[t] - beloteMoved;
  const why = noTrick ? 'no-trick' : Tt === Dt ? 'tie' : 'behind';
  items?.push(line(msg('bel.item.failed', { why, t: Tt, d: Dt, noBelote }), undefined, tn));
  items?.push(
    line(msg('bel.item.defence-deal', { capot: dp.capot === d, ...(dedans160 ? { dedans160 } : {}) }), dealValue, dn),
  );
  if (dp.belote[d]) items?.push(line(msg('bel.item.defence-belote'), dp.belote[d], dn));
  if (annD) items?.push(line(msg('bel.item.defence-ann'), annD, dn));
  if (annT)
    items?.push(
      moved
        ? line(msg('bel.item.taker-ann-moved'), moved, dn)
        : line(msg('bel.item.taker-ann-lost', { points: annT }), undefined, tn),
    );
  if (beloteMoved) items?.push(line(msg('bel.item.taker-belote-moved'), beloteMoved, dn));
  else if (dp.belote[t]) items?.push(line(msg('bel.item.taker-keeps-belote'), dp.belote[t], tn));
  beloteOnly[t] = true;
  // The taker scored no belote this round (the belote-only game end reads it).
  if (beloteMoved) dp.belote = t === 0 ? [0, dp.belote[1]] : [dp.belote[0], 0];
  const terms: Settled['terms'] = [[], []];
  terms[d] = [{ points: dealValue, label: term(dp.capot === d ? 'capot' : 'deal') }, ...beloteTerms(dp.belote[d])];
  if (annD) terms[d].push({ points: annD, label: term('announcements') });
  if (moved) terms[d].push({ points: moved, label: term('taker-announcements') });
  if (beloteMoved) terms[d].push({ points: beloteMoved, label: term('taker-belote') });
  terms[t] = beloteTerms(scores[t]);
  return finish(settled('failed', 0, terms), ctx);
}
