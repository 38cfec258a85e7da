// The games' Add round forms read their answers as the controls give them (strings): these turn them into numbers.

/** A whole number typed into a field; undefined for an empty or unreadable field. */
export function num(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

/** The item as many times as the field says (0 to 4). */
export function repeat<T>(item: T, text: string): T[] {
  const n = Math.min(Math.max(num(text) ?? 0, 0), 4);
  return Array.from({ length: n }, () => item);
}

/** A team's index picked in a select (`0`, `1`; else none). */
export function team(text: string): 0 | 1 | undefined {
  return text === '0' ? 0 : text === '1' ? 1 : undefined;
}
