// Reading another app's JSON with the path of every value at hand, so that a wrong value is reported where it is:
// `rounds[3].scores.Anna: "x" is not a number`.

import { msg } from '../messages';
import { ImportFailure } from './model';

const shown = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value and the path that leads to it in the document. */
export class JsonAt {
  constructor(
    readonly value: unknown,
    readonly path: string,
  ) {}

  /** The field `key` of an object (undefined where the object lacks it). */
  get(key: string): JsonAt {
    const v =
      isObject(this.value) && Object.prototype.hasOwnProperty.call(this.value, key) ? this.value[key] : undefined;
    const path = /^[A-Za-z_][\w]*$/.test(key)
      ? `${this.path ? this.path + '.' : ''}${key}`
      : `${this.path}[${shown(key)}]`;
    return new JsonAt(v, path);
  }

  get present(): boolean {
    return this.value !== undefined && this.value !== null;
  }

  private fail(kind: 'array' | 'object' | 'string' | 'number' | 'boolean'): never {
    if (!this.present) throw new ImportFailure(this.path, msg('import.json.missing'));
    throw new ImportFailure(this.path, msg(`import.json.not-${kind}`, { value: shown(this.value) }));
  }

  array(): JsonAt[] {
    if (!Array.isArray(this.value)) this.fail('array');
    return this.value.map((v, i) => new JsonAt(v, `${this.path}[${i}]`));
  }

  /** The object's entries, each with its path. */
  entries(): [string, JsonAt][] {
    if (!isObject(this.value)) this.fail('object');
    return Object.keys(this.value).map((k) => [k, this.get(k)]);
  }

  string(): string {
    if (typeof this.value !== 'string') this.fail('string');
    return this.value;
  }

  optString(): string | undefined {
    return this.present ? this.string() : undefined;
  }

  /** A whole number (JSON or a numeric string). */
  integer(): number {
    const v = typeof this.value === 'string' && /^\s*[+-]?\d+\s*$/.test(this.value) ? Number(this.value) : this.value;
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail('number');
    if (!Number.isSafeInteger(v)) throw new ImportFailure(this.path, msg('import.not-whole', { value: shown(v) }));
    return v;
  }

  optInteger(): number | undefined {
    return this.present ? this.integer() : undefined;
  }

  bool(): boolean {
    return this.value === true;
  }
}
