// Joins a language's domain files into its one catalog object.

type Joined<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;

/**
 * The domains' entries in one object, typed as all of them together. Why not `{ ...a, ...b, … }`: V8 adds a spread's
 * thousand-odd entries one by one through a new hidden class each, about 400 KB of garbage per language at every
 * start of the CLI; `Object.assign` onto a fresh object copies them as a table, for about a tenth of that.
 */
export function joinDomains<T extends readonly object[]>(
  ...domains: T
): { [K in keyof Joined<T[number]>]: Joined<T[number]>[K] } {
  return Object.assign({}, ...domains) as { [K in keyof Joined<T[number]>]: Joined<T[number]>[K] };
}
