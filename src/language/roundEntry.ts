// The "Add round" form's round as text: a form's answers in, one `round` block out, in the words the sheet uses.

import { analyzeFileText } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { nameKey } from '../format/values';
import { VOCABULARY, wordIn } from '../games/syntax';
import { foldWord, type WordClass } from '../words/vocabulary';
import { render, type Lang } from '../messages';
import { writeName } from '../text/names';
import { hasInvisible, showInvisible, showInvisibleIn } from '../text/invisible';

/** The words a sheet is written in: the canonical English keywords, or German / French ones. */
export type SheetWords = 'en' | 'de' | 'fr';

export type DoppelkopfLevel = 'announce' | 'no90' | 'no60' | 'no30' | 'black';
export type DoppelkopfExtra = 'fox' | 'doppelkopf' | 'karlchen';
export type Party = 're' | 'kontra';

export interface DoppelkopfRoundInput {
  game: 'doppelkopf';
  type: 'normal' | 'solo' | 'marriage';
  /** Normal game: the two Re players. */
  re?: string[];
  /** Solo: the soloist and the kind (`queens`, …); marriage: the player with both queens. */
  player?: string;
  soloKind?: string;
  duty?: boolean;
  /** Marriage: the partner found (none: `alone`). */
  partner?: string;
  /** Who sits out (more than four players). */
  out?: string[];
  /** Each party's highest announcement (none: no line). */
  announce?: Partial<Record<Party, DoppelkopfLevel>>;
  /**
   * Card points of Re (the usual way), or just who won and the game value (`won PARTY N`, how paper sheets are kept).
   */
  result?: { kind: 'cards'; re: number } | { kind: 'won'; party: Party; value: number };
  /** Special points each party won, one entry per point (`fox` twice for two foxes). */
  extras?: Partial<Record<Party, DoppelkopfExtra[]>>;
}

export type BeloteTrump = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'no-trump' | 'all-trump';
export type BeloteAnnouncement =
  | 'tierce'
  | 'fifty'
  | 'hundred'
  | 'four-jacks'
  | 'four-nines'
  | 'four-aces'
  | 'four-tens'
  | 'four-kings'
  | 'four-queens';

export interface BeloteRoundInput {
  game: 'belote' | 'coinche';
  /** Belote: the taker; Coinche: the player who holds the contract. */
  taker?: string;
  trump?: BeloteTrump;
  /** Coinche: the contract's value (80…160 in tens, `capot`, `generale`) and whether it was coinched. */
  contract?: number | 'capot' | 'generale';
  coinche?: 'coinche' | 'surcoinche';
  /** One team's card points, without the 10 for the last trick (the other team's are derived). */
  cards?: { team: 0 | 1; points: number };
  /** Team index (0 = 1st+3rd player, 1 = 2nd+4th) that won the last trick, the belote, a capot. */
  last?: 0 | 1;
  belote?: 0 | 1;
  capot?: 0 | 1;
  /** Announcements per team index. */
  announce?: Partial<Record<0 | 1, BeloteAnnouncement[]>>;
}

export type RoundInput = DoppelkopfRoundInput | BeloteRoundInput;

/** What the text is written for: the sheet's words, its indentation, its players/teams and the round's number. */
export interface RoundTextContext {
  words: SheetWords;
  /** The sheet's item indentation (two spaces when it has no round yet). */
  indent: string;
  /** Display names of the two teams (Belote/Coinche), in team-index order. */
  teams?: readonly [string, string];
  /** The number to write after `round` (none: a bare `round`). */
  number?: number;
}

// `won` is a version 2 word that may not be in the shared table yet; its native forms are from score-format.md.
const EXTRA_WORDS: Record<string, Record<SheetWords, string>> = {
  'directive:won': { en: 'won', de: 'gewonnen', fr: 'gagné' },
};

/** The word for a canonical keyword in the sheet's language (the canonical one where the language has none). */
export function wordFor(cls: WordClass, canonical: string, words: SheetWords): string {
  if (words === 'en') return canonical;
  const native = wordIn(cls, canonical, words);
  return native !== canonical ? native : (EXTRA_WORDS[`${cls}:${canonical}`]?.[words] ?? canonical);
}

/**
 * Which words a sheet is written in: the language most of its line keywords belong to (`spiel`, `augen` → German;
 * `donne`, `preneur` → French). Words that are the same in several languages do not count; a tie stays English.
 */
export function detectSheetWords(text: string): SheetWords {
  const count: Record<SheetWords, number> = { en: 0, de: 0, fr: 0 };
  const forms = new Map<string, Set<SheetWords>>();
  for (const e of VOCABULARY) {
    if (e.cls !== 'directive') continue;
    const add = (w: string, lang: SheetWords): void => {
      const k = foldWord(w);
      const set = forms.get(k) ?? new Set<SheetWords>();
      set.add(lang);
      forms.set(k, set);
    };
    add(e.canonical, 'en');
    e.de.forEach((w) => add(w, 'de'));
    e.fr.forEach((w) => add(w, 'fr'));
  }
  for (const line of text.split(/\r?\n/)) {
    const first = /^\s*([^\s#,]+)/.exec(line)?.[1];
    if (!first) continue;
    const langs = forms.get(foldWord(first));
    if (langs?.size === 1) count[[...langs][0]]++;
  }
  if (count.de > count.en && count.de > count.fr) return 'de';
  if (count.fr > count.en && count.fr > count.de) return 'fr';
  return 'en';
}

/** The indentation of the sheet's first indented round item (two spaces when there is none). */
export function detectIndent(text: string): string {
  const m = /\n([ \t]+)\S/.exec(text);
  return m ? m[1] : '  ';
}

function whole(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : undefined;
}

function names(list: readonly string[] | undefined): string {
  return (list ?? [])
    .filter((n) => n.trim() !== '')
    .map(writeName)
    .join(' ');
}

function doppelkopfLines(r: DoppelkopfRoundInput, w: SheetWords): string[] {
  const d = (c: string): string => wordFor('directive', c, w);
  const party = (p: Party): string => wordFor('party', p, w);
  const lines: string[] = [];
  if (r.type === 'solo' && r.player) {
    const kind = r.soloKind ? ` ${wordFor('solo-kind', r.soloKind, w)}` : '';
    lines.push(`${d('solo')} ${writeName(r.player)}${kind}${r.duty ? ` ${wordFor('duty', 'duty', w)}` : ''}`);
  } else if (r.type === 'marriage' && r.player) {
    const rest = r.partner
      ? `${wordFor('marriage', 'with', w)} ${writeName(r.partner)}`
      : wordFor('marriage', 'alone', w);
    lines.push(`${d('marriage')} ${writeName(r.player)} ${rest}`);
  } else if (r.type === 'normal' && names(r.re)) {
    lines.push(`${d('re')} ${names(r.re)}`);
  }
  if (names(r.out)) lines.push(`${d('out')} ${names(r.out)}`);
  for (const p of ['re', 'kontra'] as const) {
    const level = r.announce?.[p];
    if (!level) continue;
    lines.push(`${d('announce')} ${party(p)}${level === 'announce' ? '' : ` ${wordFor('level', level, w)}`}`);
  }
  const res = r.result;
  if (res?.kind === 'cards') {
    const n = whole(res.re);
    if (n !== undefined) lines.push(`${d('cards')} ${party('re')} ${n}`);
  } else if (res?.kind === 'won') {
    const n = whole(res.value);
    if (n !== undefined) lines.push(`${d('won')} ${party(res.party)} ${n}`);
  }
  for (const p of ['re', 'kontra'] as const) {
    const items = r.extras?.[p] ?? [];
    if (items.length > 0)
      lines.push(`${d('extras')} ${party(p)} ${items.map((i) => wordFor('extra', i, w)).join(' ')}`);
  }
  return lines;
}

function beloteLines(r: BeloteRoundInput, w: SheetWords, teams: readonly [string, string]): string[] {
  const d = (c: string): string => wordFor('directive', c, w);
  const team = (i: 0 | 1): string => writeName(teams[i]);
  const trump = r.trump ? wordFor('trump', r.trump, w) : undefined;
  const lines: string[] = [];
  if (r.game === 'coinche') {
    const value =
      r.contract === 'capot' || r.contract === 'generale' ? wordFor('contract', r.contract, w) : whole(r.contract);
    if (r.taker && value !== undefined && trump) {
      const modifier = r.coinche ? ` ${wordFor('modifier', r.coinche, w)}` : '';
      lines.push(`${d('contract')} ${writeName(r.taker)} ${value} ${trump}${modifier}`);
    }
  } else {
    if (r.taker) lines.push(`${d('taker')} ${writeName(r.taker)}`);
    if (trump) lines.push(`${d('trump')} ${trump}`);
  }
  for (const i of [0, 1] as const) {
    const items = r.announce?.[i] ?? [];
    if (items.length > 0) {
      lines.push(`${d('announce')} ${team(i)} ${items.map((a) => wordFor('announcement', a, w)).join(' ')}`);
    }
  }
  const cards = whole(r.cards?.points);
  if (r.cards && cards !== undefined) lines.push(`${d('cards')} ${team(r.cards.team)} ${cards}`);
  if (r.last !== undefined) lines.push(`${d('last')} ${team(r.last)}`);
  if (r.belote !== undefined) lines.push(`${d('belote')} ${team(r.belote)}`);
  if (r.capot !== undefined) lines.push(`${d('capot')} ${team(r.capot)}`);
  return lines;
}

/**
 * One round block, ending in a newline: `round N`, then one indented line per fact the form was given, in the order
 * the format's examples write them. Missing or malformed answers leave their line out, never a broken line.
 */
export function roundText(input: RoundInput, ctx: RoundTextContext): string {
  const head = wordFor('directive', 'round', ctx.words) + (ctx.number !== undefined ? ` ${ctx.number}` : '');
  const body =
    input.game === 'doppelkopf'
      ? doppelkopfLines(input, ctx.words)
      : beloteLines(input, ctx.words, ctx.teams ?? ['', '']);
  return [head, ...body.map((l) => ctx.indent + l)].join('\n') + '\n';
}

/** Where and what to insert: text at a position of the file (the host turns it into one WorkspaceEdit). */
export interface RoundInsertion {
  line: number;
  character: number;
  text: string;
  /** 1-based position of the new round in its sheet. */
  index: number;
}

interface SheetLike {
  firstLine: number;
  document: {
    lineCount: number;
    rounds: readonly { index: number; number?: unknown; range: Range0; headerRange: Range0 }[];
  };
}
interface Range0 {
  start: { line: number };
  end: { line: number };
}

/**
 * Where a new round goes (ranges and lines are the file's: a Markdown block's ranges are already shifted): after the
 * round under the cursor when there is one, else after the sheet's last line (a
 * Markdown block's last line, before its closing fence). A blank line separates it from the text before it; the
 * round is numbered when the sheet numbers its rounds.
 */
export function planRoundInsert(
  fileLines: readonly string[],
  sheet: SheetLike,
  build: (number: number | undefined) => string,
  cursorLine?: number,
): RoundInsertion {
  const rounds = sheet.document.rounds;
  const numbered = rounds.some((r) => r.number !== undefined);
  const under =
    cursorLine === undefined ? undefined : [...rounds].reverse().find((r) => r.headerRange.start.line <= cursorLine);
  const underEnd = under ? Math.max(under.range.end.line, under.headerRange.end.line) : -1;
  const afterRound = under !== undefined && cursorLine !== undefined && cursorLine <= underEnd;
  const index = afterRound ? under.index + 1 : rounds.length + 1;
  const block = build(numbered ? index : undefined);
  const lastLine = sheet.firstLine + Math.max(0, sheet.document.lineCount - 1);
  // After the round's last line; at the sheet's end, after its last non-blank line (trailing blank lines stay last).
  let at = afterRound ? underEnd : lastLine;
  if (!afterRound) while (at > sheet.firstLine && (fileLines[at] ?? '').trim() === '') at--;
  const prevBlank = (fileLines[at] ?? '').trim() === '';
  const sep = prevBlank ? '' : '\n';
  if (at + 1 < fileLines.length) {
    // Insert at the start of the next line; keep a blank line between the new round and a round that follows.
    const next = fileLines[at + 1] ?? '';
    const tail = afterRound && next.trim() !== '' ? '\n' : '';
    return { line: at + 1, character: 0, text: sep + block + tail, index };
  }
  return { line: at, character: (fileLines[at] ?? '').length, text: '\n' + sep + block, index };
}

/** What the Add round form shows live: the text, the round's points per name, the engine's summary and problems. */
export interface RoundPreview {
  /** The sheet's players, and its teams (Belote/Coinche), for the form's choices. */
  players: string[];
  teams?: [string, string];
  text: string;
  /** 1-based position the round would get. */
  index: number;
  scores: { name: string; points: number }[];
  summary: string;
  /** The new round's problems, as sentences (the first few). */
  problems: string[];
}

const PREVIEW_PROBLEMS = 3;

/**
 * The form's round for one sheet of a file (a .score file, or block `block` of a Markdown file): where it goes, its
 * text in the sheet's words, and what the engine makes of it in place — the file's text with the round inserted is
 * analysed as a whole, so bock rounds, the game's running totals and the sheet's rules all apply. Its summary and
 * problems are in `lang` (the view's language; the engine's English without it), naming keywords in the sheet's own
 * words. Undefined when the file has no such sheet. `errors` holds every error of the new round, worded as the preview
 * words its problems: a table session refuses a round with one (src/session/proposal.ts).
 */
export function previewRoundEntry(
  fileName: string,
  fileText: string,
  block: number,
  input: RoundInput,
  cursorLine?: number,
  lang?: Lang,
): { preview: RoundPreview; insertion: RoundInsertion; errors: string[] } | undefined {
  const sheet = analyzeFileText(fileName, fileText)[block];
  if (!sheet?.game) return undefined;
  // The form shows names with their invisible characters written out (as the view does): read them back as written.
  input = withNamesAsWritten(
    input,
    sheet.document.header.players.map((p) => p.text),
  );
  const lines = fileText.split('\n');
  const sheetText = lines.slice(sheet.firstLine, sheet.firstLine + sheet.document.lineCount).join('\n');
  const header = sheet.document.header;
  const teams = header.teams ? ([header.teams[0].text, header.teams[1].text] as [string, string]) : undefined;
  const ctx = { words: detectSheetWords(sheetText), indent: detectIndent(sheetText), teams };
  const insertion = planRoundInsert(lines, sheet, (number) => roundText(input, { ...ctx, number }), cursorLine);
  const after = analyzeFileText(fileName, applyInsertion(lines, insertion))[block];
  const result = after?.rounds.find((r) => r.index === insertion.index);
  const round = after?.document.rounds[insertion.index - 1];
  const from = round?.headerRange.start.line ?? -1;
  const to = round ? Math.max(round.range.end.line, round.headerRange.end.line) : -1;
  // A keyword a message quotes is named as this sheet writes it (`der` in a French sheet, `last` in an English one).
  const own = [...header.players.map((p) => p.text), ...(teams ?? [])];
  const said = (text: string) => keywordsInSheetWords(text, ctx.words, own);
  const text = (p: Problem) => said(lang && p.msg ? render(p.msg, lang) : p.message);
  const found = (after?.problems ?? [])
    .filter((p) => p.range.start.line >= from && p.range.start.line <= to)
    .filter((p) => p.severity === 'error' || p.severity === 'warning');
  const problems = found.slice(0, PREVIEW_PROBLEMS).map(text);
  const summary = result ? said(lang && result.summaryMsg ? render(result.summaryMsg, lang) : result.summary) : '';
  const names = after?.settlement.names ?? [];
  return {
    insertion,
    errors: found.filter((p) => p.severity === 'error').map(text),
    preview: showInvisibleIn<RoundPreview>({
      players: header.players.map((p) => p.text),
      teams,
      text: insertionBlock(insertion),
      index: insertion.index,
      scores: result ? names.filter((n) => n in result.scores).map((n) => ({ name: n, points: result.scores[n] })) : [],
      summary,
      problems,
    }),
  };
}

/** Every form (English, German, French) of a line keyword, folded, to its canonical word. */
let directiveForms: Map<string, string> | undefined;

function directiveOf(word: string): string | undefined {
  if (!directiveForms) {
    directiveForms = new Map();
    for (const e of VOCABULARY)
      if (e.cls === 'directive')
        for (const w of [e.canonical, ...e.de, ...e.fr]) directiveForms.set(foldWord(w), e.canonical);
    for (const [key, forms] of Object.entries(EXTRA_WORDS)) {
      const [cls, canonical] = key.split(':');
      if (cls === 'directive') for (const w of Object.values(forms)) directiveForms.set(foldWord(w), canonical);
    }
  }
  return directiveForms.get(foldWord(word));
}

/** One word in quotes, as the catalogs quote a keyword: "last", “last”, „last“, « der » (no-break spaces inside). */
const QUOTED_WORD = /(["“„«][\s\u00a0\u202f]?)([^\s"“”„«»]+)([\s\u00a0\u202f]?["”“»])/g;

/**
 * A message's quoted keywords in the words the sheet is written in: « der » for a French sheet, "last" for an English
 * one, whatever language the message is in. A quoted name of the sheet's players or teams stays as it is.
 */
export function keywordsInSheetWords(text: string, words: SheetWords, names: readonly string[] = []): string {
  const ownNames = new Set(names.map(nameKey));
  return text.replace(QUOTED_WORD, (whole, open: string, word: string, close: string) => {
    const canonical = ownNames.has(nameKey(word)) ? undefined : directiveOf(word);
    return canonical ? `${open}${wordFor('directive', canonical, words)}${close}` : whole;
  });
}

/** The input with each player the form named as shown (`Al\u202e`) named as the sheet writes it. */
function withNamesAsWritten(input: RoundInput, players: readonly string[]): RoundInput {
  if (!players.some(hasInvisible)) return input;
  const written = (n: string) => (players.includes(n) ? n : (players.find((p) => showInvisible(p) === n) ?? n));
  const list = (l: string[] | undefined) => l?.map(written);
  if (input.game === 'doppelkopf') {
    const { re, player, partner, out } = input;
    return {
      ...input,
      ...(re ? { re: list(re) } : {}),
      ...(player !== undefined ? { player: written(player) } : {}),
      ...(partner !== undefined ? { partner: written(partner) } : {}),
      ...(out ? { out: list(out) } : {}),
    };
  }
  return input.taker !== undefined ? { ...input, taker: written(input.taker) } : input;
}

/** The round block alone (without the blank lines around it). */
function insertionBlock(at: RoundInsertion): string {
  return at.text.replace(/^\n+/, '').replace(/\n+$/, '');
}

/** The file's text with the insertion made (what the WorkspaceEdit will produce). */
export function applyInsertion(lines: readonly string[], at: RoundInsertion): string {
  const before = lines.slice(0, at.line);
  const line = lines[at.line] ?? '';
  return [
    ...before,
    line.slice(0, at.character) + at.text + line.slice(at.character),
    ...lines.slice(at.line + 1),
  ].join('\n');
}
