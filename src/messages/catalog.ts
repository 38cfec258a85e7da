// The catalogs: English is the reference (its entries type every message's arguments); German and
// French give the same entries, complete (tsc fails on a missing one). Each domain keeps its own file per language.
// A game's messages live in its module (src/games/<game>/messages/): the registry adds them here (addCatalogs), and
// src/games/messagesEn.ts adds their English entries to the type `English` (`declare module`), so the messages never
// import a game and still know every id and its arguments.

import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import type { DomainCatalog, Fmt, Lang } from './message';

type CoreEnglish = typeof en;

/**
 * The English catalog as a type: the entries of ./en, and those of every game, which src/games/messagesEn.ts adds
 * to this interface (the games' catalogs, added by the registry at load: see addCatalogs).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the games' entries are merged in
export interface English extends CoreEnglish {}

export type MessageId = keyof English;
export type ArgsOf<K extends MessageId> = Parameters<English[K]>[0];
export type Catalog = CatalogOf<English>;
/** A catalog in any language for the ids and arguments of English entries `E` (all of them: tsc fails on a gap). */
export type CatalogOf<E> = { [K in keyof E]: (a: FirstArg<E[K]>, f: Fmt) => string };
type FirstArg<F> = F extends (...a: infer P) => string ? P[0] : never;
export type { DomainCatalog };

/**
 * Catalogs added beside the core's (the games', joined per language in src/games/messagesEn.ts and its siblings):
 * English entries, and German and French ones for the same ids. German and French are read when that language is
 * first asked for, so a getter may load them then (the CLI's bundle keeps them apart: scripts/cliBundles.mjs).
 */
export interface AddedCatalogs<E> {
  readonly en: E;
  readonly de: CatalogOf<E>;
  readonly fr: CatalogOf<E>;
}

const added: AddedCatalogs<object>[] = [];
/** How many of `added` each language's catalog holds already (English takes them as they come). */
const joined = { de: 0, fr: 0 };

/** Adds catalogs (a game's) to the core's; an id the catalogs give already is a mistake. */
export function addCatalogs<E extends object>(c: AddedCatalogs<E>): void {
  for (const id in c.en) if (id in en) throw new Error(`two catalogs give the message ${id}`);
  Object.assign(en, c.en);
  added.push(c);
}

/** The core's catalog of a language with every added catalog's entries in it (once each). */
function withAdded(lang: 'de' | 'fr', core: CatalogOf<CoreEnglish>): Catalog {
  if (joined[lang] < added.length) {
    for (const c of added.slice(joined[lang])) Object.assign(core, c[lang]);
    joined[lang] = added.length;
  }
  // Complete once the games' catalogs are added: the registry adds every game's at load (tsc checks each game's
  // German and French against its English, and test/messages/catalogs.test.ts the ids at run time).
  return core as Partial<Catalog> as Catalog;
}

/**
 * German and French are read when first asked for: the CLI's bundle keeps them in files of their own
 * (scripts/cliBundles.mjs), so a command loads only the catalogs of its language (and English, the fallback).
 */
export const catalogs: Record<Lang, Catalog> = {
  // The games' entries are added to it by addCatalogs.
  en: en as Partial<Catalog> as Catalog,
  // Typed as the core's catalog here: tsc fails on an entry missing from German or French.
  get de(): Catalog {
    return withAdded('de', de);
  },
  get fr(): Catalog {
    return withAdded('fr', fr);
  },
};
