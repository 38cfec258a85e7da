// Accessibility of the settlement view in real headless Chromium: axe-core (WCAG 2.1 A/AA and best practices) over
// every view state — each bundled example through the real engine, an error sheet, several games, the empty and error
// states, the season — in English, German and French, in VS Code's light theme at 320 px; and the states of
// MATRIX_STATES in all four theme kinds at 320 and 1000 px. Then keyboard-only use and the accessibility tree of the
// rules disclosure, the game tabs and the sheet rows; and the theme files against what the view reads.
//
// Why the matrix needs only some states: what the theme changes is colour, what the width changes is layout (CSS
// container and media queries; a state shows the same kinds of element at 320 and 1000 px), and both act on the
// kinds of element a state shows (a component's element with its classes, role and state attributes:
// `scoresheet-sheet div.bock.has-error.row[role=row]`). The every-state run records those kinds and fails if a state
// in any language shows one that MATRIX_STATES do not (run first there, in the order the matrix runs them); so each
// kind of element is checked in every theme and width, and each state in every language with every rule. A state that
// brings a new kind of element (a new component, class or colour) fails that check until MATRIX_STATES take in a
// state that shows it.
// Before, every state ran in all 8 combinations (496 axe runs, 2.5 minutes); now 62 + 7 × 8.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import type { Lang } from '../../src/messages';
import type { HostMessage } from '../../src/protocol';
import {
  hasChromium,
  skipWithoutChromium,
  root,
  send,
  startHarness,
  THEME_NAMES,
  THEMES,
  type Harness,
  type ThemeName,
} from './browserHarness';
import { exampleModels, modelsOfText, seasonExample, updateOf, type ExampleModel } from './exampleModels';

const WIDTHS = [320, 1000];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const LANGS: Lang[] = ['en', 'de', 'fr'];

const examples = exampleModels(root);
const byName = (name: string): ExampleModel => {
  const e = examples.find((x) => x.name === name);
  if (!e) throw new Error(`bundled example ${name} is missing`);
  return e;
};
const evening = byName('doppelkopf-evening.score');
const beloteText = readFileSync(join(root, 'examples/belote-game.score'), 'utf8');
const errorText = readFileSync(join(root, 'test/webview/fixtures/evening.score'), 'utf8');
const ruleGuide = readFileSync(join(root, 'examples/rule-guide.md'), 'utf8');
/** The bundled Belote evening played to 500: game 1 ends with round 5, game 2 (rounds 6–8) is in progress. */
const beloteTo500 = beloteText.replace(/^target 1000$/m, 'target 500');
const severalGames = modelsOfText('belote-to-500.score', beloteTo500)[0];
/** An older evening with a wrong score (round 11) and a wrong round number (round 14): one error, one warning. */
const errorSheet = modelsOfText('evening.score', errorText)[0];

interface ViewCase {
  name: string;
  messages: HostMessage[];
  /** Select this game tab (0-based) before checking. */
  tab?: number;
}

/** Clara's evening (26 rounds) twice over; in German and French the error sheet (its 14-round draft) stands for it. */
const CLARA = new Set(['doppelkopf-evening.score', 'doppelkopf-paper.score']);

/**
 * The states checked in one language, the engine's words and the view's in it. English: every bundled example (the
 * guides' ```score blocks too). German and French: the bundled .score evenings but Clara's and each other state: the
 * guides' blocks are small sheets of the same components, checked in English. So the two languages add 14 axe runs
 * each to English's 34.
 */
async function casesIn(lang: Lang): Promise<ViewCase[]> {
  const sheets = exampleModels(root, lang).filter(
    (e) => lang === 'en' || (e.file.endsWith('.score') && !CLARA.has(e.file)),
  );
  const update = (e: ExampleModel, locked = false) => updateOf(e, locked, lang);
  const several = modelsOfText('belote-to-500.score', beloteTo500, undefined, lang)[0];
  const errors = modelsOfText('evening.score', errorText, undefined, lang)[0];
  const small = modelsOfText('rule-guide.md', ruleGuide, undefined, lang)[0];
  const noGame = modelsOfText('new.score', 'title Neu\nplayers Anna Ben Clara Dora\n', undefined, lang)[0];
  const season = await seasonExample(root, undefined, lang);
  return [
    ...sheets.map((e) => ({ name: e.name, messages: [update(e)] })),
    { name: 'error sheet (1 error, 1 warning)', messages: [update(errors)] },
    { name: 'several games, game 2 in progress', messages: [update(several)] },
    { name: 'several games, finished game 1', messages: [update(several)], tab: 0 },
    {
      name: 'locked, an engine error over the last good sheet',
      messages: [update(small, true), { type: 'error', source: small.source, version: 2, message: 'boom' }],
    },
    { name: 'no game line yet', messages: [update(noGame)] },
    { name: 'season folder, the Evening tab', messages: season.messages },
    { name: 'season folder, the Season tab', messages: season.messages, tab: 1 },
    {
      // As in the examples folder: the same evening in two files is a warning above the evening, no Season tab.
      name: 'the same evening twice',
      messages: [
        update(small),
        {
          type: 'season',
          source: small.source,
          sameEvening: [{ file: 'doppelkopf-paper.score', sameAs: 'doppelkopf-evening.score', why: 'date' }],
        },
      ],
    },
    {
      // The live region speaking: an edit of the same sheet that brought an error.
      name: 'an update that changed the problem counts',
      messages: [
        update(small),
        { type: 'update', source: small.source, version: 2, locked: false, model: { ...small.model, errors: 1 }, lang },
      ],
    },
    { name: 'no document', messages: [{ type: 'noDocument', locked: false, lang }] },
  ];
}

const CASES = new Map<Lang, ViewCase[]>();
for (const lang of LANGS) CASES.set(lang, await casesIn(lang));

let harness: Harness;

beforeAll(async () => {
  if (hasChromium) harness = await startHarness();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown; summary?: string }[];
}

async function runAxe(page: Page): Promise<Violation[]> {
  return page.evaluate(async (tags) => {
    const a = (window as unknown as { axe: typeof axe }).axe;
    const result = await a.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
    }));
  }, AXE_TAGS);
}

/** The page in its most demanding look: rules open, a row focused (selection colours), a secondary button hovered. */
async function exercise(page: Page, c: ViewCase): Promise<void> {
  const exercised = await page.evaluate(async (tab) => {
    const app = document.querySelector('scoresheet-settlement')!.shadowRoot!;
    // Every element's pending update, without waiting for frames: axe reads styles and layout, which it makes the page
    // compute, and each frame the page drew would repaint it whole (most of this file's time, when it waited for them).
    const update = async () => {
      const walk = async (node: Element | ShadowRoot): Promise<void> => {
        for (const el of Array.from(node.querySelectorAll('*'))) {
          await (el as Element & { updateComplete?: Promise<unknown> }).updateComplete;
          if (el.shadowRoot) await walk(el.shadowRoot);
        }
      };
      await walk(document.body);
      await walk(document.body); // elements the first pass created
    };
    if (tab !== undefined) {
      app.querySelector('scoresheet-tabs')?.shadowRoot?.querySelectorAll<HTMLElement>('[role="tab"]')[tab]?.click();
      await update();
    }
    const rules = app.querySelector('scoresheet-rules')?.shadowRoot;
    rules?.querySelector<HTMLElement>('button[aria-expanded="false"]')?.click();
    const sheet = app.querySelector('scoresheet-sheet')?.shadowRoot;
    const row = sheet?.querySelector<HTMLElement>('.body [data-index="0"]');
    row?.focus();
    await update();
    // Focusing the row scrolled the page: the button back into view (the row keeps the focus), so the pointer can be
    // put on it.
    const lock = app.querySelector('button.lock');
    lock?.scrollIntoView({ block: 'nearest' });
    const box = lock?.getBoundingClientRect();
    return {
      box: box && { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      // A sheet with rounds has its first row focused.
      rowFocused: !sheet?.querySelector('.body [data-index]') || (!!row && sheet.activeElement === row),
    };
  }, c.tab);
  expect(exercised.rowFocused, `${c.name}: the first row focused`).toBe(true);
  const lock = exercised.box;
  // A real pointer over the secondary button, so its :hover colours are what axe measures.
  // Chromium applies the hover with the next frame.
  if (lock) {
    await page.mouse.move(lock.x, lock.y);
    const hovered = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return document
        .querySelector('scoresheet-settlement')!
        .shadowRoot!.querySelector('button.lock')!
        .matches(':hover');
    });
    expect(hovered).toBe(true);
  }
}

/**
 * Every kind of element a state shows: the element's component (its shadow root's host), tag, classes, the
 * attributes the styles and ARIA read, and which data- attributes it has. The body's theme class is left out.
 */
async function kindsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ATTRS = ['role', 'aria-selected', 'aria-expanded', 'aria-current', 'aria-invalid', 'aria-disabled'];
    ATTRS.push('disabled', 'hidden', 'type', 'scope');
    const out = new Set<string>();
    const walk = (node: Document | ShadowRoot, host: string) => {
      for (const el of Array.from(node.querySelectorAll('*'))) {
        const classes = el.localName === 'body' ? [] : Array.from(el.classList).sort();
        const attrs = ATTRS.filter((a) => el.hasAttribute(a)).map((a) => `[${a}=${el.getAttribute(a)}]`);
        const data = Array.from(el.attributes).filter((a) => a.name.startsWith('data-') && el.localName !== 'body');
        out.add(
          `${host} ${el.localName}${classes.map((c) => '.' + c).join('')}${attrs.join('')}` +
            data.map((a) => `[${a.name}]`).join(''),
        );
        if (el.shadowRoot) walk(el.shadowRoot, el.localName);
      }
    };
    walk(document, '');
    return [...out];
  });
}

/**
 * The states the four themes at both widths are checked in (English): together they show every kind of element any
 * state shows (the every-state run checks this). The error sheet: Doppelkopf's sheet with error and warning rows,
 * bock rounds, the chart and the problem badges; the Season tab: the season's table, chart points and the view tabs;
 * Belote's finished game 1: the game tabs, team columns, a game's end; game 2 in progress: a row with an error
 * unfocused; a guide's block 3: a focused row with an error; locked with an engine error: the alert banner and the
 * locked badge; the same evening twice: the warning list above the evening; no document: the empty state.
 */
const MATRIX_STATES = [
  'guide.md › block 3',
  'error sheet (1 error, 1 warning)',
  'several games, game 2 in progress',
  'several games, finished game 1',
  'locked, an engine error over the last good sheet',
  'season folder, the Season tab',
  'the same evening twice',
  'no document',
];
/** The theme and width of the run over every state in every language (the narrowest: the longest words). */
const EVERY_STATE = { theme: 'light', width: 320 } as const;

/** Sends a state to the open page, puts it in its most demanding look, and runs axe: what it found, one per line. */
async function check(page: Page, lang: Lang, c: ViewCase): Promise<string[]> {
  const t0 = Date.now();
  for (const m of c.messages) await send(page, m);
  const t1 = Date.now();
  await exercise(page, c);
  const t2 = Date.now();
  const vs = await runAxe(page);
  if (process.env.AXE_TIMING)
    console.log(`${lang} ${c.name}: send ${t1 - t0} exercise ${t2 - t1} axe ${Date.now() - t2}`);
  return vs.map((v) => {
    const where = v.nodes
      .slice(0, 3)
      .map((n) => `${JSON.stringify(n.target)} ${n.summary ?? ''}`.replace(/\s+/g, ' '))
      .join(' | ');
    return `${lang} ${c.name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} node(s): ${where}`;
  });
}

/** The English states of the matrix, in its order. */
function matrixCases(): ViewCase[] {
  const en = CASES.get('en')!;
  return MATRIX_STATES.map((name) => {
    const c = en.find((x) => x.name === name);
    if (!c) throw new Error(`MATRIX_STATES names ${name}, which is no state`);
    return c;
  });
}

describe('axe-core: no WCAG 2.1 AA (or best-practice) violation in any state, theme or width', () => {
  beforeEach(skipWithoutChromium);

  it(`every state in ${LANGS.join(', ')} (${EVERY_STATE.theme} at ${EVERY_STATE.width} px)`, async () => {
    const { page, problems } = await harness.open({ ...EVERY_STATE, height: 900 });
    await page.evaluate(axe.source);
    const found: string[] = [];
    const inMatrix = new Set<string>();
    const shown = new Map<string, string>();
    for (const lang of LANGS) {
      // English starts with the matrix's states in the matrix's order: they render here as they do there.
      const matrix = lang === 'en' ? matrixCases() : [];
      const cases = [...matrix, ...CASES.get(lang)!.filter((c) => !matrix.includes(c))];
      for (const c of cases) {
        found.push(...(await check(page, lang, c)));
        for (const kind of await kindsOf(page)) {
          if (matrix.includes(c)) inMatrix.add(kind);
          if (!shown.has(kind)) shown.set(kind, `${lang} ${c.name}`);
        }
      }
      // The page speaks the language it was told to (the view follows the host's `lang`).
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    // The matrix's states show every kind of element (what the themes and widths act on) that any state shows.
    expect(shown.size).toBeGreaterThan(150);
    const outside = [...shown].filter(([kind]) => !inMatrix.has(kind)).map(([kind, where]) => `${kind} (${where})`);
    expect(outside).toEqual([]);
    await page.close();
  }, 300_000);

  for (const theme of THEME_NAMES) {
    for (const width of WIDTHS) {
      if (theme === EVERY_STATE.theme && width === EVERY_STATE.width) continue; // the every-state run has them
      it(`${theme} at ${width} px: the states of MATRIX_STATES`, async () => {
        const { page, problems } = await harness.open({ width, height: 900, theme });
        await page.evaluate(axe.source);
        const found: string[] = [];
        for (const c of matrixCases()) found.push(...(await check(page, 'en', c)));
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      }, 120_000);
    }
  }
});

describe('test themes carry every VS Code variable the view reads', () => {
  // The view's sources and the vscode-elements parts it renders (vscode-badge and its shared base styles).
  const sources = [
    ...readdirSync(join(root, 'webview'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(root, 'webview', f)),
    join(root, 'media/settlement.css'),
    join(root, 'node_modules/@vscode-elements/elements/dist/vscode-badge/vscode-badge.styles.js'),
    join(root, 'node_modules/@vscode-elements/elements/dist/includes/default.styles.js'),
  ];
  const used = new Set(
    sources.flatMap((f) => readFileSync(f, 'utf8').match(/--vscode-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g) ?? []),
  );

  it('the view reads theme variables (the scan finds them)', () => {
    expect(used.has('--vscode-foreground')).toBe(true);
    expect(used.has('--vscode-editor-background')).toBe(true);
  });

  for (const theme of THEME_NAMES) {
    it(`${theme}: each one is defined, or listed as one VS Code does not send in this theme`, () => {
      const css = readFileSync(join(root, 'test/webview/themes', THEMES[theme as ThemeName].css), 'utf8');
      const defined = new Set(Array.from(css.matchAll(/^\s*(--vscode-[\w-]+)\s*:/gm), (m) => m[1]));
      const notSent = new Set(/not sent:([\s\S]*?)\*\//.exec(css)?.[1].match(/--vscode-[\w-]+/g) ?? []);
      const missing = [...used].filter((v) => !defined.has(v) && !notSent.has(v)).sort();
      expect(missing).toEqual([]);
    });
  }
});

/** The page's accessibility tree as Chromium computes it (names, descriptions, states), through DevTools. */
async function axTree(page: Page): Promise<AxNode[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: RawAxNode[] };
  await cdp.detach();
  return nodes.map((n) => ({
    id: n.nodeId,
    parent: n.parentId,
    role: String(n.role?.value ?? ''),
    name: String(n.name?.value ?? ''),
    description: String(n.description?.value ?? ''),
    props: Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value.value])),
    ignored: n.ignored,
  }));
}

interface RawAxNode {
  nodeId: string;
  parentId?: string;
  ignored: boolean;
  role?: { value: unknown };
  name?: { value: unknown };
  description?: { value: unknown };
  properties?: { name: string; value: { value: unknown } }[];
}

interface AxNode {
  id: string;
  parent?: string;
  role: string;
  name: string;
  description: string;
  props: Record<string, unknown>;
  ignored: boolean;
}

function activeInfo(page: Page): Promise<{ tag: string; role: string | null; text: string; index?: string }> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return {
      tag: el?.localName ?? '',
      role: el?.getAttribute('role') ?? null,
      text: (el?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      index: (el as HTMLElement | null)?.dataset?.index,
    };
  });
}

describe('keyboard only, and what a screen reader is told', () => {
  beforeEach(skipWithoutChromium);
  it(
    'rules: a button in a level-2 heading; Tab reaches ' + 'it, Enter and Space toggle it, Space does not scroll',
    async () => {
      const { page, problems } = await harness.open({ width: 1000, height: 500, theme: 'dark' });
      await send(page, updateOf(evening));
      await page.locator('button.lock').focus();
      await page.keyboard.press('Tab');
      expect(await activeInfo(page)).toMatchObject({ tag: 'button', text: 'Rules' });

      let tree = await axTree(page);
      const button = tree.find((n) => n.role === 'button' && n.name === 'Rules')!;
      expect(button.props.expanded).toBe(false);
      const heading = tree.find((n) => n.id === button.parent)!;
      expect(heading).toMatchObject({ role: 'heading', name: 'Rules' });
      expect(heading.props.level).toBe(2);
      expect(await page.locator('#rules-body').isVisible()).toBe(false);

      await page.keyboard.press('Enter');
      expect(await page.locator('#rules-body').isVisible()).toBe(true);
      tree = await axTree(page);
      expect(tree.find((n) => n.role === 'button' && n.name === 'Rules')!.props.expanded).toBe(true);
      // The body is a region named by the heading, with the switches the file changed.
      const region = tree.find((n) => n.role === 'region' && n.name === 'Rules');
      expect(region).toBeDefined();
      expect(await page.locator('#rules-body').textContent()).toContain('bock');

      const y = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      expect(await page.locator('#rules-body').isVisible()).toBe(false);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('game tabs: one tab list, one tab stop; arrows, Home/End, Space/Enter select (no scrolling)', async () => {
    const { page, problems } = await harness.open({ width: 1000, height: 600, theme: 'light' });
    await send(page, updateOf(severalGames));
    const tree = await axTree(page);
    const lists = tree.filter((n) => n.role === 'tablist');
    expect(lists.map((l) => l.name)).toEqual(['Games']);
    const tabs = tree.filter((n) => n.role === 'tab');
    expect(tabs.map((t) => [t.name, t.props.selected])).toEqual([
      ['Game 1 · won by Nord-Süd', false],
      ['Game 2 · in progress', true],
    ]);
    expect(tabs.every((t) => t.parent === lists[0].id)).toBe(true);
    const panel = tree.find((n) => n.role === 'tabpanel')!;
    expect(panel.name).toBe('Game 2 · in progress');

    // Tab from the rules button lands on the selected tab only (the other is not a tab stop).
    await page.locator('scoresheet-rules button').focus();
    // The Compare rules and Add round buttons come next (one tab stop each), then the sheet.
    await page.keyboard.press('Tab');
    expect(await activeInfo(page)).toMatchObject({ tag: 'button', text: 'Compare rules' });
    await page.keyboard.press('Tab');
    expect(await activeInfo(page)).toMatchObject({ tag: 'button', text: 'Add round' });
    await page.keyboard.press('Tab');
    expect(await activeInfo(page)).toMatchObject({ role: 'tab', text: 'Game 2 · in progress' });
    const rowsShown = () =>
      page.evaluate(() =>
        Array.from(
          document
            .querySelector('scoresheet-settlement')!
            .shadowRoot!.querySelector('scoresheet-sheet')!
            .shadowRoot!.querySelectorAll('.body [data-index] .c-round'),
        ).map((c) => Number(c.textContent)),
      );
    expect(await rowsShown()).toEqual([6, 7, 8]);

    await page.keyboard.press('ArrowLeft');
    expect(await activeInfo(page)).toMatchObject({ role: 'tab', text: 'Game 1 · won by Nord-Süd' });
    expect(await rowsShown()).toEqual([1, 2, 3, 4, 5]);
    await page.keyboard.press('End');
    expect(await activeInfo(page)).toMatchObject({ text: 'Game 2 · in progress' });
    expect(await rowsShown()).toEqual([6, 7, 8]);
    await page.keyboard.press('Home');
    expect(await activeInfo(page)).toMatchObject({ text: 'Game 1 · won by Nord-Süd' });
    await page.keyboard.press('ArrowRight');
    expect(await rowsShown()).toEqual([6, 7, 8]);
    // Wrapping: Right from the last tab goes to the first.
    await page.keyboard.press('ArrowRight');
    expect(await activeInfo(page)).toMatchObject({ text: 'Game 1 · won by Nord-Süd' });

    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    expect(await rowsShown()).toEqual([1, 2, 3, 4, 5]);
    const selected = (await axTree(page)).filter((n) => n.role === 'tab' && n.props.selected).map((n) => n.name);
    expect(selected).toEqual(['Game 1 · won by Nord-Süd']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it(
    'sheet rows: named by a summary (round, game, facts, ' + 'points, problems), the Enter hint as description',
    async () => {
      const { page, problems } = await harness.open({ width: 1000, height: 800, theme: 'hc' });
      await send(page, updateOf(errorSheet));
      const rows = (await axTree(page)).filter((n) => n.role === 'row' && /^Round \d+:/.test(n.name));
      expect(rows).toHaveLength(14);
      const MINUS = '\u2212';
      // Round 2: Re (Ben, Dora) announced keine 90 and had only 140 (Kontra 100 ≥ 90): missed, so Re lost with 140:100.
      expect(rows[1].name).toBe(
        'Round 2: Re (Ben, Dora) 140:100 lost; Re: keine 90 announced, missed; Kontra announced; ' +
          `Anna: +8, total 10; Ben: ${MINUS}8, total ${MINUS}10; ` +
          `Clara: +8, total 10; Dora: ${MINUS}8, total ${MINUS}10.`,
      );
      // A bock round says so.
      expect(rows[4].name).toContain('; Bock ×2;');
      // A round with a problem keeps its number and scores, and says the problem last.
      expect(rows[10].name).toMatch(
        /^Round 11: Re \(Anna, Dora\) 181:59 won; Re announced; Bock ×2; Anna: \+10, total /,
      );
      expect(rows[10].name).toContain('; 1 error: stated Anna +4 Ben -4 Clara -4 Dora +4, computed Anna +10');
      expect(rows[13].name).toMatch(/; 1 warning: This is round 14 of the sheet .* but it is numbered 15\.$/);
      for (const r of rows) expect(r.description).toBe('Press Enter to show this round in the editor.');

      // Keyboard: Tab reaches the sheet (one stop), Down moves, Enter reveals the round in the editor.
      await page.locator('scoresheet-rules button').focus();
      // The Compare rules and Add round buttons come next (one tab stop each), then the sheet.
      await page.keyboard.press('Tab');
      expect(await activeInfo(page)).toMatchObject({ tag: 'button', text: 'Compare rules' });
      await page.keyboard.press('Tab');
      expect(await activeInfo(page)).toMatchObject({ tag: 'button', text: 'Add round' });
      await page.keyboard.press('Tab');
      expect(await activeInfo(page)).toMatchObject({ role: 'row', index: '0' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await activeInfo(page)).toMatchObject({ role: 'row', index: '2' });
      await page.keyboard.press('Enter');
      const posted = await page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted);
      expect(posted.at(-1)).toEqual({
        type: 'reveal',
        source: errorSheet.source,
        line: errorSheet.model.rounds[2].line,
      });
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('the lock button is a button whose name changes, not also a toggle', async () => {
    const { page } = await harness.open({ width: 1000, height: 600, theme: 'hc-light' });
    await send(page, updateOf(evening, true));
    let lock = (await axTree(page)).find((n) => n.role === 'button' && /lock/i.test(n.name))!;
    expect(lock.name).toBe('Unlock');
    expect(lock.props.pressed).toBeUndefined();
    await send(page, { type: 'lock', locked: false });
    lock = (await axTree(page)).find((n) => n.role === 'button' && /lock/i.test(n.name))!;
    expect(lock.name).toBe('Lock to this file');
    expect(lock.props.pressed).toBeUndefined();
    await page.close();
  });

  it('one main landmark; headings in order (h1, then h2s, the rules body h3s)', async () => {
    const { page } = await harness.open({ width: 1000, height: 600, theme: 'dark' });
    await send(page, updateOf(evening));
    await page.locator('scoresheet-rules button').click();
    const tree = await axTree(page);
    expect(tree.filter((n) => n.role === 'main')).toHaveLength(1);
    // Document order through the shadow roots (the tree from DevTools is not in reading order).
    const headings = await page.evaluate(() => {
      const out: [number, string][] = [];
      const walk = (node: Element | ShadowRoot) => {
        for (const el of Array.from(node.children)) {
          const m = /^h([1-6])$/.exec(el.localName);
          if (m && el.getClientRects().length) out.push([Number(m[1]), (el.textContent ?? '').trim()]);
          if (el.shadowRoot) walk(el.shadowRoot);
          walk(el);
        }
      };
      walk(document.body);
      return out;
    });
    expect(headings).toEqual([
      [1, 'Doppelkopf bei Clara'],
      [2, 'Rules'],
      [3, 'Changed by this file'],
      [3, 'All switches in force'],
      [2, 'Compare rules'],
      [2, 'Totals'],
      [2, 'Who pays whom'],
      [2, 'Running totals'],
      [2, 'Statistics'],
      [2, 'Score sheet'],
    ]);
    await page.close();
  });
});
