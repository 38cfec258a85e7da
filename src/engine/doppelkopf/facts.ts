// Round items → scoring facts: card points, tricks, announcements and extras resolved to Re/Kontra,
// with a problem on the exact token for everything that cannot be.

import type { Name, Num, SideValue, Token } from '../../format/ast';
import type { Problem, Range } from '../../format/types';
import type { RawRound } from './collect';
import { DOPPELKOPF_EXTRAS } from './codes';
import type { TrickFacts } from './fromTricks';
import {
  noExtras,
  type DokoRules,
  type Extras,
  type Level,
  type Parties,
  type Party,
  type PerParty,
  type ScoringFacts,
} from './types';
import { partyName } from './value';

export interface FactsResult {
  facts?: ScoringFacts;
  /** Why the round cannot be scored (already pushed to the problems when it is a data error). */
  missing?: Problem;
}

const LEVELS: Record<string, Level> = {
  no90: 1,
  no60: 2,
  no30: 3,
  black: 4,
  // German sheet words, so a copied note still reads.
  keine90: 1,
  keine60: 2,
  keine30: 3,
  schwarz: 4,
};

const DERIVED = new Set(['gegen', 'die', 'alten', 'gegen-die-alten', 'gegendiealten', 'gda']);

function span(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}

/** Resolves a side name (`re`, `kontra`, or a player) to a party; a player who sits out is a problem. */
export function sideOf(name: Name, parties: Parties, names: string[], problems: Problem[]): Party | undefined {
  const ref = name.ref;
  if (!ref) return undefined; // unknown name: the parser reported it
  if (ref.kind === 'party') return ref.party;
  if (ref.kind !== 'player') return undefined;
  if (parties.re.includes(ref.index)) return 're';
  if (parties.kontra.includes(ref.index)) return 'kontra';
  problems.push({
    code: 'party-mismatch',
    severity: 'error',
    range: name.range,
    message: `${names[ref.index]} sits out this round and belongs to neither Re nor Kontra.`,
  });
  return undefined;
}

interface SideNumbers {
  values: Partial<Record<Party, Num>>;
  ok: boolean;
}

/** `cards re N [kontra M]` / `tricks …` lines → one number per party; each value must lie in 0…max. */
function sideNumbers(
  lines: { sides: SideValue[]; range: Range; keyword: Range }[],
  what: 'card points' | 'tricks',
  code: string,
  max: number,
  parties: Parties,
  names: string[],
  problems: Problem[],
): SideNumbers {
  const values: Partial<Record<Party, Num>> = {};
  let ok = true;
  for (const line of lines) {
    for (const sv of line.sides) {
      const p = sideOf(sv.side, parties, names, problems);
      if (!p) {
        ok = false;
        continue;
      }
      const v = sv.value;
      if (v.value < 0 || v.value > max) {
        problems.push({
          code,
          severity: 'error',
          range: v.range,
          message: `${partyName(p)} ${v.value} ${what}: a side has 0 to ${max}.${what === 'tricks' ? ' The trick counts are not used.' : ' The round is not scored until it is corrected.'}`,
        });
        ok = false;
        continue;
      }
      const prev = values[p];
      if (prev) {
        if (prev.value !== v.value) {
          problems.push({
            code,
            severity: 'error',
            range: v.range,
            message: `${what === 'tricks' ? 'Tricks' : 'Card points'} of ${partyName(p)} are given twice: ${prev.value} and ${v.value}.${what === 'tricks' ? ' The trick counts are not used.' : ' The round is not scored until one is removed.'}`,
          });
          ok = false;
        }
        continue;
      }
      values[p] = v;
    }
  }
  return { values, ok };
}

export function buildFacts(
  raw: RawRound,
  parties: Parties,
  names: string[],
  rules: DokoRules,
  problems: Problem[],
  derived?: TrickFacts,
): FactsResult {
  const solo = parties.soloist !== undefined;
  const T = rules.tricksPerGame;

  // Card points: one side may be omitted (240 minus the other).
  const c = sideNumbers(raw.cards, 'card points', 'cards-sum', 240, parties, names, problems);
  const t = sideNumbers(raw.tricks, 'tricks', 'tricks-sum', T, parties, names, problems);
  let tricks: PerParty<number> | undefined;
  if (t.ok && (t.values.re || t.values.kontra)) {
    const re = t.values.re?.value ?? T - (t.values.kontra?.value ?? 0);
    const ko = t.values.kontra?.value ?? T - re;
    if (re + ko !== T) {
      problems.push({
        code: 'tricks-sum',
        severity: 'error',
        range: span(t.values.re!.range, t.values.kontra!.range),
        message: `Tricks Re ${re} + Kontra ${ko} = ${re + ko}, but a game has ${T} tricks${T === 10 ? ' (without nines)' : ''}. The trick counts are not used (schwarz is judged by card points).`,
      });
    } else tricks = { re, kontra: ko };
  }

  let cards: PerParty<number> | undefined;
  if (!c.ok && !derived) return {};
  if (c.values.re || c.values.kontra) {
    const re = c.values.re?.value ?? 240 - (c.values.kontra?.value ?? 0);
    const ko = c.values.kontra?.value ?? 240 - re;
    if (re + ko !== 240) {
      const a = c.values.re!.range;
      const b = c.values.kontra!.range;
      problems.push({
        code: 'cards-sum',
        severity: 'error',
        range: a.start.line === b.start.line ? (a.start.character < b.start.character ? span(a, b) : span(b, a)) : b,
        message: `Card points Re ${re} + Kontra ${ko} = ${re + ko}, but the deck holds 240. The round is not scored until they add up.`,
      });
      if (!derived) return {};
    } else cards = { re, kontra: ko };
  } else if (tricks && (tricks.re === 0 || tricks.kontra === 0)) {
    // All tricks to one side: its card points are the whole deck.
    cards = tricks.re === 0 ? { re: 0, kontra: 240 } : { re: 240, kontra: 0 };
  }

  // A side with 0 tricks has no card points; a side with 0 card points but a trick is not schwarz.
  if (tricks && cards) {
    let contradicted = false;
    for (const p of ['re', 'kontra'] as const) {
      const tok = t.values[p] ?? t.values[p === 're' ? 'kontra' : 're'];
      if (tricks[p] === 0 && cards[p] > 0) {
        contradicted = true;
        problems.push({
          code: 'schwarz-claim',
          severity: 'error',
          range: tok!.range,
          message: `${partyName(p)} took no trick (tricks) but has ${cards[p]} card points (cards): a side without a trick has 0 card points. The trick counts are not used, so ${partyName(p)} is not schwarz.`,
        });
      }
    }
    if (contradicted) tricks = undefined;
  }

  // Announcements: the highest Absage of each party (it implies the lower ones and the Ansage).
  const announce: { re?: Level; kontra?: Level } = {};
  for (const a of raw.announces) {
    const p = sideOf(a.side, parties, names, problems);
    let level: Level = 0;
    for (const item of a.items) {
      const l = LEVELS[item.text.toLowerCase()];
      if (l === undefined) {
        problems.push({
          code: 'unknown-announcement',
          severity: 'error',
          range: item.range,
          message: `"${item.text}" is no announcement level; write no90, no60, no30 or black (or nothing for a plain ${p ? partyName(p) : 'Re/Kontra'}).`,
        });
      } else if (l > level) level = l;
    }
    if (!p) continue;
    const prev = announce[p];
    announce[p] = prev === undefined || level > prev ? level : prev;
  }

  let extras = readExtras(raw, parties, names, rules, solo, problems);

  if (derived) {
    checkAgainstTricks(raw, c.values, t.values, cards, tricks, extras, derived, rules, parties, problems);
    cards = derived.cards;
    tricks = derived.tricks;
    extras = derived.extras;
  }

  if (!cards) {
    return {
      missing: {
        code: 'missing-cards',
        severity: 'error',
        range: raw.round.headerRange,
        message: 'This round does not give the card points: add "cards re N" (Kontra has 240 − N). It is not scored.',
      },
    };
  }

  // 0 card points but `tricks` says it won a trick: not schwarz (four nines). Worth saying where schwarz was announced.
  if (tricks) {
    for (const p of ['re', 'kontra'] as const) {
      if (cards[p] === 0 && tricks[p] > 0) {
        const announcedBlack = announce[p === 're' ? 'kontra' : 're'] === 4;
        problems.push({
          code: 'schwarz-claim',
          severity: announcedBlack ? 'warning' : 'info',
          range: (t.values[p] ?? t.values[p === 're' ? 'kontra' : 're'])!.range,
          message: announcedBlack
            ? `${partyName(p)} has 0 card points but won ${tricks[p]} trick${tricks[p] === 1 ? '' : 's'}: not schwarz, so the schwarz announcement of ${partyName(p === 're' ? 'kontra' : 're')} is lost (the levels under 90/60/30 still count).`
            : `${partyName(p)} has 0 card points but won ${tricks[p]} trick${tricks[p] === 1 ? '' : 's'}: not schwarz.`,
        });
      }
    }
  }

  return { facts: { solo, cards, tricks, announce, extras } };
}

function readExtras(
  raw: RawRound,
  parties: Parties,
  names: string[],
  rules: DokoRules,
  solo: boolean,
  problems: Problem[],
): PerParty<Extras> {
  const extras = { re: noExtras(), kontra: noExtras() };
  let foxes = 0;
  let dk = 0;
  let karl = 0;
  let caught = 0;
  for (const e of raw.extras) {
    const p = sideOf(e.side, parties, names, problems);
    const derived: Token[] = [];
    for (const item of e.items) {
      const key = item.text.toLowerCase();
      if (DERIVED.has(key)) {
        derived.push(item);
        continue;
      }
      if (!(key in DOPPELKOPF_EXTRAS)) {
        problems.push({
          code: 'unknown-extra',
          severity: 'error',
          range: item.range,
          message: `"${item.text}" is no special point; write ${Object.keys(DOPPELKOPF_EXTRAS).join(', ')}.`,
        });
        continue;
      }
      const off = offReason(key, rules);
      if (off) {
        problems.push({
          code: 'extra-off',
          severity: 'warning',
          range: item.range,
          message: `${off}; "${item.text}" does not count.`,
        });
        continue;
      }
      if (solo && key !== 'heart-trick' && !rules.specialsInSolo) {
        problems.push({
          code: 'specials-in-solo',
          severity: 'warning',
          range: item.range,
          message: `"${item.text}" does not count: a solo has no special points under ddv (add "set specials-in-solo on" if your table counts them).`,
        });
        continue;
      }
      if (!p) continue;
      const x = extras[p];
      switch (key) {
        case 'fox':
        case 'fox-last-trick':
          if (++foxes > 2) {
            problems.push({
              code: 'too-many-foxes',
              severity: 'error',
              range: item.range,
              message: `A ${foxes}${nth(foxes)} fox: only two ♦A are in the game, so at most 2 foxes can be caught. This one is not counted.`,
            });
          } else if (key === 'fox') x.fox++;
          else x.foxLast++;
          break;
        case 'doppelkopf':
          if (++dk > 4) {
            problems.push({
              code: 'too-many-doppelkopf',
              severity: 'error',
              range: item.range,
              message: `A ${dk}${nth(dk)} Doppelkopf: a trick of 40 or more needs four aces and tens, so at most 4 exist. This one is not counted.`,
            });
          } else x.doppelkopf++;
          break;
        case 'karlchen':
          if (++karl > 1) {
            problems.push({
              code: 'karlchen-twice',
              severity: 'error',
              range: item.range,
              message:
                'Karlchen a second time: only the ♣J that wins the last trick scores it, once per game. This one is not counted.',
            });
          } else x.karlchen++;
          break;
        case 'karlchen-caught':
          // Only the last trick can hold it: one ♣J beaten there (two if both ♣J fall in it).
          if (++caught > 2) {
            problems.push({
              code: 'karlchen-twice',
              severity: 'error',
              range: item.range,
              message: 'Karlchen caught a third time: there are only two ♣J. This one is not counted.',
            });
          } else x.karlchenCaught++;
          break;
        case 'heart-trick':
          x.heartTrick++;
          break;
      }
    }
    if (derived.length > 0) {
      problems.push({
        code: 'derived-extra',
        severity: 'error',
        range: span(derived[0].range, derived[derived.length - 1].range),
        message:
          '"gegen die Alten" is not written: it is derived (Kontra wins a normal game) and added to the score automatically.',
      });
    }
  }
  return extras;
}

function nth(n: number): string {
  return n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
}

function offReason(key: string, rules: DokoRules): string | undefined {
  if ((key === 'fox' || key === 'fox-last-trick') && !rules.fox)
    return 'Foxes are switched off in this file (set fox off)';
  if (key === 'doppelkopf' && !rules.doppelkopf)
    return 'Doppelkopf tricks are switched off in this file (set doppelkopf off)';
  if (key === 'karlchen' && !rules.karlchen) return 'Karlchen is switched off in this file (set karlchen off)';
  if (key === 'karlchen-caught' && !rules.karlchenCaught)
    return 'Karlchen caught is a house rule that is off (add "set karlchen-caught on")';
  if (key === 'heart-trick' && !(rules.bock && rules.bockTriggers.has('heart-trick')))
    return 'A heart trick only matters as a bock trigger, and this file does not use it (set bock on, set bock-triggers … heart-trick)';
  return undefined;
}

const EXTRA_WORDS: { key: keyof Extras | 'foxes'; one: string; many: string }[] = [
  { key: 'foxes', one: 'fox', many: 'foxes' },
  { key: 'doppelkopf', one: 'Doppelkopf', many: 'Doppelkopf tricks' },
  { key: 'karlchen', one: 'Karlchen', many: 'Karlchen' },
  { key: 'karlchenCaught', one: 'Karlchen caught', many: 'Karlchen caught' },
  { key: 'heartTrick', one: 'heart trick', many: 'heart tricks' },
];

function count(x: Extras, key: keyof Extras | 'foxes'): number {
  return key === 'foxes' ? x.fox + x.foxLast : x[key];
}

/** Every stated card point, trick count and extra that the written tricks contradict: `derived-mismatch`. */
function checkAgainstTricks(
  raw: RawRound,
  statedCards: Partial<Record<Party, Num>>,
  statedTricks: Partial<Record<Party, Num>>,
  cards: PerParty<number> | undefined,
  tricks: PerParty<number> | undefined,
  extras: PerParty<Extras>,
  d: TrickFacts,
  rules: DokoRules,
  parties: Parties,
  problems: Problem[],
): void {
  for (const p of ['re', 'kontra'] as const) {
    const tok = statedCards[p];
    if (tok && cards && tok.value !== d.cards[p]) {
      problems.push({
        code: 'derived-mismatch',
        severity: 'error',
        range: tok.range,
        message: `stated cards ${partyName(p)} ${tok.value}, the tricks give ${d.cards[p]}`,
      });
    }
    const tt = statedTricks[p];
    if (tt && tricks && tt.value !== d.tricks[p]) {
      problems.push({
        code: 'derived-mismatch',
        severity: 'error',
        range: tt.range,
        message: `stated tricks ${partyName(p)} ${tt.value}, the tricks give ${d.tricks[p]}`,
      });
    }
  }
  // Extras left out are derived, not contradicted: only a party with an `extras` line is compared, and only items that count here.
  const sides = new Map<Party, RawRound['extras'][number]>();
  for (const e of raw.extras) {
    const ref = e.side.ref;
    const p: Party | undefined =
      ref?.kind === 'party'
        ? ref.party
        : ref?.kind === 'player'
          ? parties.re.includes(ref.index)
            ? 're'
            : 'kontra'
          : undefined;
    if (p && !sides.has(p)) sides.set(p, e);
  }
  const counts = (key: string) =>
    key === 'karlchenCaught'
      ? rules.karlchenCaught
      : key === 'heartTrick'
        ? rules.bock && rules.bockTriggers.has('heart-trick')
        : true;
  for (const [p, line] of sides) {
    for (const w of EXTRA_WORDS) {
      if (!counts(w.key)) continue;
      const stated = count(extras[p], w.key);
      const proven = count(d.extras[p], w.key);
      if (stated === proven) continue;
      problems.push({
        code: 'derived-mismatch',
        severity: 'error',
        range: line.range,
        message: `stated extras ${partyName(p)} ${stated} ${stated === 1 ? w.one : w.many}, the tricks give ${proven}`,
      });
    }
  }
}
