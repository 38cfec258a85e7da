// Player names across sources: `--map OLD=NEW` renames, and names that differ only in case or accents (`anna`,
// `Anna`, `Jürgen`, `Jurgen`) are one player, written as first met. Keyed by Map: a name is never a property key.

import { msg } from '../messages';
import { writeName } from '../text/names';
import type { ImportedEvening } from './model';
import { ImportFailure } from './model';

/** A name folded for matching: lower case, accents dropped, spaces collapsed. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A name as a line can hold it: no line breaks or control characters, no `"` (a quoted name ends there). */
export function cleanName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f"]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || '?'
  );
}

export interface NameMap {
  /** The name to write for a name as a source spells it. */
  to(name: string): string;
  /** That name as a line writes it (quoted where it must be). */
  written(name: string): string;
  /** Every source spelling whose written name differs from it, in the order met: what the report lists. */
  readonly renamed: ReadonlyMap<string, string>;
}

/** `OLD=NEW` pairs as given on the command line; undefined for text of another shape. */
export function readMapping(text: string): [string, string] | undefined {
  const at = text.indexOf('=');
  if (at <= 0 || at === text.length - 1) return undefined;
  const from = text.slice(0, at).trim();
  const to = text.slice(at + 1).trim();
  return from && to ? [from, to] : undefined;
}

/** The names of the evenings mapped: `--map` first, then one spelling per folded name (the first met). */
export function buildNameMap(evenings: readonly ImportedEvening[], mappings: readonly [string, string][]): NameMap {
  const explicit = new Map<string, string>();
  for (const [from, to] of mappings) explicit.set(foldName(from), to);
  const spelling = new Map<string, string>();
  const renamed = new Map<string, string>();
  // Every spelling is looked up once: a long sheet writes the same few names thousands of times.
  const known = new Map<string, string>();
  const to = (name: string): string => {
    const hit = known.get(name);
    if (hit !== undefined) return hit;
    const mapped = cleanName(explicit.get(foldName(name)) ?? name);
    const key = foldName(mapped);
    let shown = spelling.get(key);
    if (shown === undefined) spelling.set(key, (shown = mapped));
    if (shown !== name && !renamed.has(name)) renamed.set(name, shown);
    known.set(name, shown);
    return shown;
  };
  // Names met in the order of the evenings, so the spelling kept does not depend on which evening is written first.
  for (const e of evenings) for (const n of [...e.players, ...e.columns]) to(n);
  for (const e of evenings) {
    const seen = new Map<string, string>();
    for (const n of e.players) {
      const m = to(n);
      const before = seen.get(m);
      if (before !== undefined && before !== n)
        throw new ImportFailure(undefined, msg('import.map-joins', { a: before, b: n, name: m }), e.source);
      seen.set(m, n);
    }
  }
  const quoted = new Map<string, string>();
  const written = (name: string): string => {
    let w = quoted.get(name);
    if (w === undefined) quoted.set(name, (w = writeName(to(name))));
    return w;
  };
  return { to, written, renamed };
}
