// @vitest-environment happy-dom
// Duty solos in the settlement view: the host projection carries who still owes a Pflichtsolo and, with `set series
// N`, who played and who owed one per series; the summary shows them (English and German); the sheet shows the
// dealer also on rounds without parties. Worked by hand: every round is a game except a duty solo (no slot).

import { afterEach, describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { toSettlementModel } from '../../src/view/model';
import type { HostMessage } from '../../src/protocol';
import { setViewLang } from '../../webview/strings';
import { FIVE_PLAYERS } from '../helpers/fivePlayers';
import { update } from './fixtures';
import { deepQuery, deepQueryAll, deepText, mount } from './dom';

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

// Series 1: round 1 (game 1), round 2 Ben's duty solo (no slot), round 3 (game 2): ends, Ben played his.
// Series 2: round 4 Dora's duty solo, round 5 (game 1): still running.
const text =
  'game doppelkopf\nplayers Anna Ben Clara Dora\ndealer Anna\nset duty-solo on\nset series 2\n' +
  'round\n  re Anna Clara\n  won re 2\n' +
  'round\n  solo Ben queens duty\n  won re 1\n' +
  'round\n  won Ben Dora 3\n' +
  'round\n  solo Dora jacks duty\n  won kontra 2\n' +
  'round\n  re Anna Ben\n  won re 1\n';

const model = () => toSettlementModel(analyzeScore(text), 'duty.score');

describe('duty solos in the settlement view', () => {
  it('the projection: who owes after the last round, and both series', () => {
    const m = model();
    expect(m.dutyOwed).toEqual(['Anna', 'Ben', 'Clara']);
    expect(m.dutySeries).toEqual([
      { number: 1, from: 1, to: 3, played: ['Ben'], owed: ['Anna', 'Clara', 'Dora'], complete: true },
      { number: 2, from: 4, to: 5, played: ['Dora'], owed: ['Anna', 'Ben', 'Clara'], complete: false },
    ]);
  });
  it('the summary names who still owes one and shows the series table', async () => {
    const { app } = await mount([update(model())]);
    const section = deepQuery(app, 'section.duty')!;
    expect(deepText(section.querySelector('h2')!)).toBe('Pflichtsolo');
    expect(deepText(section.querySelector('.duty-owed')!)).toBe('Still owed by: Anna, Ben, Clara');
    const rows = Array.from(section.querySelectorAll('tbody tr')).map((r) =>
      Array.from(r.querySelectorAll('td')).map((c) => deepText(c)),
    );
    expect(rows).toEqual([
      ['1', '1–3', 'Ben', 'Anna, Clara, Dora'],
      ['2', '4–5 (running)', 'Dora', 'Anna, Ben, Clara'],
    ]);
  });
  it('in German', async () => {
    const { app } = await mount([{ ...update(model()), lang: 'de' } as HostMessage]);
    const section = deepQuery(app, 'section.duty')!;
    expect(deepText(section.querySelector('.duty-owed')!)).toBe('Noch offen bei: Anna, Ben, Clara');
    expect(Array.from(section.querySelectorAll('th')).map((h) => deepText(h))).toEqual([
      'Serie',
      'Spiele',
      'Gespielt',
      'Offen',
    ]);
  });
  it('everyone played one: a sentence, no table without set series; off: no section', async () => {
    const all =
      'game doppelkopf\nplayers Anna Ben Clara Dora\nset duty-solo on\n' +
      ['Anna', 'Ben', 'Clara', 'Dora'].map((p) => `round\n  solo ${p} queens duty\n  won re 1\n`).join('');
    const m = toSettlementModel(analyzeScore(all), 'all.score');
    expect(m.dutySeries).toBeUndefined();
    const { app } = await mount([update(m)]);
    expect(deepText(deepQuery(app, 'section.duty .duty-owed')!)).toBe('Every player has played their Pflichtsolo.');
    document.body.innerHTML = '';
    const off = toSettlementModel(analyzeScore(all.replace('set duty-solo on\n', '')), 'off.score');
    const { app: app2 } = await mount([update(off)]);
    expect(deepQuery(app2, 'section.duty')).toBeUndefined();
  });
  it('the sheet shows the dealer of every round, also one written as `won P Q N`', async () => {
    // Anna deals round 1; Ben round 2 (his duty solo); Ben again round 3; Clara round 4 (Dora's duty); Clara round 5.
    const m = model();
    expect(m.rounds.map((r) => r.dealer)).toEqual(['Anna', 'Ben', 'Ben', 'Clara', 'Clara']);
    const { app } = await mount([update(m)]);
    const parties = deepQueryAll(app, '.body [role="row"][data-index] .c-parties').map((c) => deepText(c));
    expect(parties[2]).toContain('dealer: Ben');
    expect(parties[4]).toContain('dealer: Clara');
    expect(parties.join(' ')).not.toContain('sits out');
  });
  it('at five the dealer sits out, and the sheet says so (outcome-only rows too), in German as well', async () => {
    // FIVE_PLAYERS: Anna deals and sits out round 1 (`gewonnen Ben Clara 2`), Ben round 2, Clara round 3 (`out Clara`).
    const m = toSettlementModel(analyzeScore(FIVE_PLAYERS), 'five.score');
    expect(m.rounds.slice(0, 3).map((r) => [r.dealer, r.dealerSitsOut])).toEqual([
      ['Anna', true],
      ['Ben', true],
      ['Clara', true],
    ]);
    const { app } = await mount([update(m)]);
    const parties = deepQueryAll(app, '.body [role="row"][data-index] .c-parties').map((c) => deepText(c));
    expect(parties[0]).toContain('dealer: Anna (sits out)');
    document.body.innerHTML = '';
    const { app: de } = await mount([{ ...update(m), lang: 'de' } as HostMessage]);
    const zeilen = deepQueryAll(de, '.body [role="row"][data-index] .c-parties').map((c) => deepText(c));
    expect(zeilen[1]).toContain('Geber: Ben (setzt aus)');
  });
});

describe('a Vorführung in the settlement view', () => {
  // set series 6, dealer Anna: r1 game 1; r2 Ben's duty solo (no slot, Ben deals again); r3 game 2 (Ben deals);
  // r4 game 3 (Clara deals): 3 games left and Anna, Clara, Dora owe 3 → Vorführung. Dora deals next; the first after
  // her who owes is Anna.
  const vorf =
    'game doppelkopf\nplayers Anna Ben Clara Dora\ndealer Anna\nset duty-solo on\nset series 6\n' +
    'round\n  re Anna Clara\n  won re 2\n' +
    'round\n  solo Ben queens duty\n  won re 1\n' +
    'round\n  won Ben Dora 3\n' +
    'round\n  won Anna Dora 1\n';
  it('the summary says who must play a Pflichtsolo next, and how many games are left (en, de)', async () => {
    const m = toSettlementModel(analyzeScore(vorf), 'vorf.score');
    expect(m.dutyNext).toEqual({ player: 'Anna', owed: ['Anna', 'Clara', 'Dora'], left: 3, series: 1 });
    const { app } = await mount([update(m)]);
    expect(deepText(deepQuery(app, 'section.duty .duty-next')!)).toBe(
      'Vorführung — must play a Pflichtsolo next: Anna (3 games left in series 1)',
    );
    document.body.innerHTML = '';
    const { app: de } = await mount([{ ...update(m), lang: 'de' } as HostMessage]);
    expect(deepText(deepQuery(de, 'section.duty .duty-next')!)).toBe(
      'Vorführung – muss als Nächstes ein Pflichtsolo spielen: Anna (noch 3 Spiele in Serie 1)',
    );
  });
  it('one game earlier there is none: no line', async () => {
    const before = vorf.slice(0, vorf.lastIndexOf('round\n'));
    const m = toSettlementModel(analyzeScore(before), 'before.score');
    expect(m.dutyNext).toBeUndefined();
    const { app } = await mount([update(m)]);
    expect(deepQuery(app, 'section.duty .duty-next')).toBeUndefined();
  });
});
