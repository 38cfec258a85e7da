// @vitest-environment happy-dom
// The settlement view rendered from model fixtures: sheet, totals, money, transfers, stats, chart, actions, escaping.

import { afterEach, describe, expect, it } from 'vitest';
import type { HostMessage, SettlementModel } from '../../src/protocol';
import type { ScoreSheet } from '../../webview/components/scoreSheet';
import { beloteModel, clone, coincheModel, doppelkopfModel, renamed, update } from './fixtures';
import { deepQuery, deepQueryAll, deepText, mount, settle } from './dom';

const MINUS = '\u2212';

afterEach(() => {
  document.body.innerHTML = '';
});

function sheetRows(root: Element): HTMLElement[] {
  return deepQueryAll(root, '.body [role="row"][data-index]') as HTMLElement[];
}

/** Cell texts as a wide panel shows them (without the copies narrow panels show inline). */
function cellTexts(row: Element): string[] {
  return Array.from(row.querySelectorAll('[role="cell"]')).map((c) => {
    const copy = c.cloneNode(true) as Element;
    copy.querySelectorAll('.outcome-inline, .parties-inline, .value-inline').forEach((e) => e.remove());
    return deepText(copy);
  });
}

describe('Doppelkopf settlement (fixture: Doppelkopf bei Clara, 12 rounds, stake 0.05 EUR)', () => {
  it('shows the title, date, game and problem counts in the heading', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    const header = deepQuery(app, 'header')!;
    expect(deepText(header.querySelector('h1')!)).toBe('Doppelkopf bei Clara');
    const meta = deepText(header.querySelector('.meta')!);
    expect(meta).toContain('Doppelkopf');
    expect(meta).toContain('2024-03-01');
    expect(meta).toContain('clara-2024-03-01.score');
    expect(meta).toContain('1 error');
    expect(meta).toContain('1 warning');
  });

  it('lists the rules in force: the preset, the switches the file set, the stake', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    const rules = deepQuery(app, 'scoresheet-rules')!;
    expect(deepText(deepQuery(rules, '.summary')!)).toBe('Preset ddv · bock on · Stake 0.05 EUR per point');
    const changed = deepQueryAll(rules, 'dt.set').map((d) => d.textContent);
    expect(changed).toEqual(['bock', 'bock']); // once under "changed", once in the full list
    expect(deepText(rules)).toContain('bock-triggers');
  });

  it(
    'renders one sheet row per round with game type, ' + 'parties, value and per-player points and running totals',
    async () => {
      const { app } = await mount([update(doppelkopfModel)]);
      const rows = sheetRows(app);
      expect(rows).toHaveLength(12);
      const header = deepQueryAll(app, '.head [role="columnheader"]').map((h) => deepText(h));
      expect(header).toEqual(['#', 'Game', 'Parties', 'Value', 'Anna', 'Ben', 'Clara', 'Dora']);
      // Round 1: Re Anna+Clara won 2 → +2/−2/+2/−2, running the same.
      const first = cellTexts(rows[0]);
      expect(first[0]).toBe('1');
      expect(first[1]).toContain('Normal');
      expect(first[1]).toContain('Re wins');
      expect(first[2]).toBe('Re Anna, Clara');
      expect(first[3]).toBe('2');
      // Each cell: the round's points, then the running total in brackets (the CLI's order).
      expect(first.slice(4)).toEqual(['+2 (2)', `${MINUS}2 (${MINUS}2)`, '+2 (2)', `${MINUS}2 (${MINUS}2)`]);
      // Last round: running totals 17, −17, 7, −7 (worked out in the fixture).
      const last = cellTexts(rows[11]);
      expect(last.slice(4).map((t) => t.split(' ')[1])).toEqual(['(17)', `(${MINUS}17)`, '(7)', `(${MINUS}7)`]);
    },
  );

  it('marks solos (with Pflichtsolo), bock rounds and rounds with problems', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    const rows = sheetRows(app);
    // Round 3: Dora's queens solo, a duty solo, ×3 → Dora +9.
    expect(rows[2].classList.contains('solo')).toBe(true);
    // The solo's name is the engine's messages' (`Dora solo queens`), one term: test/messages/oneTerm.test.ts.
    expect(deepText(rows[2])).toContain('Solo queens');
    expect(deepText(rows[2].querySelector('.tag.solo')!)).toBe('Solo: Dora');
    expect(deepText(rows[2].querySelector('.tag.duty')!)).toBe('Pflichtsolo');
    // Dora: −2 (round 1), −5 (round 2), +9 (round 3) → 2.
    expect(cellTexts(rows[2])[7]).toBe('+9 (2)');
    // Rounds 5–7 are bock rounds (×2).
    expect(rows.map((r) => (r.querySelector('.tag.bock') ? r.querySelector('.tag.bock')!.textContent : null))).toEqual([
      null,
      null,
      null,
      null,
      'Bock ×2',
      'Bock ×2',
      'Bock ×2',
      null,
      null,
      null,
      null,
      null,
    ]);
    // Round 6 has a warning, round 10 an error; the messages are the row's tooltip.
    expect(rows[5].classList.contains('has-warning')).toBe(true);
    expect(rows[9].classList.contains('has-error')).toBe(true);
    expect(rows[9].querySelector('.flag.error')!.getAttribute('aria-label')).toBe('1 error');
    expect(rows[9].getAttribute('title')).toContain('does not match');
  });

  it('shows the final totals, money at the stake and who pays whom', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    const summary = deepQuery(app, 'scoresheet-summary')!;
    const totalRows = deepQueryAll(summary, 'table.totals tbody tr').map((r) =>
      Array.from(r.querySelectorAll('th, td')).map((td) => deepText(td)),
    );
    expect(totalRows).toEqual([
      ['Anna winner', '17', '+0.85 EUR'],
      ['Ben', `${MINUS}17`, `${MINUS}0.85 EUR`],
      ['Clara', '7', '+0.35 EUR'],
      ['Dora', `${MINUS}7`, `${MINUS}0.35 EUR`],
    ]);
    const transfers = deepQueryAll(summary, '.transfers li').map((li) => deepText(li));
    expect(transfers).toEqual(['Ben pays Anna 0.85 EUR', 'Dora pays Clara 0.35 EUR']);
  });

  it('the totals and statistics tables are named, and each row is headed by its name (a th scope=row)', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    const summary = deepQuery(app, 'scoresheet-summary')!;
    const totals = deepQuery(summary, 'table.totals')!;
    const label = totals.getAttribute('aria-labelledby')!;
    expect(summary.shadowRoot!.getElementById(label)!.textContent).toBe('Totals');
    const stats = deepQuery(app, 'scoresheet-stats')!;
    expect(deepText(deepQuery(stats, 'table caption')!)).toBe('Statistics');
    for (const table of [totals, deepQuery(stats, 'table')!]) {
      const heads = Array.from(table.querySelectorAll('tbody tr')).map((r) => r.firstElementChild!);
      expect(heads.map((h) => [h.localName, h.getAttribute('scope'), deepText(h).split(' ')[0]])).toEqual(
        ['Anna', 'Ben', 'Clara', 'Dora'].map((n) => ['th', 'row', n]),
      );
    }
  });

  it('shows per-player statistics: games, wins, solos played and won, Pflichtsoli', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    const stats = deepQuery(app, 'scoresheet-stats')!;
    const rows = deepQueryAll(stats, 'tbody tr').map((r) =>
      Array.from(r.querySelectorAll('th, td')).map((td) => td.textContent!.trim()),
    );
    expect(rows).toEqual([
      // Anna won rounds 1, 2, 6, 7, 8, 10, 11 and her hearts Pflichtsolo (round 11).
      ['Anna', '12', '7', '1', '1', '1'],
      ['Ben', '12', '4', '1', '0', '0'],
      ['Clara', '12', '7', '1', '1', '0'],
      ['Dora', '12', '4', '1', '1', '1'],
    ]);
  });

  it('draws one line per player with an accessible title and description', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    const chart = deepQuery(app, 'scoresheet-chart')!;
    const svg = chart.shadowRoot!.querySelector('svg[role="img"]')!;
    const paths = Array.from(svg.querySelectorAll('path.line'));
    expect(paths).toHaveLength(4);
    // 12 rounds plus the origin: 13 points per line.
    expect(paths[0].getAttribute('d')!.split(/[ML]/).filter(Boolean)).toHaveLength(13);
    expect(svg.querySelector('title')!.textContent).toBe('Running totals');
    expect(svg.querySelector('desc')!.textContent).toBe(
      `Line chart of the running totals over 12 rounds. Final: Anna 17, Ben ${MINUS}17, Clara 7, Dora ${MINUS}7.`,
    );
    const legend = Array.from(chart.shadowRoot!.querySelectorAll('.legend li')).map((li) => deepText(li));
    expect(legend).toEqual(['Anna 17', `Ben ${MINUS}17`, 'Clara 7', `Dora ${MINUS}7`]);
    // Each line is labelled at its end with the name and the final total.
    const labels = Array.from(svg.querySelectorAll('text.end-label')).map((t) => t.textContent);
    expect(labels).toEqual(['Anna 17', `Ben ${MINUS}17`, 'Clara 7', `Dora ${MINUS}7`]);
    // Theme colours, dashes and markers come from classes, never inline styles.
    expect(Array.from(svg.querySelectorAll('g.series')).map((g) => g.getAttribute('class'))).toEqual([
      'series s0',
      'series s1',
      'series s2',
      'series s3',
    ]);
  });

  it('never uses a style attribute anywhere (the CSP has no unsafe-inline)', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    expect(deepQueryAll(app, '[style]').filter((el) => !el.localName.startsWith('vscode-'))).toEqual([]);
  });
});

describe('sheet interaction: clicking or Enter on a round reveals its line', () => {
  it('posts reveal with the source and the zero-based line of the round', async () => {
    const { app, host } = await mount([update(doppelkopfModel, 'file:///home/clara.score')]);
    const rows = sheetRows(app);
    rows[2].click();
    expect(host.posted.at(-1)).toEqual({
      type: 'reveal',
      source: 'file:///home/clara.score',
      line: doppelkopfModel.rounds[2].line,
    });
    rows[4].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    expect(host.posted.at(-1)).toEqual({
      type: 'reveal',
      source: 'file:///home/clara.score',
      line: doppelkopfModel.rounds[4].line,
    });
  });

  it('keeps exactly one row tabbable and moves it with the arrow keys, Home and End', async () => {
    const { app, host } = await mount([update(doppelkopfModel)]);
    const sheet = deepQuery(app, 'scoresheet-sheet') as ScoreSheet;
    let rows = sheetRows(app);
    expect(rows.filter((r) => r.tabIndex === 0)).toHaveLength(1);
    rows[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    await settle(app);
    expect(sheet.activeIndex).toBe(1);
    rows = sheetRows(app);
    expect(rows[1].tabIndex).toBe(0);
    expect(rows[0].tabIndex).toBe(-1);
    rows[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
    await settle(app);
    expect(sheet.activeIndex).toBe(11);
    expect(host.getState().activeRound).toBe(11);
  });
});

describe('actions', () => {
  it('posts copyMarkdown, exportCsv (with the source) and toggleLock', async () => {
    const { app, host } = await mount([update(doppelkopfModel, 'file:///a.score')]);
    (deepQuery(app, 'button.copy') as HTMLElement).click();
    (deepQuery(app, 'button.csv') as HTMLElement).click();
    (deepQuery(app, 'button.lock') as HTMLElement).click();
    expect(host.posted.slice(1)).toEqual([
      { type: 'copyMarkdown', source: 'file:///a.score' },
      { type: 'exportCsv', source: 'file:///a.score' },
      { type: 'toggleLock' },
    ]);
    expect(host.posted[0]).toEqual({ type: 'ready' });
  });

  it('shows the lock state the host reports', async () => {
    const { app } = await mount([update(doppelkopfModel, 'file:///a.score', 1, true)]);
    const lock = deepQuery(app, 'button.lock')!;
    expect(deepText(lock)).toBe('Unlock');
    // The name says what the button does next; it is not also a toggle ("Unlock, pressed").
    expect(lock.hasAttribute('aria-pressed')).toBe(false);
    expect(deepQuery(app, 'vscode-badge.locked')).toBeDefined();
    app.receive({ type: 'lock', locked: false });
    await settle(app);
    expect(deepText(deepQuery(app, 'button.lock')!)).toBe('Lock to this file');
    expect(deepQuery(app, 'vscode-badge.locked')).toBeUndefined();
  });
});

describe('persistence: only UI state goes to setState', () => {
  it('stores the source pointer, lock, selected game and active round — never the model', async () => {
    const { app, host } = await mount([update(beloteModel, 'file:///b.score')]);
    (deepQueryAll(app, '[role="tab"]')[0] as HTMLElement).click();
    await settle(app);
    const state = host.getState();
    expect(Object.keys(state).sort()).toEqual([
      'activeRound',
      'block',
      'locked',
      'protocol',
      'scrollY',
      'selectedGame',
      'source',
    ]);
    expect(state.selectedGame).toBe(1);
    expect(JSON.stringify(state)).not.toContain('Nord');
  });

  it('restores the selected game from the saved state', async () => {
    const { app } = await mount([update(beloteModel, 'file:///b.score')], {
      source: 'file:///b.score',
      selectedGame: 1,
    });
    expect(sheetRows(app)).toHaveLength(8);
  });

  it('a different document starts at its first game and the top', async () => {
    const { app, host } = await mount([update(beloteModel, 'file:///b.score')], {
      source: 'file:///b.score',
      selectedGame: 1,
      scrollY: 500,
    });
    app.receive(update(coincheModel, 'file:///c.score'));
    await settle(app);
    expect(host.getState().selectedGame).toBeUndefined();
    expect(host.getState().source).toBe('file:///c.score');
  });

  it('another ```score block of the same Markdown file is another document too', async () => {
    const { app, host } = await mount(
      [{ type: 'update', source: 'file:///guide.md', version: 1, locked: false, block: 0, model: beloteModel }],
      { source: 'file:///guide.md', block: 0, selectedGame: 1 },
    );
    expect(host.getState().selectedGame).toBe(1);
    app.receive({
      type: 'update',
      source: 'file:///guide.md',
      version: 1,
      locked: false,
      block: 2,
      model: coincheModel,
    });
    await settle(app);
    expect(host.getState().selectedGame).toBeUndefined();
    expect(host.getState().block).toBe(2);
  });
});

describe('Belote settlement (fixture: Belote du vendredi, target 1000, two games)', () => {
  it('shows one tab per game, the running game selected, with its rounds only', async () => {
    const { app } = await mount([update(beloteModel)]);
    const headers = deepQueryAll(app, '[role="tab"]').map((h) => deepText(h));
    expect(headers).toEqual(['Game 1 · won by Nord-Süd', 'Game 2 · in progress']);
    expect(deepQueryAll(app, '[role="tab"]').map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    const rows = sheetRows(app);
    expect(rows.map((r) => cellTexts(r)[0])).toEqual(['9', '10', '11']);
    const status = deepText(deepQuery(app, '.game-status')!);
    expect(status).toContain('Game 2 in progress (to 1000)');
    expect(status).toContain('Nord-Süd 114 : Ost-West 472');
  });

  it(
    'game 1: taker and contract, made / failed / litige with the pot / capot, both teams with running totals, ' +
      'the winner',
    async () => {
      const { app } = await mount([update(beloteModel)], { selectedGame: 1 });
      const rows = sheetRows(app);
      expect(rows).toHaveLength(8);
      const header = deepQueryAll(app, '.head [role="columnheader"]').map((h) => deepText(h));
      expect(header).toEqual(['#', 'Taker / contract', 'Outcome', 'Nord-Süd', 'Ost-West']);
      const texts = rows.map((r) => cellTexts(r));
      expect(texts[0].slice(1)).toEqual(['Süd (Nord-Süd) ♥', 'Made', '+100 (100)', '+82 (82)']);
      expect(texts[1][2]).toBe('Failed');
      expect(texts[2][2]).toBe('Capot');
      expect(texts[4][2]).toBe('Litige pot 81');
      expect(texts[5][2]).toBe('Made Ost-West takes the pot (81)');
      expect(texts[7][2]).toBe('Made Game 1 won by Nord-Süd');
      expect(texts[7].slice(3)).toEqual(['+130 (1016)', '+32 (480)']);
      expect(rows[7].classList.contains('game-end')).toBe(true);
      expect(deepText(deepQuery(app, '.game-status')!)).toContain('Game 1 won by Nord-Süd');
    },
  );

  it("totals: games won decide the evening, the running game's points beside them", async () => {
    const { app } = await mount([update(beloteModel)]);
    const summary = deepQuery(app, 'scoresheet-summary')!;
    const head = deepQueryAll(summary, 'table.totals thead th').map((th) => deepText(th));
    expect(head).toEqual(['Team', 'Games won', 'Game 2 (in progress)']);
    const rows = deepQueryAll(summary, 'table.totals tbody tr').map((r) =>
      Array.from(r.querySelectorAll('th, td')).map((td) => deepText(td)),
    );
    expect(rows).toEqual([
      ['Nord-Süd winner', '1', '114'],
      ['Ost-West', '0', '472'],
    ]);
  });

  it('draws a chart for the selected game only', async () => {
    const { app } = await mount([update(beloteModel)], { selectedGame: 1 });
    const charts = deepQueryAll(app, 'scoresheet-chart');
    expect(charts).toHaveLength(1);
    const svg = charts[0].shadowRoot!.querySelector('svg[role="img"]')!;
    expect(svg.querySelectorAll('path.line')).toHaveLength(2);
    expect(svg.querySelector('title')!.textContent).toBe('Running totals — Game 1');
    expect(svg.querySelector('desc')!.textContent).toContain('over 8 rounds. Final: Nord-Süd 1016, Ost-West 480');
  });

  it('shows contracts per team; no money section without a stake', async () => {
    const { app } = await mount([update(beloteModel)]);
    const rows = deepQueryAll(deepQuery(app, 'scoresheet-stats')!, 'tbody tr').map((r) =>
      Array.from(r.querySelectorAll('th, td')).map((td) => td.textContent!.trim()),
    );
    expect(rows).toEqual([
      ['Nord-Süd', '6', '4', '1', '1'], // litige (round 5): taken, neither made nor failed
      ['Ost-West', '5', '4', '1', '0'],
    ]);
    expect(deepQuery(app, '.transfers')).toBeUndefined();
    expect(deepText(deepQuery(app, 'scoresheet-summary')!)).not.toContain('Who pays whom');
  });
});

describe('Coinche settlement (fixture: official rules, one game in progress)', () => {
  it('shows contracts with the coinche and its multiplier, and coinche success per team', async () => {
    const { app } = await mount([update(coincheModel)]);
    const rows = sheetRows(app);
    const texts = rows.map((r) => cellTexts(r));
    expect(texts[0][1]).toBe('Süd (NS) 90 ♠ coinche');
    expect(texts[0][2]).toBe('Made ×2');
    expect(texts[2][2]).toBe('Capot');
    const header = deepQueryAll(deepQuery(app, 'scoresheet-stats')!, 'thead th').map((th) => th.textContent!.trim());
    expect(header).toEqual(['Team', 'Contracts taken', 'Made', 'Failed', 'Litiges', 'Coinched', 'Coinched & made']);
    const stats = deepQueryAll(deepQuery(app, 'scoresheet-stats')!, 'tbody tr').map((r) =>
      Array.from(r.querySelectorAll('th, td')).map((td) => td.textContent!.trim()),
    );
    expect(stats[0]).toEqual(['NS', '2', '2', '0', '0', '1', '1']);
    expect(deepQuery(app, 'scoresheet-tabs')).toBeUndefined(); // one game: no tabs
    const rules = deepQuery(app, 'scoresheet-rules')!;
    expect(deepText(deepQuery(rules, '.summary')!)).toBe('Preset official · surcoinche 3 · Target 2000');
  });
});

describe('player names are text, never HTML', () => {
  const evil = {
    Anna: '<script>alert(1)</script>',
    Ben: '"Ben" O\'Neil & <b>Co</b>',
    Clara: '<img src=x onerror=alert(1)>',
  };

  it('Doppelkopf: names in the sheet, totals, transfers, stats, chart and title are shown literally', async () => {
    const m = renamed(doppelkopfModel, evil);
    m.title = '<img src=x onerror=alert(2)> "Abend"';
    const { app } = await mount([update(m)]);
    // No element was created from any name.
    expect(deepQueryAll(app, 'script, img, b')).toEqual([]);
    const text = deepText(app);
    for (const name of Object.values(evil)) expect(text).toContain(name);
    expect(deepText(deepQuery(app, 'h1')!)).toBe('<img src=x onerror=alert(2)> "Abend"');
    const transfers = deepQueryAll(app, '.transfers li').map((li) => deepText(li));
    expect(transfers[0]).toBe(`${evil.Ben} pays ${evil.Anna} 0.85 EUR`);
    const head = deepQueryAll(app, '.head [role="columnheader"]').map((h) => h.getAttribute('title'));
    expect(head.slice(4)).toEqual([evil.Anna, evil.Ben, evil.Clara, 'Dora']);
    const desc = deepQuery(app, 'scoresheet-chart')!.shadowRoot!.querySelector('desc')!.textContent;
    expect(desc).toContain(`${evil.Anna} 17`);
    expect(deepQueryAll(app, 'svg script, svg img, foreignObject')).toEqual([]);
  });

  it('Belote: team names and game winners are shown literally', async () => {
    const m = renamed(beloteModel, {
      'Nord-Süd': '<script>alert(1)</script>',
      'Ost-West': '"Ouest" <img src=x onerror=alert(1)>',
    });
    const { app } = await mount([update(m)], { selectedGame: 1 });
    expect(deepQueryAll(app, 'script, img')).toEqual([]);
    expect(deepText(deepQuery(app, '.game-status')!)).toContain('Game 1 won by <script>alert(1)</script>');
    expect(deepQueryAll(app, '[role="tab"]').map((h) => deepText(h))[0]).toBe(
      'Game 1 · won by <script>alert(1)</script>',
    );
  });
});

describe('empty and error states', () => {
  it('says what to open when there is no document', async () => {
    const { app } = await mount([{ type: 'noDocument', locked: false }]);
    expect(deepText(app)).toContain('Open a .score file');
  });

  it('asks for a game line when the file has none', async () => {
    const m = clone(doppelkopfModel);
    delete m.game;
    m.rounds = [];
    const { app } = await mount([update(m)]);
    // Every game the view knows (Points and Skat were once left out).
    expect(deepText(app)).toContain(
      'This file has no "game" line yet: add "game doppelkopf", "game belote", "game coinche", "game points" or ' +
        '"game skat".',
    );
  });

  it('keeps the last good model and shows the engine error for the same document', async () => {
    const { app } = await mount([
      update(doppelkopfModel, 'file:///a.score'),
      { type: 'error', source: 'file:///a.score', version: 2, message: 'boom' },
    ]);
    expect(deepText(deepQuery(app, '.banner')!)).toContain('boom');
    expect(sheetRows(app)).toHaveLength(12);
  });
});

describe('updates of a long sheet and the working on request', () => {
  const SOURCE = 'file:///evening.score';
  /** An update that carries the rows of `model` but the first `keep` and the last `tail`, against version `base`. */
  const change = (
    model: SettlementModel,
    source: string,
    version: number,
    keep: number,
    base: number,
    tail = 0,
  ): HostMessage => ({
    type: 'update',
    source,
    version,
    locked: false,
    model: { ...model, rounds: model.rounds.slice(keep, model.rounds.length - tail) },
    keep,
    tail,
    base,
  });

  it('an update with `keep` and `tail` keeps those rows of the model held, the rest from the message', async () => {
    const { app, host } = await mount([update(doppelkopfModel)]);
    const held = app.model!.rounds;
    expect(held.length).toBeGreaterThan(11);
    const changed = clone(doppelkopfModel);
    changed.rounds[10].points = [9, -9, 9, -9];
    app.receive(change(changed, SOURCE, 2, 10, 1, held.length - 11));
    await settle(app);
    const rounds = app.model!.rounds;
    expect(rounds).toHaveLength(held.length);
    // The kept rows are the very objects held; the rest are the message's.
    expect(rounds[9]).toBe(held[9]);
    expect(rounds[10].points).toEqual([9, -9, 9, -9]);
    expect(rounds[11]).toBe(held[11]);
    expect(rounds.at(-1)).toBe(held.at(-1));
    expect(app.version).toBe(2);
    expect(host.posted.filter((m) => m.type === 'ready')).toHaveLength(1);
  });

  it('an update against a version the view does not hold asks for the whole model (ready)', async () => {
    const { app, host } = await mount([update(doppelkopfModel)]);
    const readies = () => host.posted.filter((m) => m.type === 'ready').length;
    const before = readies();
    app.receive(change(doppelkopfModel, SOURCE, 3, 5, 2));
    expect(readies()).toBe(before + 1);
    expect(app.version).toBe(1);
    expect(app.model!.rounds).toHaveLength(doppelkopfModel.rounds.length);
    // Another document's change is not this one's either.
    app.receive(change(doppelkopfModel, 'file:///other.score', 2, 5, 1));
    expect(readies()).toBe(before + 2);
  });

  it('pointing at a row asks for its working once: loading, then the working; a new version asks again', async () => {
    const { app, host } = await mount([update(doppelkopfModel)]);
    const row = () => sheetRows(app)[0];
    const first = doppelkopfModel.rounds[0];
    expect(first.messages).toEqual([]);
    row().dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
    row().dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
    await settle(app);
    const asks = () => host.posted.filter((m) => m.type === 'explainRound');
    expect(asks()).toEqual([
      { type: 'explainRound', source: SOURCE, block: undefined, version: 1, index: first.index },
    ]);
    expect(row().getAttribute('title')).toBe(`Working out this round…\n\nRound ${first.index}: show in editor`);
    // An answer for another version is dropped.
    app.receive({ type: 'roundWorking', source: SOURCE, version: 0, index: first.index, working: 'old' });
    await settle(app);
    expect(row().getAttribute('title')).toContain('Working out this round…');
    app.receive({
      type: 'roundWorking',
      source: SOURCE,
      version: 1,
      index: first.index,
      working: 'Round 1: the working',
    });
    await settle(app);
    expect(row().getAttribute('title')).toBe(`Round 1: the working\n\nRound ${first.index}: show in editor`);
    app.receive(update(doppelkopfModel, SOURCE, 2));
    await settle(app);
    expect(asks().at(-1)).toMatchObject({ version: 2, index: first.index });
    expect(row().getAttribute('title')).toContain('Working out this round…');
  });

  it('a row with problems shows them and asks for no working', async () => {
    const { app, host } = await mount([update(doppelkopfModel)]);
    const i = doppelkopfModel.rounds.findIndex((r) => r.messages.length);
    sheetRows(app)[i].dispatchEvent(new Event('focusin', { bubbles: true, composed: true }));
    await settle(app);
    expect(host.posted.filter((m) => m.type === 'explainRound')).toEqual([]);
  });
});

describe('updates a screen reader hears, and the same evening twice (issue 30, view review D12 and D3)', () => {
  const status = (app: Element) => deepQuery(app, 'main [role="status"]')!;

  it('a polite status says the new problem counts when an edit changes them, and nothing otherwise', async () => {
    const clean = { ...clone(doppelkopfModel), errors: 0, warnings: 0 };
    const { app } = await mount([update(clean)]);
    // Present (and empty) before anything is said, so that screen readers watch it.
    expect(status(app).textContent).toBe('');
    expect(status(app).getAttribute('role')).toBe('status');
    app.receive(update({ ...clean, errors: 1, warnings: 2 }, undefined, 2));
    await settle(app);
    expect(status(app).textContent).toBe('Updated: 1 error, 2 warnings.');
    // The same counts again (another edit): nothing new to say, the last words stay.
    app.receive(update({ ...clean, errors: 1, warnings: 2 }, undefined, 3));
    await settle(app);
    expect(status(app).textContent).toBe('Updated: 1 error, 2 warnings.');
    app.receive({ ...update({ ...clean, errors: 0, warnings: 0 }, undefined, 4), lang: 'de' } as HostMessage);
    await settle(app);
    expect(status(app).textContent).toBe('Aktualisiert: keine Fehler und keine Warnungen.');
    // Another document is not an update of this one: said by its heading, not by the status.
    app.receive(update({ ...clean, errors: 3 }, 'file:///other.score', 1));
    await settle(app);
    expect(status(app).textContent).toBe('');
  });

  it('another file holding this very evening is a warning above the evening, and no Season tab', async () => {
    const { app } = await mount([
      update(doppelkopfModel, 'file:///examples/doppelkopf-evening.score'),
      {
        type: 'season',
        source: 'file:///examples/doppelkopf-evening.score',
        sameEvening: [{ file: 'doppelkopf-paper.score', sameAs: 'doppelkopf-evening.score', why: 'date' }],
      },
    ]);
    const list = deepQuery(app, 'ul.same-evening')!;
    expect(list.getAttribute('aria-label')).toBe('About this season');
    expect(deepText(list)).toBe(
      'doppelkopf-paper.score is the same evening as doppelkopf-evening.score (same date and players): ' +
        'a season counts it once.',
    );
    expect(deepQuery(app, 'scoresheet-tabs')).toBeUndefined();
  });
});
