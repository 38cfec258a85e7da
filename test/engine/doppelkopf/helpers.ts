// Test helpers: a minimal Doppelkopf-only reader of `.score` text (stands in for the real parser in unit tests),
// and builders for hand-made facts and rules.

import type { Header, Name, Num, Round, RoundItem, ScoreDocument, Token } from '../../../src/format/ast';
import { range } from '../../../src/format/types';
import { scoreDoppelkopf } from '../../../src/engine/doppelkopf';
import { parseScore } from '../../../src/format/parse';
import { noExtras, type Extras, type Level, type ScoringFacts } from '../../../src/engine/doppelkopf/types';
import { doppelkopfRules, resolveRules, type DoppelkopfRules, type ResolvedRules } from '../../../src/engine/rules';
import type { EngineOutput } from '../../../src/engine/engine';

interface Word {
  text: string;
  start: number;
  end: number;
}

function words(line: string): Word[] {
  const out: Word[] = [];
  const re = /"([^"]*)"|[^\s,#]+/g;
  const hash = line.indexOf('#');
  const text = hash >= 0 ? line.slice(0, hash) : line;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) out.push({ text: m[1] ?? m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** Reads the subset of the format the Doppelkopf engine needs. Unknown names get no `ref` (like the parser). */
export function readDoc(text: string): ScoreDocument {
  const lines = text.split(/\r?\n/);
  const header: Header = { players: [], settings: [] };
  const rounds: Round[] = [];
  let current: Round | undefined;
  const tok = (w: Word, line: number): Token => ({ text: w.text, range: range(line, w.start, w.end), quoted: false });
  const name = (w: Word, line: number): Name => {
    const key = w.text.toLowerCase();
    const t = tok(w, line);
    const i = header.players.findIndex((p) => p.key === key);
    if (i >= 0) return { ...t, key, ref: { kind: 'player', index: i } };
    if (key === 're' || key === 'kontra') return { ...t, key, ref: { kind: 'party', party: key } };
    return { ...t, key };
  };
  const num = (w: Word, line: number): Num => ({
    value: Number(w.text),
    text: w.text,
    range: range(line, w.start, w.end),
  });
  lines.forEach((lineText, line) => {
    const ws = words(lineText);
    if (ws.length === 0) return;
    const [kw, ...args] = ws;
    const k = kw.text.toLowerCase();
    const whole = range(line, kw.start, ws[ws.length - 1].end);
    const keyword = range(line, kw.start, kw.end);
    if (current && k !== 'round') current.range = { start: current.range.start, end: whole.end };
    const pairs = () => {
      const sides = [];
      for (let i = 0; i + 1 < args.length; i += 2)
        sides.push({ side: name(args[i], line), value: num(args[i + 1], line) });
      return sides;
    };
    let item: RoundItem | undefined;
    switch (k) {
      case 'game':
        header.game = { kind: 'doppelkopf', range: whole };
        return;
      case 'title':
        header.title = { text: args.map((a) => a.text).join(' '), range: whole };
        return;
      case 'players':
        header.players = args.map((a) => ({ ...tok(a, line), key: a.text.toLowerCase() }));
        return;
      case 'rules':
        header.preset = tok(args[0], line);
        return;
      case 'set':
        header.settings.push({ key: tok(args[0], line), values: args.slice(1).map((a) => tok(a, line)), range: whole });
        return;
      case 'stake':
        header.stake = {
          cents: Math.round(Number(args[0].text.replace(',', '.')) * 100),
          currency: args[1]?.text,
          range: whole,
        };
        return;
      case 'round':
        current = {
          index: rounds.length + 1,
          number: args[0] ? num(args[0], line) : undefined,
          headerRange: whole,
          range: whole,
          items: [],
        };
        rounds.push(current);
        return;
      case 're':
        item = { kind: 're', players: args.map((a) => name(a, line)), range: whole, keyword };
        break;
      case 'solo':
        item = {
          kind: 'solo',
          player: name(args[0], line),
          soloKind: tok(args[1], line),
          duty: args[2] ? tok(args[2], line) : undefined,
          range: whole,
          keyword,
        };
        break;
      case 'marriage':
        item = {
          kind: 'marriage',
          player: name(args[0], line),
          partner: args[1]?.text === 'with' ? name(args[2], line) : undefined,
          alone: args[1]?.text === 'alone',
          range: whole,
          keyword,
        };
        break;
      case 'silent-marriage':
        item = { kind: 'silent-marriage', player: name(args[0], line), range: whole, keyword };
        break;
      case 'poverty':
        item = { kind: 'poverty', player: name(args[0], line), partner: name(args[2], line), range: whole, keyword };
        break;
      case 'out':
        item = { kind: 'out', players: args.map((a) => name(a, line)), range: whole, keyword };
        break;
      case 'cards':
      case 'augen':
        item = { kind: 'cards', sides: pairs(), range: whole, keyword };
        break;
      case 'tricks':
        item = { kind: 'tricks', sides: pairs(), range: whole, keyword };
        break;
      case 'announce':
        item = {
          kind: 'announce',
          side: name(args[0], line),
          items: args.slice(1).map((a) => tok(a, line)),
          range: whole,
          keyword,
        };
        break;
      case 'extras':
        item = {
          kind: 'extras',
          side: name(args[0], line),
          items: args.slice(1).map((a) => tok(a, line)),
          range: whole,
          keyword,
        };
        break;
      case 'bock':
        item = { kind: 'bock', count: args[0] ? num(args[0], line) : undefined, range: whole, keyword };
        break;
      case 'score':
        item = { kind: 'score', entries: pairs(), range: whole, keyword };
        break;
      case 'total':
        item = { kind: 'total', entries: pairs(), range: whole, keyword };
        break;
      default:
        throw new Error(`test reader: unknown directive ${k} on line ${line + 1}`);
    }
    if (!current) throw new Error('test reader: round item outside a round');
    current.items.push(item);
  });
  return { header, rounds, problems: [], lineCount: lines.length };
}

export const HEAD = 'game doppelkopf\nplayers A B C D\n';

export function rulesOfDoc(d: ScoreDocument): ResolvedRules {
  const { rules, problems } = resolveRules(d.header, 'doppelkopf');
  if (problems.length) throw new Error(`bad rules in test: ${problems.map((p) => p.message).join('; ')}`);
  return rules;
}

/**
 * Scores a text through the real parser; the header defaults to `game doppelkopf` with players A B C D when none is
 * given. Parser problems make the test fail loudly, so every test input is valid `.score` text.
 */
export function run(text: string): EngineOutput {
  const full = /^\s*game /m.test(text) ? text : HEAD + text;
  const d = parseScore(full);
  if (d.problems.length)
    throw new Error(`parser problems in test input: ${d.problems.map((p) => `${p.code} ${p.message}`).join('; ')}`);
  return scoreDoppelkopf(d, rulesOfDoc(d));
}

/** The same through the minimal test reader (kept to cross-check the parser's tree against what the engine expects). */
export function runWithReader(text: string): EngineOutput {
  const full = /^\s*game /m.test(text) ? text : HEAD + text;
  const d = readDoc(full);
  return scoreDoppelkopf(d, rulesOfDoc(d));
}

/** Scores of round `i` (1-based) as [A, B, C, D]. */
export function row(out: EngineOutput, i = 1, names = ['A', 'B', 'C', 'D']): (number | undefined)[] {
  const r = out.rounds[i - 1];
  return names.map((n) => r.scores[n]);
}

export function codes(out: EngineOutput): string[] {
  return out.problems.map((p) => p.code);
}

/** Typed rules from `set` pairs, without a document. */
export function R(set: Record<string, string> = {}, players = 4): DoppelkopfRules {
  return doppelkopfRules(set, players);
}

/** Hand-built facts: Re's card points, announcements, extras, tricks. */
export function F(
  re: number,
  opts: {
    solo?: boolean;
    re?: Level;
    kontra?: Level;
    tricks?: [number, number];
    x?: { re?: Partial<Extras>; kontra?: Partial<Extras> };
  } = {},
): ScoringFacts {
  const f: ScoringFacts = {
    solo: opts.solo ?? false,
    cards: { re, kontra: 240 - re },
    announce: {},
    extras: { re: { ...noExtras(), ...opts.x?.re }, kontra: { ...noExtras(), ...opts.x?.kontra } },
  };
  if (opts.re !== undefined) f.announce.re = opts.re;
  if (opts.kontra !== undefined) f.announce.kontra = opts.kontra;
  if (opts.tricks) f.tricks = { re: opts.tricks[0], kontra: opts.tricks[1] };
  return f;
}
