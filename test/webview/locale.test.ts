// @vitest-environment happy-dom
// Numbers, percentages and dates in the view's language (issue 30, view review D2 and D10): an average per game with
// one decimal and never a negative zero, `55 %` with the language's space, dates as the language writes them (header,
// season intro, the season chart's axis and points), and every number of a sentence grouped as the language groups it.

import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/messages';
import type { HostMessage, SeasonModel } from '../../src/protocol';
import type { DoppelkopfPlayerLine as PlayerLine } from '../../src/games/doppelkopf/season/types';
import { date, decimal, money, percent, plain, stakeMoney } from '../../webview/format';
import { setViewLang, TABLES } from '../../webview/strings';
import { beloteModel, doppelkopfModel, update } from './fixtures';
import { deepQuery, deepQueryAll, mount } from './dom';

const MINUS = '\u2212';
const NBSP = '\u00a0';
const NNBSP = '\u202f';

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

describe('the formatters', () => {
  it.each([
    ['en', '0.6', `${MINUS}0.3`, '0', '0.1'],
    ['de', '0,6', `${MINUS}0,3`, '0', '0,1'],
    ['fr', '0,6', `${MINUS}0,3`, '0', '0,1'],
  ] as const)('%s: one decimal, a true minus, no negative zero', (lang, a, b, c, d) => {
    setViewLang(lang);
    // 7 points in 12 games, −3 in 10, −1 in 25 (−0.04: rounds to zero, shown without a sign), 2 in 20.
    expect([decimal(7 / 12), decimal(-3 / 10), decimal(-1 / 25), decimal(2 / 20)]).toEqual([a, b, c, d]);
  });

  it.each(['de', 'fr'] as const)('%s: money, points and shares that round to zero have no sign', (lang) => {
    setViewLang(lang);
    // −0.4 cents rounds to 0 cents, −0.3 points to 0, −1 win in 1000 to 0 %: Intl would sign each (−0,00 €, −0).
    expect(money(-0.4, '€')).toMatch(/^0,00[\u00a0\u202f]€$/);
    expect(plain(-0.3)).toBe('0');
    expect(percent(-1, 1000)).toMatch(/^0[\u00a0\u202f]%$/);
  });

  it.each([
    ['en', '0.0025 EUR', '0.05 EUR'],
    ['de', `0,0025${NBSP}€`, `0,05${NBSP}€`],
    ['fr', `0,0025${NBSP}€`, `0,05${NBSP}€`],
  ] as const)('%s: a stake of a quarter cent keeps its decimals (%s); a whole-cent one is money (%s)', (lang, q, c) => {
    setViewLang(lang);
    expect(stakeMoney(0.25, 'EUR').replace(NNBSP, NBSP)).toBe(q);
    expect(stakeMoney(5, 'EUR').replace(NNBSP, NBSP)).toBe(c);
  });

  it.each([
    ['en', /^55%$/],
    ['de', /^55\u00a0%$/],
    // CLDR's French percent sign follows a no-break space (narrow in recent versions).
    ['fr', /^55[\u00a0\u202f]%$/],
  ] as const)('%s: 11 wins in 20 games, as a percentage with the language’s space', (lang, shown) => {
    setViewLang(lang);
    expect(percent(11, 20)).toMatch(shown);
  });

  it.each([
    ['en', `Jan${NBSP}16,${NBSP}2026`, `Jan${NBSP}16`],
    ['de', '16.01.2026', `16.${NBSP}Jan.`],
    ['fr', `16${NBSP}janv.${NBSP}2026`, `16${NBSP}janv.`],
  ] as const)('%s: 2026-01-16 reads %s (on an axis %s), with no space to break at', (lang, long, short) => {
    setViewLang(lang);
    expect(date('2026-01-16')).toBe(long);
    expect(date('2026-01-16', true)).toBe(short);
    expect(date('2026-01-16')).not.toMatch(/[ \u202f-]/);
  });

  it('a date that is not a calendar date is shown as the file writes it', () => {
    setViewLang('de');
    expect(date('2026-02-30')).toBe('2026-02-30');
    expect(date('Freitag')).toBe('Freitag');
  });
});

/** A player's statistics line (Doppelkopf) with the counts the season table shows. */
function line(name: string, games: number, wins: number, points: number): PlayerLine {
  const none = { games: 0, wins: 0 };
  return {
    name,
    evenings: 2,
    games,
    wins,
    points,
    rounds: games,
    doppelkopf: { re: none, kontra: none, solos: none, solosByKind: {}, dutySolos: none, partners: {} },
  };
}

/** Two evenings of four players; the statistics give averages 7/12, −3/10, 2/20, −1/25 and win rates 7/12 … 10/25. */
const SEASON: SeasonModel = {
  game: 'doppelkopf',
  folder: 'runde',
  players: ['Anna', 'Ben', 'Clara', 'Dora'],
  evenings: [
    {
      file: '2026-01-16.score',
      date: '2026-01-16',
      totals: [4, -2, 1, -3],
      present: [true, true, true, true],
      current: true,
    },
    {
      file: '2026-06-12.score',
      date: '2026-06-12',
      totals: [3, -1, 1, 2],
      present: [true, true, true, true],
      current: false,
    },
  ],
  standings: [
    { rank: 1, name: 'Anna', total: 7, evenings: 2, games: 12, wins: 7 },
    { rank: 2, name: 'Clara', total: 2, evenings: 2, games: 20, wins: 11 },
    { rank: 3, name: 'Dora', total: -1, evenings: 2, games: 25, wins: 10 },
    { rank: 4, name: 'Ben', total: -3, evenings: 2, games: 10, wins: 4 },
  ],
  moneyModel: 'evening',
  stats: [line('Anna', 12, 7, 7), line('Ben', 10, 4, -3), line('Clara', 20, 11, 2), line('Dora', 25, 10, -1)],
  notes: [],
};

async function seasonTab(lang: Lang) {
  const model = { ...doppelkopfModel, date: '2026-01-16' };
  const { app } = await mount(
    [{ ...update(model), lang } as HostMessage, { type: 'season', source: 'file:///evening.score', season: SEASON }],
    { seasonTab: true },
  );
  return app;
}

/** The season statistics table's column `col` (0: games) per player, in table order. */
function statsColumn(app: Element, col: number): string[] {
  const season = deepQuery(app, 'scoresheet-season')!;
  const tables = deepQueryAll(season, 'table.stats');
  return Array.from(tables[1].querySelectorAll('tbody tr')).map((r) => r.querySelectorAll('td')[col]!.textContent!);
}

describe('the Season tab in the language', () => {
  it.each([
    ['en', ['0.6', `${MINUS}0.3`, '0.1', '0'], ['58%', '40%', '55%', '40%']],
    ['de', ['0,6', `${MINUS}0,3`, '0,1', '0'], [`58${NBSP}%`, `40${NBSP}%`, `55${NBSP}%`, `40${NBSP}%`]],
    ['fr', ['0,6', `${MINUS}0,3`, '0,1', '0'], [`58${NBSP}%`, `40${NBSP}%`, `55${NBSP}%`, `40${NBSP}%`]],
  ] as const)('%s: average per game and win rate per player', async (lang, averages, rates) => {
    const app = await seasonTab(lang);
    // Columns: games, wins, win rate, Re, Kontra, solos, solos won, average per game.
    expect(statsColumn(app, 7)).toEqual(averages);
    // French puts a no-break space before %, narrow in recent CLDR versions: either is right.
    expect(statsColumn(app, 2).map((r) => r.replace(NNBSP, NBSP))).toEqual(rates);
  });

  it.each([
    ['en', `2 evenings of this game in the folder, Jan${NBSP}16,${NBSP}2026 to Jun${NBSP}12,${NBSP}2026.`],
    ['de', '2 Abende dieses Spiels im Ordner, 16.01.2026 bis 12.06.2026.'],
    ['fr', `2 soirées de ce jeu dans le dossier, du 16${NBSP}janv.${NBSP}2026 au 12${NBSP}juin${NBSP}2026.`],
  ] as const)('%s: the intro dates the first and last evening', async (lang, intro) => {
    const app = await seasonTab(lang);
    const season = deepQuery(app, 'scoresheet-season')!;
    expect(deepQuery(season, 'p.muted')!.textContent!.trim()).toBe(intro);
  });

  it('German: the chart’s axis dates the evenings, and a point says its date', async () => {
    const app = await seasonTab('de');
    const chart = deepQuery(deepQuery(app, 'scoresheet-season')!, 'scoresheet-chart')!;
    const axis = Array.from(chart.shadowRoot!.querySelectorAll('text.axis-label')).map((t) => t.textContent);
    // The y axis's numbers first, then the x axis: the two evenings by day and month.
    expect(axis.slice(-2)).toEqual([`16.${NBSP}Jan.`, `12.${NBSP}Juni`]);
    const point = chart.shadowRoot!.querySelector('circle.point title')!.textContent;
    // The name isolated (FSI … PDI): a right-to-left name cannot move the total's sign.
    expect(point).toBe('16.01.2026 (2026-01-16.score): \u2068Anna\u2069 4');
  });
});

describe('the evening in the language', () => {
  it.each([
    ['en', `Mar${NBSP}1,${NBSP}2024`],
    ['de', '01.03.2024'],
    ['fr', `1 mars 2024`.replace(/ /g, NBSP)],
  ] as const)('%s: the heading dates the evening 2024-03-01 as %s', async (lang, shown) => {
    const { app } = await mount([{ ...update(doppelkopfModel), lang } as HostMessage]);
    const time = deepQuery(app, 'header time')!;
    expect(time.getAttribute('datetime')).toBe('2024-03-01');
    expect(time.textContent).toBe(shown);
  });

  it('French: the target of 1000 is grouped as scores are (1 000), in the rules and beside a game won', async () => {
    const { app } = await mount([{ ...update(beloteModel), lang: 'fr' } as HostMessage], { selectedGame: 1 });
    const target = `Objectif 1${NNBSP}000`;
    expect(deepQuery(deepQuery(app, 'scoresheet-rules')!, '.summary')!.textContent).toContain(target);
    expect(deepQuery(app, '.game-status')!.textContent).toContain(target);
  });

  it('German: a count in a sentence is grouped (1.234 Spiele)', () => {
    expect(TABLES.de.chartDesc(1234, 'Anna 2')).toContain('über 1.234 Spiele');
    // The `game` lines of the kinds given, in each language's quotes.
    expect(TABLES.de.noGame(['doppelkopf', 'skat'])).toBe(
      'Diese Datei hat noch keine „game“-Zeile: Schreib „game doppelkopf“ oder „game skat“.',
    );
    expect(TABLES.fr.noGame(['belote', 'coinche', 'points'])).toBe(
      'Ce fichier n’a pas encore de ligne « game » : ajoutez « game belote », « game coinche » ou « game points ».',
    );
    expect(TABLES.en.chartDesc(1234, 'Anna 2')).toContain('over 1234 rounds');
  });
});
