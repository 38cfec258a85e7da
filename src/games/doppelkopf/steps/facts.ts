// Round items → scoring facts: card points, tricks, announcements and extras resolved to Re/Kontra,
// with a problem on the exact token for everything that cannot be.

import type { Name, Num, SideValue, Token } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import { problem } from '../../../engine/problem';
import { own } from '../../../text/dict';
import { DOPPELKOPF_EXTRAS } from './codes';
import { doppelkopfWords } from '../syntax/words';
import type { TrickFacts } from './fromTricks';
import { foxExists, karlchenExists, type DoppelkopfTrump } from './trickRules';
import {
  noExtras,
  type DoppelkopfRules,
  type Extras,
  type Level,
  type Parties,
  type Party,
  type PerParty,
  type RawRound,
  type ScoringFacts,
} from './types';

export interface FactsResult {
  facts?: ScoringFacts;
  /** Why the round cannot be scored (already pushed to the problems when it is a data error). */
  missing?: Problem;
  /** Without card points: what the round still says (announcements, special points), for outcome-only rounds. */
  partial?: Omit<ScoringFacts, 'cards'>;
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
  problems.push(problem('party-mismatch', 'error', name.range, msg('dk.facts.side-out', { player: names[ref.index] })));
  return undefined;
}

interface SideNumbers {
  values: Partial<Record<Party, Num>>;
  ok: boolean;
}

/** `cards re N [kontra M]` / `tricks …` lines → one number per party; each value must lie in 0…max. */
const NO_SIDES: SideNumbers = { values: { re: undefined, kontra: undefined }, ok: true };

function sideNumbers(
  lines: { sides: SideValue[]; range: Range; keyword: Range }[],
  what: 'card points' | 'tricks',
  code: 'cards-sum' | 'tricks-sum',
  max: number,
  parties: Parties,
  names: string[],
  problems: Problem[],
): SideNumbers {
  // No line (tricks are rarely written): one shared empty answer, never changed.
  if (lines.length === 0) return NO_SIDES;
  // Both members from the start: one object shape for every round.
  const values: Partial<Record<Party, Num>> = { re: undefined, kontra: undefined };
  let ok = true;
  for (let ix = 0; ix < lines.length; ix++) {
    const line = lines[ix];
    for (let jx = 0; jx < line.sides.length; jx++) {
      const sv = line.sides[jx];
      const p = sideOf(sv.side, parties, names, problems);
      if (!p) {
        ok = false;
        continue;
      }
      const v = sv.value;
      if (v.value < 0 || v.value > max) {
        problems.push(
          problem(
            code,
            'error',
            v.range,
            msg('dk.facts.range', { party: p, value: v.value, tricks: what === 'tricks', max }),
          ),
        );
        ok = false;
        continue;
      }
      const prev = values[p];
      if (prev) {
        if (prev.value !== v.value) {
          problems.push(
            problem(
              code,
              'error',
              v.range,
              msg('dk.facts.twice', { party: p, first: prev.value, second: v.value, tricks: what === 'tricks' }),
            ),
          );
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
  rules: DoppelkopfRules,
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
      problems.push(
        problem(
          'tricks-sum',
          'error',
          span(t.values.re!.range, t.values.kontra!.range),
          msg('dk.facts.tricks-sum', { re, kontra: ko, perGame: T }),
        ),
      );
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
      problems.push(
        problem(
          'cards-sum',
          'error',
          a.start.line === b.start.line ? (a.start.character < b.start.character ? span(a, b) : span(b, a)) : b,
          msg('dk.facts.cards-sum', { re, kontra: ko }),
        ),
      );
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
        problems.push(
          problem('schwarz-claim', 'error', tok!.range, msg('dk.facts.no-trick-cards', { party: p, cards: cards[p] })),
        );
      }
    }
    if (contradicted) tricks = undefined;
  }

  // Announcements: the highest Absage of each party (it implies the lower ones and the Ansage).
  const announce: { re?: Level; kontra?: Level } = {};
  for (let kx = 0; kx < raw.announces.length; kx++) {
    const a = raw.announces[kx];
    const p = sideOf(a.side, parties, names, problems);
    let level: Level = 0;
    for (let ax = 0; ax < a.items.length; ax++) {
      const item = a.items[ax];
      const l = own(LEVELS, item.word ?? item.text.toLowerCase());
      if (l === undefined) {
        problems.push(
          problem(
            'unknown-announcement',
            'error',
            item.range,
            msg('dk.facts.unknown-level', { level: item.text, party: p }),
          ),
        );
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
      missing: problem('missing-cards', 'error', raw.round.headerRange, msg('dk.missing-cards')),
      partial: { solo, tricks, announce, extras },
    };
  }

  // 0 card points but `tricks` says it won a trick: not schwarz (four nines). Worth saying where schwarz was announced.
  if (tricks) {
    for (const p of ['re', 'kontra'] as const) {
      if (cards[p] === 0 && tricks[p] > 0) {
        const announcedBlack = announce[p === 're' ? 'kontra' : 're'] === 4;
        problems.push(
          problem(
            'schwarz-claim',
            announcedBlack ? 'warning' : 'info',
            (t.values[p] ?? t.values[p === 're' ? 'kontra' : 're'])!.range,
            msg('dk.facts.not-schwarz', {
              party: p,
              tricks: tricks[p],
              announced: announcedBlack,
              ownAbsage: (announce[p] ?? 0) >= 1,
            }),
          ),
        );
      }
    }
  }

  return { facts: { solo, cards, tricks, announce, extras } };
}

const NO_EXTRAS: PerParty<Extras> = { re: noExtras(), kontra: noExtras() };

function readExtras(
  raw: RawRound,
  parties: Parties,
  names: string[],
  rules: DoppelkopfRules,
  solo: boolean,
  problems: Problem[],
): PerParty<Extras> {
  // Most rounds write no extras: they share one pair of zeros (nothing changes a round's facts once read).
  if (raw.extras.length === 0) return NO_EXTRAS;
  const extras = { re: noExtras(), kontra: noExtras() };
  let foxes = 0;
  let dk = 0;
  let karl = 0;
  let caught = 0;
  // One party wins the last trick: every point of that trick (fox in it, Karlchen, karlchen-caught) is that party's.
  let lastTrick: { party: Party; item: string } | undefined;
  const trumps = trumpsOf(parties);
  for (let ax = 0; ax < raw.extras.length; ax++) {
    const e = raw.extras[ax];
    const p = sideOf(e.side, parties, names, problems);
    const derived: Token[] = [];
    for (let bx = 0; bx < e.items.length; bx++) {
      const item = e.items[bx];
      const key = item.word ?? item.text.toLowerCase();
      if (DERIVED.has(key)) {
        derived.push(item);
        continue;
      }
      if (own(DOPPELKOPF_EXTRAS, key) === undefined) {
        problems.push(
          problem(
            'unknown-extra',
            'error',
            item.range,
            msg('dk.facts.unknown-extra', {
              item: item.text,
              items: doppelkopfWords('extra', Object.keys(DOPPELKOPF_EXTRAS)),
            }),
          ),
        );
        continue;
      }
      const off = offReason(key, rules);
      if (off) {
        problems.push(
          problem('extra-off', 'warning', item.range, msg('dk.facts.extra-off', { reason: off, item: item.text })),
        );
        continue;
      }
      if (solo && key !== 'heart-trick' && !rules.specialsInSolo) {
        problems.push(
          problem('specials-in-solo', 'warning', item.range, msg('dk.facts.specials-in-solo', { item: item.text })),
        );
        continue;
      }
      const missing = trumps && notInGame(key, trumps, item.text, parties);
      if (missing) {
        problems.push(problem('extra-not-in-game', 'error', item.range, missing));
        continue;
      }
      if (!p) continue;
      // A second Karlchen is `karlchen-twice`, whichever party claims it.
      if (
        key === 'fox-last-trick' ||
        key === 'fox-last' ||
        (key === 'karlchen' && karl === 0) ||
        key === 'karlchen-caught'
      ) {
        if (lastTrick && lastTrick.party !== p) {
          problems.push(
            problem(
              'last-trick-party',
              'error',
              item.range,
              msg('dk.facts.last-trick-party', { item: item.text, party: p, first: lastTrick.item }),
            ),
          );
          continue;
        }
        lastTrick ??= { party: p, item: item.text };
      }
      const x = extras[p];
      switch (key) {
        case 'fox':
        case 'fox-last-trick':
          if (++foxes > 2) {
            problems.push(
              problem('too-many-foxes', 'error', item.range, msg('dk.facts.too-many-foxes', { count: foxes })),
            );
          } else if (key === 'fox') x.fox++;
          else x.foxLast++;
          break;
        case 'fox-last':
          // The card that won the last trick: one fox at most.
          if (x.foxWinsLast > 0) {
            problems.push(problem('too-many-foxes', 'error', item.range, msg('dk.facts.fox-last-twice')));
          } else x.foxWinsLast++;
          break;
        case 'doppelkopf':
          if (++dk > 4) {
            problems.push(
              problem('too-many-doppelkopf', 'error', item.range, msg('dk.facts.too-many-doppelkopf', { count: dk })),
            );
          } else x.doppelkopf++;
          break;
        case 'karlchen':
          if (++karl > 1) {
            problems.push(problem('karlchen-twice', 'error', item.range, msg('dk.facts.karlchen-twice')));
          } else x.karlchen++;
          break;
        case 'karlchen-caught':
          // Only the last trick can hold it: one ♣J beaten there (two if both ♣J fall in it).
          if (++caught > 2) {
            problems.push(problem('karlchen-twice', 'error', item.range, msg('dk.facts.karlchen-caught-thrice')));
          } else x.karlchenCaught++;
          break;
        case 'dulle-caught':
          // Two ♥10 in the deal: one can catch the other once.
          if (extras.re.dulleCaught + extras.kontra.dulleCaught > 0) {
            problems.push(problem('dulle-caught-twice', 'error', item.range, msg('dk.facts.dulle-caught-twice')));
          } else x.dulleCaught++;
          break;
        case 'heart-trick':
          x.heartTrick++;
          break;
      }
    }
    if (derived.length > 0) {
      problems.push(
        problem(
          'derived-extra',
          'error',
          span(derived[0].range, derived[derived.length - 1].range),
          msg('dk.facts.derived-extra'),
        ),
      );
    }
  }
  return extras;
}

/** The trumps of the round's game; undefined for a solo of an unknown kind (already an error). */
function trumpsOf(parties: Parties): DoppelkopfTrump | undefined {
  if (parties.gameType === 'solo') return parties.soloKind;
  if (parties.gameType === 'marriage-alone' || parties.gameType === 'silent-marriage') return 'diamonds';
  return 'normal';
}

/** Why an `extras` item cannot exist in this game (special points follow the trumps); undefined when it can. */
function notInGame(key: string, trumps: DoppelkopfTrump, item: string, parties: Parties): Message | undefined {
  const kind = parties.soloKind ?? 'diamonds';
  if ((key === 'fox' || key === 'fox-last-trick' || key === 'fox-last') && !foxExists(trumps))
    return msg('dk.facts.no-fox', { kind, item });
  if (key === 'dulle-caught' && (trumps === 'queens' || trumps === 'jacks' || trumps === 'fleshless'))
    return msg('dk.facts.no-dulle', { kind, item });
  if ((key === 'karlchen' || key === 'karlchen-caught') && !karlchenExists(trumps))
    return msg('dk.facts.no-karlchen', { kind, item });
  return undefined;
}

/** Why an `extras` item does not count under the switches of this file; undefined when it does. */
function offReason(key: string, rules: DoppelkopfRules): Message | undefined {
  if ((key === 'fox' || key === 'fox-last-trick' || key === 'fox-last') && !rules.fox) return msg('dk.off.fox');
  if (key === 'fox-last' && rules.foxLastTrick !== 'point') return msg('dk.off.fox-last');
  if (key === 'doppelkopf' && !rules.doppelkopf) return msg('dk.off.doppelkopf');
  if (key === 'karlchen' && !rules.karlchen) return msg('dk.off.karlchen');
  if (key === 'karlchen-caught' && !rules.karlchenCaught) return msg('dk.off.karlchen-caught');
  if (key === 'dulle-caught' && !(rules.dulleCaught && rules.dulle === 'second-wins'))
    return msg('dk.off.dulle-caught');
  if (key === 'heart-trick' && !(rules.bock && rules.bockTriggers.has('heart-trick'))) return msg('dk.off.heart-trick');
  return undefined;
}

const EXTRA_KINDS: (keyof Extras | 'foxes')[] = [
  'foxes',
  'foxWinsLast',
  'doppelkopf',
  'karlchen',
  'karlchenCaught',
  'dulleCaught',
  'heartTrick',
];

function count(x: Extras, key: keyof Extras | 'foxes'): number {
  return key === 'foxes' ? x.fox + x.foxLast : x[key];
}

/**
 * Every stated card point, trick count and extra that the written tricks contradict: `derived-mismatch`. An
 * `extras` line that leaves out an item the tricks give is only a warning (the tricks' items are scored).
 */
function checkAgainstTricks(
  raw: RawRound,
  statedCards: Partial<Record<Party, Num>>,
  statedTricks: Partial<Record<Party, Num>>,
  cards: PerParty<number> | undefined,
  tricks: PerParty<number> | undefined,
  extras: PerParty<Extras>,
  d: TrickFacts,
  rules: DoppelkopfRules,
  parties: Parties,
  problems: Problem[],
): void {
  for (const p of ['re', 'kontra'] as const) {
    const tok = statedCards[p];
    if (tok && cards && tok.value !== d.cards[p]) {
      problems.push(
        problem(
          'derived-mismatch',
          'error',
          tok.range,
          msg('dk.derived.cards', { party: p, stated: tok.value, proven: d.cards[p] }),
        ),
      );
    }
    const tt = statedTricks[p];
    if (tt && tricks && tt.value !== d.tricks[p]) {
      problems.push(
        problem(
          'derived-mismatch',
          'error',
          tt.range,
          msg('dk.derived.tricks', { party: p, stated: tt.value, proven: d.tricks[p] }),
        ),
      );
    }
  }
  // Only a party with an `extras` line is compared (a round without one simply takes the tricks' items), and only
  // items that count here: one whose switch is off, or any in a solo without specials-in-solo, is a warning already.
  const sides = new Map<Party, RawRound['extras'][number]>();
  for (let ax = 0; ax < raw.extras.length; ax++) {
    const e = raw.extras[ax];
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
  const specials = parties.soloist === undefined || rules.specialsInSolo;
  const counts = (key: (typeof EXTRA_KINDS)[number]) => {
    if (key === 'heartTrick') return rules.bock && rules.bockTriggers.has('heart-trick');
    if (!specials) return false;
    if (key === 'foxes') return rules.fox;
    if (key === 'foxWinsLast') return rules.fox && rules.foxLastTrick === 'point';
    if (key === 'doppelkopf') return rules.doppelkopf;
    if (key === 'karlchen') return rules.karlchen;
    if (key === 'dulleCaught') return rules.dulleCaught && rules.dulle === 'second-wins';
    return rules.karlchenCaught;
  };
  for (const [p, line] of sides) {
    for (const kind of EXTRA_KINDS) {
      if (!counts(kind)) continue;
      const stated = count(extras[p], kind);
      const proven = count(d.extras[p], kind);
      if (stated > proven)
        problems.push(
          problem(
            'derived-mismatch',
            'error',
            line.range,
            msg('dk.derived.extras', { party: p, kind, stated, proven }),
          ),
        );
      else if (stated < proven)
        problems.push(
          problem(
            'extras-left-out',
            'warning',
            line.range,
            msg('dk.derived.left-out', { party: p, kind, missing: proven - stated, proven }),
          ),
        );
    }
  }
}

/**
 * Card points checked where the parties are not known (a misspelt player on the `re` line): a line naming both
 * Re and Kontra must still add up to 240, so that error is not hidden behind the name.
 */
export function checkCardsWithoutParties(raw: RawRound, problems: Problem[]): void {
  for (let ax = 0; ax < raw.cards.length; ax++) {
    const line = raw.cards[ax];
    const re = line.sides.find((s) => s.side.ref?.kind === 'party' && s.side.ref.party === 're');
    const ko = line.sides.find((s) => s.side.ref?.kind === 'party' && s.side.ref.party === 'kontra');
    if (!re || !ko || re.value.value + ko.value.value === 240) continue;
    const [a, b] = re.value.range.start.character < ko.value.range.start.character ? [re, ko] : [ko, re];
    problems.push(
      problem(
        'cards-sum',
        'error',
        span(a.value.range, b.value.range),
        msg('dk.facts.cards-sum', { re: re.value.value, kontra: ko.value.value }),
      ),
    );
  }
}
