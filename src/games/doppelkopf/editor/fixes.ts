// Doppelkopf's fixes worked out in the editor: the other side of a `cards` line (240 − N), a `cards` line that does
// not add up to 240, and special points written in a solo.

import type { Round, RoundItem } from '../../../format/ast';
import type { Fix, Range } from '../../../format/types';
import type { Translate } from '../../../text/translate';
import type { EditorSheet, FixAt, GameFixes, MissingCardsSide } from '../../game';

/** The card points of a deal. */
const CARD_POINTS = 240;

/** For a `cards` line with one side: the other party and 240 − N (a player named stands for their party). */
export function missingCardsSide(sheet: EditorSheet, round: Round, item: RoundItem): MissingCardsSide | undefined {
  if (item.kind !== 'cards' || item.sides.length !== 1) return undefined;
  const { side, value } = item.sides[0];
  const ref = side.ref;
  if (!ref) return undefined;
  let party: 're' | 'kontra' | undefined;
  if (ref.kind === 'party') party = ref.party;
  else if (ref.kind === 'player') {
    const info = sheet.rounds.find((r) => r.index === round.index)?.doppelkopf;
    const player = sheet.document.header.players[ref.index]?.text;
    if (info && player !== undefined)
      party = info.re.includes(player) ? 're' : info.kontra.includes(player) ? 'kontra' : undefined;
  }
  if (!party) return undefined;
  const other = party === 're' ? 'kontra' : 're';
  const n = CARD_POINTS - value.value;
  return { at: value.range.end, side: other, value: n, insert: ` ${other} ${n}` };
}

/** `cards` with both sides that do not add up to 240: set one side to what the other implies (either may be wrong). */
function cardsSumFixes(items: readonly RoundItem[], t: Translate): Fix[] {
  const item = items.find((i) => i.kind === 'cards');
  if (!item || item.kind !== 'cards' || item.sides.length !== 2) return [];
  return [0, 1].map((keep) => {
    const k = item.sides[keep];
    const o = item.sides[1 - keep];
    const n = CARD_POINTS - k.value.value;
    return {
      title: t('Set {0} to {1} ({2} − {3})', o.side.text, n, CARD_POINTS, k.value.value),
      edits: [{ range: o.value.range, newText: String(n) }],
    };
  });
}

/** Delete the `extras` lines of the solo round the problem is in (whole lines, comments included). */
function removeSpecialsFix(round: Round | undefined, items: readonly RoundItem[], t: Translate): Fix | undefined {
  if (!round) return undefined;
  const extras = round.items.filter((i) => i.kind === 'extras');
  const hit = items.filter((i) => i.kind === 'extras');
  const lines = [...new Set((hit.length ? hit : extras).map((i) => i.range.start.line))];
  if (lines.length === 0) return undefined;
  return {
    title:
      lines.length === 1
        ? t('Remove the special points (they do not count in a solo)')
        : t('Remove the special points of this solo'),
    // The round's last line may end the text without a line break: there the line up to its last item's end.
    edits: lines.map((l) => ({
      range: {
        start: { line: l, character: 0 },
        end: l >= round.range.end.line ? lineEnd(round, l) : { line: l + 1, character: 0 },
      },
      newText: '',
    })),
  };
}

/** Where the round's items on line `l` end. */
function lineEnd(round: Round, l: number): Range['end'] {
  const ends = round.items.filter((i) => i.range.end.line === l).map((i) => i.range.end.character);
  return { line: l, character: Math.max(0, ...ends) };
}

/** The other way out: make them count (`set specials-in-solo on` after the header's last line). */
function enableSpecialsInSoloFix(sheet: EditorSheet, t: Translate): Fix | undefined {
  const document = sheet.document;
  const h = document.header;
  const ranges = [
    h.game?.range,
    h.title?.range,
    h.date?.range,
    h.playersRange,
    h.preset?.range,
    h.stake?.range,
    ...h.settings.map((s) => s.range),
  ];
  const firstRound = document.rounds[0]?.headerRange.start.line ?? Infinity;
  const last = Math.max(...ranges.filter((r): r is Range => !!r && r.end.line < firstRound).map((r) => r.end.line));
  if (!Number.isFinite(last)) return undefined;
  const at = { line: last + 1, character: 0 };
  return {
    title: t('Count special points in solos (set specials-in-solo on)'),
    edits: [{ range: { start: at, end: at }, newText: 'set specials-in-solo on\n' }],
  };
}

/**
 * By problem code: special points in a solo removed (preferred) or made to count; a `cards-sum` without a fix of its
 * own, either side set to what the other implies.
 */
export const FIXES: Readonly<Record<string, (at: FixAt) => GameFixes | undefined>> = {
  'specials-in-solo': ({ sheet, round, items, t }) => {
    const enable = enableSpecialsInSoloFix(sheet, t);
    return { preferred: removeSpecialsFix(round, items, t), more: enable ? [enable] : [] };
  },
  'cards-sum': ({ problem, items, t }) => (problem.fix ? undefined : { more: cardsSumFixes(items, t) }),
};
