// The catalogs: English is the reference (its entries type every message's arguments); German and
// French give the same entries. Each domain (format, rules, engines) keeps its own file per language.

import { en } from './en';
import type { Fmt } from './fmt';
import type { Lang } from './index';

export type MessageId = keyof typeof en;
export type ArgsOf<K extends MessageId> = Parameters<(typeof en)[K]>[0];
export type Catalog = { [K in MessageId]: (a: ArgsOf<K>, f: Fmt) => string };

export const catalogs: Record<Lang, Partial<Catalog>> & { en: Catalog } = { en, de: {}, fr: {} };
