// Step 5 of a Doppelkopf round, the working in words: the value formula behind a number, the per-player
// explanation, the one-line round summary and the round's facts for the sheet.

import { flat, msg, type Message } from '../../../messages';
import { dict } from '../../../text/dict';
import { signedAscii as signed, signedDisplay } from '../../../text/numbers';
import type { BreakdownItem } from '../../../engine/model';
import type { DoppelkopfRoundInfo } from '../model';
import { describe, namesOf, NO_NAMES } from './parties';
import { LEVEL_WORDS, partyName, pow2, type Level, type Parties, type Party } from './types';

/**
 * The value seen from `view` as a sum: `won 1 + unter 90 1 - fox caught by Kontra 1`, followed by the doubling factors
 * (announcement doubling, bock) as `(…) × bock 2`. The solo ×3 is left to the caller.
 */
export function formula(breakdown: BreakdownItem[], view: Party, withBock = true): Message {
  const termsOf = (bs: BreakdownItem[]) =>
    bs
      .filter((b) => b.points !== undefined && b.points !== 0)
      .map((b) => ({ label: b.label ?? b.item, points: view === 're' ? b.points! : -b.points! }));
  const factorsOf = (bs: BreakdownItem[]) =>
    bs
      .filter((b) => b.factor !== undefined && b.item !== 'solo' && (withBock || !b.item.startsWith('bock')))
      .map((b) => ({
        label: b.item.startsWith('bock') ? msg('dk.item.bock') : (b.label ?? b.item),
        factor: b.factor!,
      }));
  // `doubling-scope game`: points after a doubling line are the special points, added undoubled.
  let cut = -1;
  for (let k = 0; k < breakdown.length; k++) {
    if (breakdown[k].factor !== undefined && breakdown[k].item !== 'solo' && !breakdown[k].item.startsWith('bock'))
      cut = k;
  }
  const after = cut < 0 ? [] : breakdown.slice(cut + 1);
  if (!after.some((b) => b.points !== undefined && b.points !== 0))
    return msg('dk.formula', { terms: termsOf(breakdown), factors: factorsOf(breakdown) });
  const before = breakdown.slice(0, cut + 1);
  return msg('dk.formula', {
    terms: termsOf(before),
    factors: factorsOf(before),
    after: termsOf(after),
    later: factorsOf(after),
  });
}

export interface PlayerRole {
  name: string;
  role: 'soloist' | 're' | 'kontra' | 'out';
}

/**
 * `+2 = won 1 + unter 90 1` for a player on the side that scores; `-2: Re scores 2 = won 1 + unter 90 1` for the other
 * side;
 * `+15 = 3 × 5: …` for a soloist.
 */
export function explainPoints(
  points: number,
  role: PlayerRole,
  value: number,
  breakdown: BreakdownItem[],
  counting: string,
): Message {
  if (role.role === 'out') return msg('dk.points.out', { points: signed(points), player: role.name });
  const view: Party = value >= 0 ? 're' : 'kontra';
  const magnitude = Math.abs(value);
  const f = formula(breakdown, view);
  const party: Party = role.role === 'kontra' ? 'kontra' : 're';
  const mine = party === view;
  const solo = breakdown.some((b) => b.item === 'solo');
  let text: Message;
  if (value === 0) text = msg('dk.points.equals', { points: '0', formula: f });
  else if (role.role === 'soloist')
    text = mine
      ? msg('dk.points.solo', { points: signed(points), value: `${magnitude}`, rest: f })
      : msg('dk.points.solo', {
          points: signed(3 * -magnitude),
          value: `-${magnitude}`,
          rest: msg('dk.points.scores', { who: 'kontra', value: magnitude, formula: f }),
        });
  else if (mine) text = msg('dk.points.equals', { points: signed(magnitude), formula: f });
  else {
    const who = solo && view === 're' ? 'soloist' : view;
    text = msg('dk.points.other', {
      points: signed(-magnitude),
      rest: msg('dk.points.scores', { who, value: magnitude, formula: f }),
    });
  }
  if (counting === 'plus' || counting === 'minus') {
    const pm = role.role === 'soloist' ? 3 * value : party === 're' ? value : -value;
    if (pm !== points) text = msg('dk.points.counting', { points: signed(points), counting, inner: text });
  }
  return text;
}

/** `Anna +2 Ben −2 Clara +2 Dora −2` */
export function scoresLine(scores: Record<string, number>): string {
  // A plain loop: this runs for every round of the sheet.
  let line = '';
  for (const n in scores) line += `${line ? ' ' : ''}${n} ${signedDisplay(scores[n])}`;
  return line;
}

/** Per list of names: true when a record keyed by them keeps their order (no name twice, none starts with a digit). */
const PLAIN = new WeakMap<string[], boolean>();

function plainNames(names: string[]): boolean {
  let plain = PLAIN.get(names);
  if (plain === undefined) {
    plain = new Set(names).size === names.length && names.every((n) => !/^[0-9]/.test(n));
    PLAIN.set(names, plain);
  }
  return plain;
}

/**
 * Per list of names, the score lines made so far by their points: a long sheet shows the same few dozen rows again
 * and again, and each line kept once is less to build, to collect and to keep.
 */
const LINES = new WeakMap<string[], Map<number, string>>();
const MAX_LINES = 4096;

/**
 * The points of up to five players as one small integer (a key V8 keeps unboxed): 30 bits shared among the players,
 * 0 for none; undefined when a value does not fit.
 */
function lineKey(points: Map<number, number>, n: number): number | undefined {
  if (n > 5) return undefined;
  const base = 1 << Math.floor(30 / n);
  const half = base >> 1;
  let key = 0;
  for (let i = 0; i < n; i++) {
    const v = points.get(i);
    if (v !== undefined && !(Number.isInteger(v) && v > -half && v < half)) return undefined;
    key = key * base + (v === undefined ? 0 : v + half);
  }
  return key;
}

/** `scoresLine` of points by player index, without the record in between when the names allow it. */
export function scoresLineOf(points: Map<number, number>, names: string[]): string {
  if (!plainNames(names)) return scoresLine(byName(points, names));
  const key = lineKey(points, names.length);
  if (key === undefined) return makeLine(points, names);
  let lines = LINES.get(names);
  if (!lines) LINES.set(names, (lines = new Map()));
  let line = lines.get(key);
  if (line === undefined) {
    line = makeLine(points, names);
    if (lines.size < MAX_LINES) lines.set(key, line);
  }
  return line;
}

function makeLine(points: Map<number, number>, names: string[]): string {
  let line = '';
  for (let i = 0; i < names.length; i++) {
    const v = points.get(i);
    if (v === undefined) continue;
    line += line ? ` ${names[i]} ${signedDisplay(v)}` : `${names[i]} ${signedDisplay(v)}`;
  }
  return flat(line);
}

/** The points by player name, in the order of the players. */
export function byName(values: Map<number, number>, names: string[]): Record<string, number> {
  const out = dict<number>();
  for (let i = 0; i < names.length; i++) if (values.has(i)) out[names[i]] = values.get(i)!;
  return out;
}

export function roleOf(i: number, p: Parties, names: string[]): PlayerRole {
  const name = names[i];
  if (p.soloist === i) return { name, role: 'soloist' };
  if (p.re.includes(i)) return { name, role: 're' };
  if (p.kontra.includes(i)) return { name, role: 'kontra' };
  return { name, role: 'out' };
}

/** `Re (Ben, Dora) 140:100 lost · bock ×2 · Anna +4 Ben −4 …`: won or lost from Re's (the soloist's) view. */
export function summaryOf(
  parties: Parties,
  names: string[],
  cards: { re: number; kontra: number },
  winner: Party | 'none',
  bock: number | undefined,
  scores: string,
): Message {
  const game = describe(parties, names);
  const duty = parties.duty;
  // Two literals rather than a spread of an optional member (which made an object for nothing, every scored round).
  if (parties.forced)
    return msg('dk.summary', {
      game,
      duty,
      forced: true,
      re: cards.re,
      kontra: cards.kontra,
      result: winner,
      bock: bock || undefined,
      scores,
    });
  return msg('dk.summary', {
    game,
    duty,
    re: cards.re,
    kontra: cards.kontra,
    result: winner,
    bock: bock || undefined,
    scores,
  });
}

/** The announcement lists by Re's and Kontra's level (0 for none, 1 + level else): shared, as few exist. */
const ANNOUNCEMENTS = new Map<number, string[]>();

/** `Re`, `Re: no 90`, … for the round's announcements (one shared list per combination of levels). */
function announcementsOf(announce: { re?: Level; kontra?: Level }): string[] {
  const { re, kontra } = announce;
  if (re === undefined && kontra === undefined) return NO_NAMES;
  const key = (re === undefined ? 0 : re + 1) * 8 + (kontra === undefined ? 0 : kontra + 1);
  let list = ANNOUNCEMENTS.get(key);
  if (list) return list;
  list = [];
  for (const party of ['re', 'kontra'] as const) {
    const level = announce[party];
    if (level === undefined) continue;
    list.push(partyName(party));
    for (let j = 1; j <= level; j++) list.push(`${partyName(party)}: ${LEVEL_WORDS[j]}`);
  }
  ANNOUNCEMENTS.set(key, list);
  return list;
}

export function roundInfo(
  p: Parties,
  names: string[],
  value: number,
  k: number,
  triggers: number,
  cards: { re: number; kontra: number } | undefined,
  announce: { re?: Level; kontra?: Level },
): DoppelkopfRoundInfo {
  const info: DoppelkopfRoundInfo = {
    gameType: p.gameType,
    duty: p.duty,
    re: namesOf(p.re, names),
    kontra: namesOf(p.kontra, names),
    out: namesOf(p.out, names),
    value,
    bock: pow2(k),
    announcements: announcementsOf(announce),
    triggersBock: triggers,
  };
  if (p.forced) info.forced = true;
  if (p.soloKind) info.soloKind = p.soloKind;
  if (p.soloist !== undefined) info.soloist = names[p.soloist];
  if (cards) info.cards = { re: cards.re, kontra: cards.kontra };
  return info;
}
