// The catalogs: English is the reference (its entries type every message's arguments); German and
// French give the same entries, complete (tsc fails on a missing one). Each domain keeps its own file per language.

import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import type { DomainCatalog, Fmt, Lang } from './message';

export type MessageId = keyof typeof en;
export type ArgsOf<K extends MessageId> = Parameters<(typeof en)[K]>[0];
export type Catalog = { [K in MessageId]: (a: ArgsOf<K>, f: Fmt) => string };
export type { DomainCatalog };

/**
 * German and French are read when first asked for: the CLI's bundle keeps them in files of their own
 * (scripts/cliBundles.mjs), so a command loads only the catalogs of its language (and English, the fallback).
 */
export const catalogs: Record<Lang, Catalog> = {
  en,
  // Typed as a Catalog here: tsc fails on an entry missing from German or French.
  get de(): Catalog {
    return de;
  },
  get fr(): Catalog {
    return fr;
  },
};
