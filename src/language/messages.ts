// User strings of the language layer: English templates, translated by the editor's own function once it is plugged
// in (vscode.l10n.t in the extension; a language server plugs in its own).

export type Translate = (message: string, ...args: Array<string | number | boolean>) => string;

const english: Translate = (message, ...args) =>
  message.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] !== undefined ? String(args[Number(i)]) : m));

let current: Translate = english;
/** Bumped with each new translator, so that what was translated and kept (`translator()`) is known to be stale. */
let generation = 0;

export function setTranslator(fn: Translate | undefined): void {
  current = fn ?? english;
  generation += 1;
}

/** The translator in use, as a key for texts kept between calls (the outline's 10,000 round names). */
export function translator(): number {
  return generation;
}

export const t: Translate = (message, ...args) => current(message, ...args);
