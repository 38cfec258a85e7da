// Belote coinchée (belote.md Part A, §5): contracts, coinche/surcoinche brackets (or the contract alone multiplied,
// `coinched-value bid-only`), capot, générale.

import { msg, type Message } from '../../../messages';
import type { FormulaPart } from '../messages/en/beloteScore';
import type { BeloteRules } from '../rules';
import { dealPoints, factorLine, line, rawTotals, term } from './dealPoints';
import { beloteTerms, finish, settling, type Settled } from './outcome';
import { other, type RoundContext, type RoundFacts, type RoundScore } from './types';

export function multiplierOf(f: RoundFacts, rules: Pick<BeloteRules, 'surcoinche'>): number {
  const mod = f.contract?.modifier;
  return mod === 'surcoinche' ? rules.surcoinche : mod === 'coinche' ? 2 : 1;
}

export function contractLabel(value: number | 'capot' | 'generale'): string {
  return value === 'generale' ? 'générale' : String(value);
}

/** `160 + 20 announcements + 100 contract`, bracketed and multiplied as the formula is. */
function formula(parts: (FormulaPart | false)[], bracket: boolean, factor?: number): Message {
  return msg('bel.co.formula', { parts: parts.filter((x): x is FormulaPart => x !== false), bracket, factor });
}

/**
 * The raw total a taker needs for a numeric contract. `coinche-success contract` still needs 82 for an 80 contract
 * (belote.md Part A, version 3: pagat, coincheur.fr "au moins 82 si l'enchère est 80"): 81 would be a tie. Other
 * contracts need their value; under `ahead` the test T > D already excludes the tie. With `bid-margin N` a taker
 * needs the contract + N, and never less than that 82.
 */
export function neededFor(contract: number, rules: Pick<BeloteRules, 'coincheSuccess' | 'bidMargin'>): number {
  // `bid-margin N` (Part A v3, "quelques groupes exigent 2 points supplémentaires"): contract + N, under either rule.
  const floor = rules.coincheSuccess === 'contract' && contract === 80 ? 82 : 0;
  return Math.max(contract + rules.bidMargin, floor);
}

/** The message's `need`, only where it differs from the contract (a sheet without the switches reads as before). */
const needArg = (need: number, contract: number) => (need === contract ? {} : { need });

function equals(sum: Message, value: number): Message {
  return msg('bel.co.equals', { formula: sum, value });
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
  const items = dp.items;
  // belote-counts off: the belote is still scored, but not in the comparison.
  const { annT, annD, T, D, Tt, Dt } = rawTotals(dp, t, v);
  const cval = c.value === 'capot' ? 250 : c.value === 'generale' ? v.generale : c.value;
  const inside = v.beloteMultiplied;
  const bidOnly = v.coinchedValue === 'bid-only';
  const takerCapot = dp.capot === t;
  const { scores, beloteOnly, settled } = settling(dp, t, { taker: Tt, defence: Dt }, m);
  const noBelote = !v.beloteCounts;

  // Success is decided on raw totals only (§5.2, §5.9); never on rounded ones.
  let made: boolean;
  let litige = false;
  if (c.value === 'capot') {
    made = takerCapot;
    items?.push(line(msg('bel.co.capot-bid', { made }), undefined, tn));
  } else if (c.value === 'generale') {
    made = f.generale !== undefined && f.generale.player === f.takerPlayer;
    items?.push(line(msg('bel.co.generale', { made }), undefined, tn));
  } else if (dp.capot === d) {
    // A team that takes no trick never makes its contract, whatever its announcements (belote.md Part A, version 2).
    made = false;
    items?.push(line(msg('bel.item.failed', { why: 'no-trick', t: Tt, d: Dt }), undefined, tn));
  } else if (v.coincheSuccess === 'contract') {
    const need = neededFor(c.value, v);
    made = Tt >= need;
    items?.push(
      line(msg('bel.co.reached', { t: Tt, contract: c.value, ...needArg(need, c.value), noBelote }), undefined, tn),
    );
  } else {
    const need = neededFor(c.value, v);
    const reached = Tt >= need;
    // `litige made` (FFB §10.1.3 lets a tournament without litige count a tie as made).
    made = reached && (Tt > Dt || (Tt === Dt && v.litige === 'made'));
    litige = reached && Tt === Dt && v.litige === 'carry';
    const result = made ? 'made' : litige ? 'litige' : 'failed';
    items?.push(
      line(
        msg('bel.co.ahead', { t: Tt, d: Dt, contract: c.value, ...needArg(need, c.value), result, noBelote }),
        undefined,
        tn,
      ),
    );
  }
  if (m > 1 && c.modifier) items?.push(factorLine(msg('bel.co.multiplier', { modifier: c.modifier, m, bidOnly }), m));

  if (v.coincheScoring === 'contract') {
    // "Décompte aux points annoncés" (`coinche-scoring contract`): the contract value × m to the taker if made, to the
    // defence if failed (a capot 250, a générale `generale`). Cards, belote and announcements only decided the
    // contract; they score nothing, and nothing is rounded. A litige (`litige carry`) scores and holds nothing.
    const value = cval * m;
    const to = made ? t : d;
    const terms: Settled['terms'] = [[], []];
    if (!litige) {
      scores[to] = value;
      terms[to] = [{ points: value, label: term('contract') }];
      items?.push(
        factorLine(msg('bel.co.announced', { value: c.value, made }), m > 1 ? m : undefined, value, ctx.names[to]),
      );
    }
    dp.belote = [0, 0];
    const outcome = litige ? 'litige' : !made ? 'failed' : takerCapot ? 'capot' : 'made';
    return finish({ ...settled(outcome, 0, terms), noRounding: true }, ctx);
  }

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
    if (bidCapot && v.capotScoring === 'flat') {
      // `capot-scoring flat` (contree.net): a made capot or générale contract scores its value × m alone — no cards,
      // last trick or announcements; the taker's belote still adds 20 and the defence keeps its belote.
      const value = cval * m;
      scores[t] = value + dp.belote[t];
      scores[d] = dp.belote[d] + defenceKeeps;
      items?.push(factorLine(msg('bel.co.flat', { value: c.value }), m > 1 ? m : undefined, value, tn));
      if (dp.belote[t]) items?.push(line(msg('bel.co.belote-after', { bracket: false }), dp.belote[t], tn));
      items?.push(line(msg('bel.co.defence-keeps', { belote: dp.belote[d] > 0 || defenceKeeps > 0 }), scores[d], dn));
      terms[t] = [{ points: value, label: term('contract') }, ...beloteTerms(dp.belote[t])];
      terms[d] = [
        ...beloteTerms(dp.belote[d]),
        ...(defenceKeeps ? [{ points: defenceKeeps, label: term('announcements') }] : []),
      ];
      beloteOnly[d] = true;
      return finish(settled('capot', 0, terms), ctx);
    }
    if (m === 1) {
      scores[t] = T + (takerCapot ? moved : 0) + cval;
      scores[d] = takerCapot ? dp.belote[d] + defenceKeeps : D;
      if (takerCapot && moved) items?.push(line(msg('bel.item.defence-ann-to-capot'), moved, tn));
      items?.push(line(msg('bel.co.contract', { value: c.value }), cval, tn));
      // The taker's terms are the deal's (owned by this round) and what the contract adds: extended, not copied.
      const mine = dp.terms[t];
      if (moved) mine.push({ points: moved, label: term('defence-announcements') });
      mine.push({ points: cval, label: term('contract') });
      terms[t] = mine;
      terms[d] = takerCapot
        ? [
            ...beloteTerms(dp.belote[d]),
            ...(defenceKeeps ? [{ points: defenceKeeps, label: term('announcements') }] : []),
          ]
        : dp.terms[d];
    } else if (bidOnly) {
      // pagat (`coinched-value bid-only`): base + announcements + contract × m; the belote added after, never
      // multiplied.
      const base = takerCapot && (bidCapot || v.unbidCapot) ? 250 : 160;
      const ann = annT + (annD - defenceKeeps);
      const label = formula(
        [{ n: base }, ann > 0 && { n: ann, what: 'announcements' }, { n: cval, what: 'contract' }],
        false,
        m,
      );
      const value = base + ann + cval * m;
      scores[t] = value + dp.belote[t];
      scores[d] = dp.belote[d] + defenceKeeps;
      items?.push(line(equals(label, value), value, tn));
      terms[t] = [{ points: value, label }, ...beloteTerms(dp.belote[t])];
      terms[d] = [
        ...beloteTerms(dp.belote[d]),
        ...(defenceKeeps ? [{ points: defenceKeeps, label: term('announcements') }] : []),
      ];
      if (dp.belote[t]) items?.push(line(msg('bel.co.belote-after', { bracket: false }), dp.belote[t], tn));
      items?.push(line(msg('bel.co.defence-keeps', { belote: dp.belote[d] > 0 || defenceKeeps > 0 }), scores[d], dn));
    } else {
      // FFB-C §10.1.1: (160, or 250 for every trick, + all announcements + contract) × m; house adds the belote after.
      const base160 = takerCapot && (bidCapot || v.unbidCapot) ? 250 : 160;
      const ann = annT + (annD - defenceKeeps);
      const bel = inside ? dp.belote[t] : 0;
      const bracket = base160 + ann + bel + cval;
      const label = formula(
        [
          { n: base160 },
          ann > 0 && { n: ann, what: 'announcements' },
          bel > 0 && { n: bel, what: 'belote' },
          { n: cval, what: 'contract' },
        ],
        true,
        m,
      );
      scores[t] = bracket * m + (inside ? 0 : dp.belote[t]);
      scores[d] = dp.belote[d] + defenceKeeps;
      items?.push(factorLine(equals(label, bracket * m), m, bracket * m, tn));
      terms[t] = [{ points: bracket * m, label }, ...(inside ? [] : beloteTerms(dp.belote[t]))];
      terms[d] = [
        ...beloteTerms(dp.belote[d]),
        ...(defenceKeeps ? [{ points: defenceKeeps, label: term('announcements') }] : []),
      ];
      if (!inside && dp.belote[t]) items?.push(line(msg('bel.co.belote-after', { bracket: true }), dp.belote[t], tn));
      items?.push(line(msg('bel.co.defence-keeps', { belote: dp.belote[d] > 0 || defenceKeeps > 0 }), scores[d], dn));
    }
    if (takerCapot) beloteOnly[d] = true;
    return finish(settled(takerCapot ? 'capot' : 'made', 0, terms), ctx);
  }

  // Failed: the defence scores the deal (160 "de chute", never 252) + contract + announcements, × m.
  // `failed-belote defence` (pagat: "beaucoup attribuent la belote aux adversaires"): the taker's belote is the
  // defence's, added after, never multiplied.
  const beloteMoved = v.failedBelote === 'defence' ? dp.belote[t] : 0;
  /** The taker's side of a failed round (its belote, or nothing), and the round settled with the defence's terms. */
  const failedTaker = (defenceTerms: Settled['terms'][number]) => {
    if (beloteMoved) items?.push(line(msg('bel.item.taker-belote-moved'), beloteMoved, dn));
    items?.push(line(msg('bel.co.taker-keeps', { belote: scores[t] > 0 }), scores[t], tn));
    beloteOnly[t] = true;
    terms[d] = beloteMoved ? [...defenceTerms, { points: beloteMoved, label: term('taker-belote') }] : defenceTerms;
    terms[t] = beloteTerms(scores[t]);
    // The taker scored no belote this round (the belote-only game end reads it).
    if (beloteMoved) dp.belote = t === 0 ? [0, dp.belote[1]] : [dp.belote[0], 0];
    return finish(settled('failed', 0, terms), ctx);
  };
  if (bidOnly && m > 1) {
    // pagat: base + announcements + contract × m; a capot or générale contract has base 250, no failed-capot. A round
    // nobody coinched scores by the formulas below whatever `coinched-value` says (rules/belote.md Part A, version 3).
    const base = bidCapot ? 250 : 160;
    const ann = annD + (v.failedAnnouncements === 'lost' ? 0 : annT);
    const label = formula(
      [{ n: base }, ann > 0 && { n: ann, what: 'announcements' }, { n: cval, what: 'contract' }],
      false,
      m > 1 ? m : undefined,
    );
    const value = base + ann + cval * m;
    scores[d] = value + dp.belote[d] + beloteMoved;
    scores[t] = dp.belote[t] - beloteMoved;
    items?.push(line(equals(label, value), value, dn));
    if (annT && v.failedAnnouncements === 'lost')
      items?.push(line(msg('bel.item.taker-ann-lost', { points: annT }), undefined, tn));
    if (dp.belote[d]) items?.push(line(msg('bel.item.defence-belote'), dp.belote[d], dn));
    return failedTaker([{ points: value, label }, ...beloteTerms(dp.belote[d])]);
  }
  const failBase = c.value === 'capot' ? v.failedCapot : 160 + cval;
  const movedT = v.failedAnnouncements === 'lost' ? 0 : annT;
  const ann = annD + movedT;
  const bel = inside ? dp.belote[d] : 0;
  const bracket = failBase + ann + bel;
  const head: FormulaPart[] =
    c.value === 'capot' ? [{ n: failBase, what: 'failed-capot' }] : [{ n: 160 }, { n: cval, what: 'contract' }];
  const label = formula(
    [...head, ann > 0 && { n: ann, what: 'announcements' }, bel > 0 && { n: bel, what: 'belote' }],
    true,
    m > 1 ? m : undefined,
  );
  scores[d] = bracket * m + (inside ? 0 : dp.belote[d]) + beloteMoved;
  scores[t] = dp.belote[t] - beloteMoved;
  items?.push(factorLine(equals(label, bracket * m), m > 1 ? m : undefined, bracket * m, dn));
  if (annT && !movedT) items?.push(line(msg('bel.item.taker-ann-lost', { points: annT }), undefined, tn));
  if (!inside && dp.belote[d]) items?.push(line(msg('bel.item.defence-belote'), dp.belote[d], dn));
  return failedTaker([{ points: bracket * m, label }, ...(inside ? [] : beloteTerms(dp.belote[d]))]);
}
