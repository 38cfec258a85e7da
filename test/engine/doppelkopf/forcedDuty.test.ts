// Forced duty solos (Vorführung, TSR §4.2/§8.6; rules/doppelkopf.md Part A, "Decided in version 3"): `solo P KIND duty
// forced` (`vorgeführt`, `pflicht vorgeführt`, `pflicht forcé`). After it the next player deals (after an ordinary
// duty solo the same player deals again), it takes a game slot of the series, and when the duty solos still owed
// equal the games left in a series the engine names who must play one next. Every case against the default (an
// ordinary duty solo, or a normal game) on the same round.

import { describe, expect, it } from 'vitest';
import { parseScore } from '../../../src/games/syntax';
import { analyzeScore } from '../../../src/analysis/analyze';
import { hoverAt } from '../../../src/language/hover';
import { roundHoverMarkdown } from '../../../src/language/roundText';
import { doppelkopf } from '../../../src/games/doppelkopf';
import { explainRound } from '../../../src/report/explain';
import { dutySolos } from '../../../src/games/doppelkopf/report/dutySolos';
import { renderSettlement } from '../../../src/report/settlement';
import { toSettlementModel } from '../../../src/view/model';
import { codes, row, run } from './helpers';
import { render } from '../../../src/messages';

// Re 151 : Kontra 89 → won 1 + unter 90 1 = V 2 (TSR 7.2.2); a solo: soloist +6, each opponent −2.
const normal = 'round\n re A C\n cards re 151\n';
const solo = (p: string, marks: string) => `round\n solo ${p} queens ${marks}\n cards re 151\n`;
const H = (set = '') => `game doppelkopf\nplayers A B C D\ndealer A\n${set}\n`;
const dealers = (o: ReturnType<typeof run>) => o.rounds.map((r) => r.dealer);

describe('the dealer after a forced duty solo: the next player deals', () => {
  it('ordinary duty solo dealt by B: B deals again (A, B, B); forced: C deals next (A, B, C)', () => {
    expect(dealers(run(H() + normal + solo('C', 'duty') + normal))).toEqual(['A', 'B', 'B']);
    const forced = run(H() + normal + solo('C', 'duty forced') + normal);
    expect(dealers(forced)).toEqual(['A', 'B', 'C']);
    expect(codes(forced)).toEqual([]);
  });
  it('a dealer line after it: the next player (C) is clean; the same dealer again (B) is a dealer-mismatch', () => {
    // r1 dealt by A, r2 C's forced duty solo dealt by B, r3 dealt by C (the rotation goes on after a Vorführung).
    const next = run(H() + normal + solo('C', 'duty forced') + 'round\n dealer C\n re A C\n cards re 151\n');
    expect(codes(next)).toEqual([]);
    const same = analyzeScore(H() + normal + solo('C', 'duty forced') + 'round\n dealer B\n re A C\n cards re 151\n');
    const p = same.problems.find((x) => x.code === 'dealer-mismatch')!;
    expect(p.message).toBe(
      'B deals this round, but the deal passes in seating order to C (after a duty solo the same player deals ' +
        'again, except after a forced one); the written dealer is used from here on.',
    );
    expect(render(p.msg!, 'de')).toBe(
      'B gibt in diesem Spiel, aber das Geben geht reihum an C (nach einem Pflichtsolo gibt derselbe Spieler noch ' +
        'einmal, außer nach einer Vorführung); ab hier gilt der notierte Geber.',
    );
    expect(render(p.msg!, 'fr')).toBe(
      'B distribue cette donne, mais la donne passe dans l’ordre des places à C (après un Pflichtsolo, le même ' +
        'joueur distribue de nouveau, sauf après un Pflichtsolo forcé) ; le donneur écrit est retenu pour la suite.',
    );
    // The default: after an ordinary duty solo dealt by B, B deals again, so `dealer B` is clean.
    expect(codes(run(H() + normal + solo('C', 'duty') + 'round\n dealer B\n re A C\n cards re 151\n'))).toEqual([]);
  });
  it('scored as any solo: C +6, each opponent −2, forced or not', () => {
    expect(row(run(H() + solo('C', 'duty forced')))).toEqual([-2, -2, 6, -2]);
    expect(row(run(H() + solo('C', 'duty')))).toEqual([-2, -2, 6, -2]);
  });
  it('German vorgeführt and pflicht vorgeführt, French pflicht forcé, forced alone: all a forced duty solo', () => {
    for (const marks of ['vorgeführt', 'pflicht vorgeführt', 'Pflicht Vorgefuhrt', 'pflicht forcé', 'forced']) {
      const o = run(H() + solo('C', marks) + normal);
      expect(dealers(o)).toEqual(['A', 'B']);
      expect(o.rounds[0].doppelkopf).toMatchObject({ duty: true, forced: true });
      // Counted as a duty solo in the statistics, as an ordinary one is.
      expect(o.settlement.players?.find((p) => p.name === 'C')?.dutySolos).toBe(1);
    }
  });
  it('the summary says forced, in every language', () => {
    const r = run(H() + solo('C', 'duty forced')).rounds[0];
    expect(r.summary).toContain('(duty, forced)');
    expect(explainRound(doppelkopf, r, 'de')).toContain('(Pflichtsolo, vorgeführt)');
    expect(explainRound(doppelkopf, r, 'fr')).toContain('(Pflichtsolo forcé)');
  });
  it('hovering the solo line of a forced duty solo shows the round (an ordinary one has no hover of its own)', () => {
    const a = analyzeScore(H() + solo('C', 'duty forced') + normal);
    // Line 5 (0-based): `solo C queens duty forced` under `round` on line 4 (the header ends with an empty line).
    const h = hoverAt([a], 5);
    expect(h?.range.start.line).toBe(5);
    expect(h?.markdown).toContain('Dealer: A');
    expect(h?.markdown).toContain('(duty, forced)');
    expect(hoverAt([analyzeScore(H() + solo('C', 'duty') + normal)], 5)).toBeUndefined();
  });
  it('a word after forced, or forced twice, is the parser’s unexpected-argument', () => {
    const d = parseScore(H() + 'round\n solo C queens duty forced forced\n cards re 151\n');
    expect(d.problems.map((p) => p.code)).toEqual(['unexpected-argument']);
    expect(d.problems[0].message).toContain('`duty forced` for a forced one (Vorführung)');
  });
});

describe('a forced duty solo takes a game slot of the series and a bock game', () => {
  const S = H('set duty-solo on\nset series 2');
  it('series 2: ordinary — series 1 is rounds 1–3; forced — rounds 1–2, and A, B, D owe at its end', () => {
    // Ordinary: r1 game 1, r2 C's duty solo (no slot), r3 game 2 → series 1 ends at r3, owed by A, B, D.
    const ordinary = run(S + normal + solo('C', 'duty') + normal);
    expect(ordinary.problems.filter((p) => p.code === 'duty-solo-owed').map((p) => p.message)).toEqual(
      ['A', 'B', 'D'].map((p) => `Series 1 (rounds 1–3) ends and ${p} has not played a duty solo (Pflichtsolo).`),
    );
    // Forced: r1 game 1, r2 C's forced duty solo is game 2 → series 1 ends at r2; r3 starts series 2.
    const forced = run(S + normal + solo('C', 'duty forced') + normal);
    expect(forced.problems.filter((p) => p.code === 'duty-solo-owed').map((p) => p.message)).toEqual(
      ['A', 'B', 'D'].map((p) => `Series 1 (rounds 1–2) ends and ${p} has not played a duty solo (Pflichtsolo).`),
    );
    // Round 3 is game 1 of series 2: everyone owes one again (with the ordinary solo, C had played hers in it).
    expect(forced.rounds[2].dutyOwed).toEqual(['A', 'B', 'C', 'D']);
    expect(ordinary.rounds[2].dutyOwed).toEqual(['A', 'B', 'D']);
    expect(dutySolos(analyzeScore(S + normal + solo('C', 'duty forced') + normal))!.series.map((x) => x.to)).toEqual([
      2, 3,
    ]);
  });
  it('bock-length 1 after a 120:120 tie: an ordinary duty solo leaves the bock game, a forced one uses it', () => {
    // r1 re A C 120:120: Kontra wins, won 1 + gegen die Alten 1 = V −2 (A −2), a tie-120 trigger: one bock game.
    // r2 C's queens solo 151: V 2 × bock 2 = 4 → C +12, A −4. Ordinary: no bock game used, so r3 (V 2) is ×2 → A +4.
    // Forced: a game as any, it uses the bock game, so r3 is ×1 → A +2.
    const tie = 'round\n re A C\n cards re 120\n';
    const B = H('set bock on\nset bock-length 1');
    const ordinary = run(B + tie + solo('C', 'duty') + normal);
    expect(ordinary.rounds.map((r) => r.scores.A)).toEqual([-2, -4, 4]);
    const forced = run(B + tie + solo('C', 'duty forced') + normal);
    expect(forced.rounds.map((r) => r.scores.A)).toEqual([-2, -4, 2]);
    expect(forced.rounds[1].scores.C).toBe(12);
  });
});

describe('Vorführung: when the duty solos owed equal the games left, who must play one next', () => {
  // set series 6, dealer A. r1 normal (dealer A): 1 game, 4 owe, 5 left. r2 B's ordinary duty solo (dealer B, no
  // slot): A, C, D owe, 5 left. r3 normal (B deals again): 2 games, 4 left. r4 normal (dealer C): 3 games, 3 left,
  // 3 owed → Vorführung. r5 is dealt by D; the first after D who owes is A.
  const S = H('set duty-solo on\nset series 6');
  const start = S + normal + solo('B', 'duty') + normal + normal;
  it('after round 4: A must play next (3 owed, 3 games left); explain and the hover of round 4 say so', () => {
    const o = run(start);
    expect(o.rounds.map((r) => r.dutyNext)).toEqual([
      undefined,
      undefined,
      undefined,
      { player: 'A', owed: ['A', 'C', 'D'], left: 3, series: 1 },
    ]);
    expect(explainRound(doppelkopf, o.rounds[3]).split('\n')[1]).toBe(
      '  dealer C · still owe a duty solo: A, C and D · next game: A must play a duty solo (Vorführung)',
    );
    expect(roundHoverMarkdown(o.rounds[3], 'de', undefined, doppelkopf)).toContain(
      'Nächstes Spiel: A wird vorgeführt (Pflichtsolo)',
    );
    expect(codes(o)).toEqual([]);
  });
  it('a penalty row between: the info goes to the next game, not to the penalty row', () => {
    // Round 5 is penalty C 3 alone (no game, no deal); round 6 is the next game, dealt by D: the info is there.
    const o = run(start + 'round\n penalty C 3\n' + normal);
    const info = o.problems.filter((p) => p.code === 'duty-solo-due');
    expect(info.map((p) => p.range.start.line)).toEqual([o.rounds[5].range.start.line]);
    expect(o.rounds.map((r) => r.dealer).slice(4)).toEqual([undefined, 'D']);
    expect(codes(run(start + 'round\n penalty C 3\n' + solo('A', 'duty forced')))).toEqual([]);
  });
  it('a normal game in round 5 gets the info naming A; A’s forced duty solo there gets none', () => {
    const o = run(start + normal);
    const info = o.problems.filter((p) => p.code === 'duty-solo-due');
    expect(info.map((p) => [p.severity, p.range.start.line])).toEqual([['info', o.rounds[4].range.start.line]]);
    expect(info[0].message).toBe(
      'Vorführung: A must play a duty solo in this game — A, C and D still owe a duty solo (Pflichtsolo) and ' +
        '3 games are left in series 1 (write "solo A KIND duty forced").',
    );
    expect(codes(run(start + solo('A', 'duty forced')))).toEqual([]);
  });
  it('an ordinary duty solo by A in round 5 still gets the info (it takes no slot, D deals again)', () => {
    const o = run(start + solo('A', 'duty') + normal);
    expect(codes(o)).toEqual(['duty-solo-due']);
    // After it C and D owe with 3 games left: no Vorführung; D deals rounds 5 and 6.
    expect(o.rounds[4].dutyNext).toBeUndefined();
    expect(dealers(o).slice(4)).toEqual(['D', 'D']);
  });
  it('forced solos A (dealt by D), C (by A), D (by B) close the series with nobody owing and no info', () => {
    // r5 A forced: 4 games, 2 left, C and D owe; A deals r6, first after A who owes: C. r6 C forced: 5 games, 1
    // left, D owes; B deals r7, first after B who owes: D. r7 D forced: game 6 ends series 1, nobody owes.
    const o = run(start + solo('A', 'duty forced') + solo('C', 'duty forced') + solo('D', 'duty forced') + normal);
    expect(dealers(o)).toEqual(['A', 'B', 'B', 'C', 'D', 'A', 'B', 'C']);
    expect(o.rounds.slice(4).map((r) => r.dutyNext)).toEqual([
      { player: 'C', owed: ['C', 'D'], left: 2, series: 1 },
      { player: 'D', owed: ['D'], left: 1, series: 1 },
      undefined,
      undefined,
    ]);
    expect(codes(o)).toEqual([]);
    expect(o.rounds[7].dutyOwed).toEqual(['A', 'B', 'C', 'D']);
  });
  it('settle and the settlement view name who must play next after the last round', () => {
    const a = analyzeScore(start);
    expect(dutySolos(a)?.next).toEqual({ player: 'A', owed: ['A', 'C', 'D'], left: 3, series: 1 });
    expect(renderSettlement(a, 'text')).toContain(
      '  Vorführung: A must play a duty solo in the next game (A, C and D still owe one; 3 games left in series 1).',
    );
    expect(renderSettlement(a, 'text', { lang: 'de' })).toContain(
      'Vorführung: A muss im nächsten Spiel ein Pflichtsolo spielen (offen: A, C und D; noch 3 Spiele in Serie 1).',
    );
    // The view's model carries it in Doppelkopf's part of the summary.
    const shown = toSettlementModel(a, 'evening.score').detail;
    expect(shown?.game === 'doppelkopf' && shown.dutyNext).toEqual({
      player: 'A',
      owed: ['A', 'C', 'D'],
      left: 3,
      series: 1,
    });
    // A penalty row after round 4 is no game: the Vorführung still stands (settle, the view).
    const penalty = analyzeScore(start + 'round\n penalty C 3\n');
    expect(dutySolos(penalty)?.next).toEqual({ player: 'A', owed: ['A', 'C', 'D'], left: 3, series: 1 });
    const afterPenalty = toSettlementModel(penalty, 'evening.score').detail;
    expect(afterPenalty?.game === 'doppelkopf' && afterPenalty.dutyNext?.player).toBe('A');
    // The default: without the Vorführung (round 4 left out) nothing is said.
    const before = analyzeScore(S + normal + solo('B', 'duty') + normal);
    expect(dutySolos(before)?.next).toBeUndefined();
    const none = toSettlementModel(before, 'evening.score').detail;
    expect(none?.game === 'doppelkopf' && none.dutyNext).toBeUndefined();
  });
  it('without a dealer the info names who owes; without set series there is no Vorführung', () => {
    const noDealer = 'game doppelkopf\nplayers A B C D\nset duty-solo on\nset series 6\n';
    const o = run(noDealer + normal + solo('B', 'duty') + normal + normal + normal);
    expect(o.problems.find((p) => p.code === 'duty-solo-due')?.message).toBe(
      'Vorführung: A, C and D still owe a duty solo (Pflichtsolo) and 3 games are left in series 1: the player ' +
        'who owes one and sits next after the dealer must play it in this game.',
    );
    expect(o.rounds[3].dutyNext).toEqual({ owed: ['A', 'C', 'D'], left: 3, series: 1 });
    const whole = run(H('set duty-solo on') + normal + solo('B', 'duty') + normal + normal + normal);
    expect(whole.rounds.every((r) => r.dutyNext === undefined)).toBe(true);
  });
  it('five players: the dealer sits out and is passed over', () => {
    // Dealer E, series 7: r1–r3 duty solos of A, B, C (E deals again each time, no slot): D and E owe, 7 left.
    // r4–r8 normal games dealt by E, A, B, C, D: 5 games, 2 left, 2 owed → Vorführung; E deals next and sits out,
    // so the first after E who owes is D.
    const five = 'game doppelkopf\nplayers A B C D E\ndealer E\nset duty-solo on\nset series 7\n';
    const o = run(five + solo('A', 'duty') + solo('B', 'duty') + solo('C', 'duty') + normal.repeat(5));
    expect(dealers(o)).toEqual(['E', 'E', 'E', 'E', 'A', 'B', 'C', 'D']);
    expect(o.rounds[7].dutyNext).toEqual({ player: 'D', owed: ['D', 'E'], left: 2, series: 1 });
  });
});
