// Small builders the games' editor hooks and the language layer share: completion suggestions (values, names) and the
// Add round form's numbers. Pure, and below both (it imports no game and nothing of the language layer).

import { writeName } from '../text/names';
import type { Translate } from '../text/translate';
import type { DirectiveDoc, Suggestion, SuggestionKind } from './game';

/** A line keyword and what it writes (the detail a literal call of t, so that `npm run l10n` exports it). */
export function directive(label: string, detail: (t: Translate) => string): DirectiveDoc {
  return { label, detail };
}

/** Each word offered as it is written, with one detail for all. */
export function values(list: readonly string[], kind: SuggestionKind = 'value', detail?: string): Suggestion[] {
  return list.map((label) => ({ label, kind, detail }));
}

/** Names to offer, those already on the line (any case) left out; each inserted as a sheet writes it (quoted). */
export function names(list: readonly string[], exclude: readonly string[] = []): Suggestion[] {
  return list
    .filter((x) => !exclude.some((e) => e.toLowerCase() === x.toLowerCase()))
    .map((x) => ({ label: x, kind: 'name', insertText: writeName(x) }));
}

/**
 * A line of sides and their numbers (`cards re 121 kontra 119`): where a side goes, the sides not named yet; none
 * after two.
 */
export function sidesLeft(sides: Suggestion[], args: readonly string[]): Suggestion[] {
  const n = args.length;
  if (n % 2 !== 0 || n >= 4) return [];
  return n === 0 ? sides : sides.filter((s) => s.label.toLowerCase() !== args[0].toLowerCase());
}

/** A form's number as a whole number (a fraction cut off); undefined for anything else. */
export function whole(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : undefined;
}
