// The "Add round" form's round as text: a form's answers in, one `round` block out, in the words the sheet uses.

import { analyzeFileText } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { nameKey } from '../format/values';
import type { GameModule, RoundInput } from '../games/game';
import { VOCABULARY, wordIn } from '../games/syntax';
import { foldWord, type WordClass } from '../words/vocabulary';
import { render, type Lang } from '../messages';
import { hasInvisible, showInvisible, showInvisibleIn } from '../text/invisible';

export type { RoundInput };

/** The words a sheet is written in: the canonical English keywords, or German / French ones. */
export type SheetWords = 'en' | 'de' | 'fr';

/** What the text is written for: the sheet's words, its indentation, its players/teams and the round's number. */
export interface RoundTextContext {
  words: SheetWords;
  /** The sheet's item indentation (two spaces when it has no round yet). */
  indent: string;
  /** Display names of the two teams (of a game played in teams), in team-index order. */
  teams?: readonly [string, string];
  /** The number to write after `round` (none: a bare `round`). */
  number?: number;
}

/** The word for a canonical keyword in the sheet's language (the canonical one where the language has none). */
export function wordFor(cls: WordClass, canonical: string, words: SheetWords): string {
  return wordIn(cls, canonical, words);
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

/**
 * One round block of `game`, ending in a newline: `round N`, then one indented line per fact the form was given, in
 * the order the format's examples write them. Missing or malformed answers leave their line out, never a broken line.
 */
export function roundText(game: GameModule, input: RoundInput, ctx: RoundTextContext): string {
  const head = wordFor('directive', 'round', ctx.words) + (ctx.number !== undefined ? ` ${ctx.number}` : '');
  const words = { word: (cls: WordClass, c: string) => wordFor(cls, c, ctx.words), teams: ctx.teams ?? ['', ''] };
  const body = game.editor.roundLines(input, words);
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
  /** The sheet's players, and its teams (a game played in teams), for the form's choices. */
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
  // The sheet's game writes the round: answers for another game are for no sheet of this file.
  const game = sheet?.game ? sheet.module : undefined;
  if (!sheet || !game?.kinds.includes(input.game)) return undefined;
  // The form shows names with their invisible characters written out (as the view does): read them back as written.
  input = withNamesAsWritten(
    game,
    input,
    sheet.document.header.players.map((p) => p.text),
  );
  const lines = fileText.split('\n');
  const sheetText = lines.slice(sheet.firstLine, sheet.firstLine + sheet.document.lineCount).join('\n');
  const header = sheet.document.header;
  const teams = header.teams ? ([header.teams[0].text, header.teams[1].text] as [string, string]) : undefined;
  const ctx = { words: detectSheetWords(sheetText), indent: detectIndent(sheetText), teams };
  const insertion = planRoundInsert(lines, sheet, (number) => roundText(game, input, { ...ctx, number }), cursorLine);
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
function withNamesAsWritten(game: GameModule, input: RoundInput, players: readonly string[]): RoundInput {
  if (!players.some(hasInvisible)) return input;
  const written = (n: string) => (players.includes(n) ? n : (players.find((p) => showInvisible(p) === n) ?? n));
  return game.editor.withNames(input, written);
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
