// Test helper: builds a Round syntax tree from `.score`-like lines, so the trick library is tested without the parser.

import { beloteRules, type BeloteRules } from '../../../src/games/belote/rules';
import { doppelkopfRules, type DoppelkopfRules } from '../../../src/games/doppelkopf/rules';
import type { CardToken, Name, NameRef, Num, Round, RoundItem, Token } from '../../../src/format/ast';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';
import type { Range } from '../../../src/format/types';
import { parseCard } from '../../../src/engine/tricks/cards';

export interface Table {
  players: string[];
  /** Belote team names (team 0 = 1st+3rd). */
  teams?: [string, string];
}

interface Tok {
  text: string;
  range: Range;
}

function tokens(line: string, lineNo: number): Tok[] {
  const out: Tok[] = [];
  for (const m of line.matchAll(/=>|[^\s,]+/g))
    out.push({
      text: m[0],
      range: { start: { line: lineNo, character: m.index! }, end: { line: lineNo, character: m.index! + m[0].length } },
    });
  return out;
}

function nameOf(t: Tok, table: Table): Name {
  const key = t.text.toLowerCase();
  let ref: NameRef | undefined;
  const p = table.players.findIndex((x) => x.toLowerCase() === key);
  if (p >= 0) ref = { kind: 'player', index: p };
  else if (key === 're' || key === 'kontra') ref = { kind: 'party', party: key };
  else if (table.teams) {
    const i = table.teams.findIndex((x) => x.toLowerCase() === key);
    if (i === 0 || i === 1) ref = { kind: 'team', index: i };
  }
  return { text: t.text, range: t.range, quoted: false, key, ...(ref ? { ref } : {}) };
}

function cardOf(t: Tok): CardToken {
  const c = parseCard(t.text);
  if (!c) throw new Error(`test fixture: not a card ${t.text}`);
  return { ...c, text: t.text, range: t.range };
}

const token = (t: Tok): Token => ({ text: t.text, range: t.range, quoted: false });
const span = (a: Tok, b: Tok): Range => ({ start: a.range.start, end: b.range.end });

/**
 * Lines: `hand P CARD…`, `trick P CARD, Q CARD… [=> W [N]]`, `out P…`, `solo P KIND`, `marriage P`, `silent-marriage
 * P`, `poverty P with Q`, `trump KIND`.
 */
export function buildRound(table: Table, text: string, firstLine = 0): Round {
  const items: RoundItem[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*/, '');
    const toks = tokens(line, firstLine + i);
    if (!toks.length) return;
    const [kw, ...rest] = toks;
    const range = span(kw, toks[toks.length - 1]);
    const keyword = kw.range;
    switch (kw.text.toLowerCase()) {
      case 'hand':
        items.push({ kind: 'hand', player: nameOf(rest[0], table), cards: rest.slice(1).map(cardOf), range, keyword });
        break;
      case 'trick': {
        const arrow = rest.findIndex((t) => t.text === '=>');
        const playToks = arrow >= 0 ? rest.slice(0, arrow) : rest;
        const plays = [];
        for (let k = 0; k + 1 < playToks.length; k += 2)
          plays.push({ player: nameOf(playToks[k], table), card: cardOf(playToks[k + 1]) });
        const w = arrow >= 0 ? rest[arrow + 1] : undefined;
        const v = arrow >= 0 ? rest[arrow + 2] : undefined;
        const value: Num | undefined = v ? { value: Number(v.text), text: v.text, range: v.range } : undefined;
        items.push({ kind: 'trick', plays, winner: w ? nameOf(w, table) : undefined, value, range, keyword });
        break;
      }
      case 'out':
        items.push({ kind: 'out', players: rest.map((t) => nameOf(t, table)), range, keyword });
        break;
      case 'solo':
        items.push({
          kind: 'solo',
          player: nameOf(rest[0], table),
          soloKind: token(rest[1]),
          duty: undefined,
          range,
          keyword,
        });
        break;
      case 'marriage':
        items.push({
          kind: 'marriage',
          player: nameOf(rest[0], table),
          partner: undefined,
          alone: false,
          range,
          keyword,
        });
        break;
      case 'silent-marriage':
        items.push({ kind: 'silent-marriage', player: nameOf(rest[0], table), range, keyword });
        break;
      case 'poverty':
        items.push({
          kind: 'poverty',
          player: nameOf(rest[0], table),
          partner: nameOf(rest[2], table),
          range,
          keyword,
        });
        break;
      case 'trump':
        items.push({ kind: 'trump', trump: rest[0].text as TrumpKind, token: token(rest[0]), range, keyword });
        break;
      default:
        throw new Error(`test fixture: unknown line ${raw}`);
    }
  });
  const start = { line: firstLine, character: 0 };
  const end = { line: firstLine + lines.length - 1, character: 0 };
  return { index: 1, number: undefined, headerRange: { start, end: start }, range: { start, end }, items };
}

/** Doppelkopf rules with a few switches changed. */
export function doppelkopfRulesWith(values: Record<string, string> = {}): DoppelkopfRules {
  return doppelkopfRules(values);
}

/** Belote or Coinche rules (house preset) with a few switches changed. */
export function beloteRulesWith(game: 'belote' | 'coinche', values: Record<string, string> = {}): BeloteRules {
  return beloteRules(game, 'house', values);
}
