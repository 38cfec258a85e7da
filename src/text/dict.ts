// Records keyed by what a user wrote (player and team names). A plain `{}` inherits from Object.prototype: a player
// called `__proto__` then cannot be stored (assigning to it sets the prototype), and `toString` or `constructor` read
// back a function where no value was written. These records have no prototype, so every name is a key like any other;
// JSON, Object.keys and for…in see them as they see a plain object (the same keys in the same order).

/**
 * Objects made by `new NameKeyed()` inherit from a prototype that inherits from nothing. Unlike `Object.create(null)`,
 * which V8 keeps as a hash table, they keep fast properties (the engine builds two per round).
 */
const NameKeyed = function NameKeyed() {} as unknown as { new (): Record<string, never>; prototype: object };
NameKeyed.prototype = Object.freeze(Object.create(null) as object);

/** An empty record for keys a user wrote. */
export function dict<T>(): Record<string, T> {
  return new NameKeyed() as Record<string, T>;
}

/** A record with `value(key, i)` for each key, in the keys' order. */
export function dictOf<T>(keys: readonly string[], value: (key: string, index: number) => T): Record<string, T> {
  const out = dict<T>();
  for (let i = 0; i < keys.length; i++) out[keys[i]] = value(keys[i], i);
  return out;
}

/** `Object.fromEntries` for keys a user wrote. */
export function dictFrom<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = dict<T>();
  for (const [k, v] of entries) out[k] = v;
  return out;
}

/** The same keys in the same order, each value mapped. */
export function mapDict<T, U>(record: Readonly<Record<string, T>>, f: (value: T, key: string) => U): Record<string, U> {
  const out = dict<U>();
  for (const k of Object.keys(record)) out[k] = f(record[k], k);
  return out;
}

/**
 * The value stored under `key`, read from a record that may be a plain object (parsed JSON, a message from the
 * host): never one it inherits (`toString`).
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
