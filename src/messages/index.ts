// Messages as data: every sentence a user reads is an id plus arguments; a catalog per language
// turns it into text, so the engine, the editor, the CLI and the view can each speak en/de/fr.

import { catalogs, type ArgsOf, type MessageId } from './catalog';
import { formatterFor, type Fmt } from './fmt';
import { LANGS, type Lang, type Message } from './message';

export type { MessageId, ArgsOf, Catalog } from './catalog';
export type { Fmt } from './fmt';

export { LANGS, type Lang, type Message } from './message';

/** Builds a message; the arguments are typed by the English catalog entry of `id`. */
export function msg<K extends MessageId>(id: K, ...args: ArgsOf<K> extends undefined ? [] : [ArgsOf<K>]): Message {
  if (args.length) return { id, args: args[0] as unknown as object };
  // One object per message without arguments: a long sheet's results name the same few thousands of times.
  let m = bare.get(id);
  if (!m) bare.set(id, (m = { id }));
  return m;
}

const bare = new Map<MessageId, Message>();

const formatters = new Map<Lang, Fmt>();

/** The text of a message in a language (every catalog is complete; tsc and test/messages enforce it). */
export function render(m: Message, lang: Lang = 'en'): string {
  let f = formatters.get(lang);
  if (!f) formatters.set(lang, (f = formatterFor(lang, render)));
  return renderWith(m, f);
}

function renderWith(m: Message, f: Fmt): string {
  // Every message is made by `msg`, which takes only the catalogs' ids.
  const id = m.id as MessageId;
  const entry = catalogs[f.lang][id] ?? catalogs.en[id];
  // A game's messages are in the catalogs once src/games/registry.ts is loaded, as every entry point loads it.
  if (!entry) throw new Error(`no catalog gives the message ${id}`);
  return (entry as (a: unknown, f: Fmt) => string)(m.args, f);
}

/**
 * `s` as one piece: a string glued with `+` is a tree of its parts until first read, and a sheet keeps its round
 * summaries (each several such trees) for as long as it is open. Reading one character makes V8 copy it flat.
 */
export function flat(s: string): string {
  s.charCodeAt(0);
  return s;
}

/** `en`, `de` or `fr` from a locale tag such as `de-DE`, `fr_FR.UTF-8` or `en`; undefined for others. */
export function langOf(tag: string | undefined): Lang | undefined {
  const base = tag?.toLowerCase().split(/[-_.@]/)[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : undefined;
}

/** The language a program run speaks: the first of LC_ALL, LC_MESSAGES and LANG that is set decides; else English. */
export function langOfEnv(env: Record<string, string | undefined>): Lang {
  const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return langOf(tag) ?? 'en';
}

/** A formatter for a language, for code that writes numbers and money outside a message. */
export function fmtOf(lang: Lang = 'en'): Fmt {
  let f = formatters.get(lang);
  if (!f) formatters.set(lang, (f = formatterFor(lang, render)));
  return f;
}
