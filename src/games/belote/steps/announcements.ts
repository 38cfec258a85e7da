// Announcement values and the best-announcement rule (belote.md §4.6): carré beats sequence, then value; a tie cancels.

import type { TrumpKind } from '../syntax/itemTypes';
import { msg, type Message } from '../../../messages';
import { own } from '../../../text/dict';
import type { Announcement, Team } from './types';

export interface AnnouncementValue {
  kind: 'sequence' | 'carre';
  value: number;
  label: string;
  /** Carrés only: the rank in the plain order, higher is stronger. */
  height?: number;
}

const SEQUENCES: Record<string, number> = {
  tierce: 20,
  fifty: 50,
  cinquante: 50,
  quarte: 50,
  hundred: 100,
  cent: 100,
  quinte: 100,
};
const CARRES = ['jacks', 'nines', 'aces', 'tens', 'kings', 'queens'] as const;
/** Plain order A 10 K Q J 9: between two carrés of equal value the higher rank wins (four kings beat four queens). */
const CARRE_HEIGHT: Record<(typeof CARRES)[number], number> = {
  aces: 6,
  tens: 5,
  kings: 4,
  queens: 3,
  jacks: 2,
  nines: 1,
};

/**
 * Carré values: four jacks 200, four nines 150, others 100; FFB no-trump (official): four aces 200, four tens 150,
 * others 100.
 */
function carreValue(of: (typeof CARRES)[number], trump: TrumpKind | undefined, preset: string): number {
  if (trump === 'no-trump' && preset === 'official') return of === 'aces' ? 200 : of === 'tens' ? 150 : 100;
  return of === 'jacks' ? 200 : of === 'nines' ? 150 : 100;
}

/**
 * The value of one `announce` item, or why it does not exist. A plain number is a sequence of that
 * value (20, 50, 100); 150 and 200 can only be carrés, so a plain 150/200 is read as one.
 */
export function announcementValue(
  item: string,
  trump: TrumpKind | undefined,
  preset: string,
): AnnouncementValue | { error: Message } {
  const word = item.toLowerCase();
  const sequence = own(SEQUENCES, word);
  if (sequence !== undefined) return { kind: 'sequence', value: sequence, label: word };
  const m = /^(?:four|carre|carré)-(\w+)$/.exec(word);
  if (m) {
    const of = m[1];
    if (of === 'sevens' || of === 'eights' || of === '7s' || of === '8s' || of === '7' || of === '8')
      return { error: msg('bel.ann.sevens', { item }) };
    if ((CARRES as readonly string[]).includes(of)) {
      const c = of as (typeof CARRES)[number];
      return { kind: 'carre', value: carreValue(c, trump, preset), label: word, height: CARRE_HEIGHT[c] };
    }
    return { error: msg('bel.ann.bad-carre', { item }) };
  }
  if (/^[0-9]+$/.test(word)) {
    const v = Number(word);
    if (v === 20 || v === 50 || v === 100) return { kind: 'sequence', value: v, label: String(v) };
    if (v === 150 || v === 200) return { kind: 'carre', value: v, label: String(v) };
    return { error: msg('bel.ann.bad-value', { item }) };
  }
  return { error: msg('bel.ann.unknown', { item }) };
}

export interface AnnouncementVerdict {
  /** The team whose announcements count, if any. */
  team?: Team;
  /** Points of the announcements that count, per team (one side is always 0). */
  counted: [number, number];
  /** Why, as a message (`four-nines beats hundred`, `tierce = tierce: none count`). */
  reason?: Message;
}

/** Carré over sequence, then value, then (carrés of a named rank) height; a sequence's top card is not in the log. */
function strength(a: Announcement): number {
  return (a.kind === 'carre' ? 10000 : 0) + a.value * 10 + (a.height ?? 0);
}

function best(list: Announcement[], team: Team): Announcement | undefined {
  let b: Announcement | undefined;
  for (const a of list) if (a.team === team && (!b || strength(a) > strength(b))) b = a;
  return b;
}

/**
 * Only the team with the single best announcement scores, and then all of its announcements.
 * Carrés of equal value are told apart by rank. The log does not record the top card or suit of a
 * sequence, so sequences of equal value cancel (the FFB tie rule); a writer who knows the height
 * decided it omits the loser's.
 */
export function resolveAnnouncements(list: Announcement[]): AnnouncementVerdict {
  const b0 = best(list, 0);
  const b1 = best(list, 1);
  const sum = (t: Team) => list.filter((a) => a.team === t).reduce((s, a) => s + a.value, 0);
  if (!b0 && !b1) return { counted: [0, 0] };
  if (b0 && !b1) return { team: 0, counted: [sum(0), 0] };
  if (b1 && !b0) return { team: 1, counted: [0, sum(1)] };
  const s0 = strength(b0!);
  const s1 = strength(b1!);
  const name = (a: Announcement) => msg('bel.ann.name', { label: a.label });
  if (s0 === s1) return { counted: [0, 0], reason: msg('bel.ann.cancel', { a: name(b0!), b: name(b1!) }) };
  const win: Team = s0 > s1 ? 0 : 1;
  const [w, l] = win === 0 ? [b0!, b1!] : [b1!, b0!];
  const why = w.kind !== l.kind ? 'carre' : w.value !== l.value ? 'value' : 'height';
  const reason = msg('bel.ann.beats', { winner: name(w), loser: name(l), why });
  return { team: win, counted: win === 0 ? [sum(0), 0] : [0, sum(1)], reason };
}
