// The catalogs: English is the reference (its entries type every message's arguments); German and
// French give the same entries, complete (tsc fails on a missing one). Each domain keeps its own file per language.

import { de } from './de';
import { en } from './en';
import type { Fmt } from './fmt';
import { fr } from './fr';
import type { Lang } from './index';

export type MessageId = keyof typeof en;
export type ArgsOf<K extends MessageId> = Parameters<(typeof en)[K]>[0];
export type Catalog = { [K in MessageId]: (a: ArgsOf<K>, f: Fmt) => string };
/** One domain's entries in another language: the same ids and arguments as its English file. */
export type DomainCatalog<T> = {
  [K in keyof T]: T[K] extends (a: infer A, f: Fmt) => string ? (a: A, f: Fmt) => string : never;
};

/**
 * German and French are read when first asked for: the CLI's bundle keeps them in files of their own
 * (scripts/cliBundles.mjs), so a command loads only the catalogs of its language (and English, the fallback).
 */
export const catalogs: Record<Lang, Catalog> = {
  en,
  get de() {
    return de;
  },
  get fr() {
    return fr;
  },
};
