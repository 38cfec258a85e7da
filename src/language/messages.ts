// User strings of the language layer: English templates, translated by the editor's own function once it is plugged
// in (vscode.l10n.t in the extension; a language server plugs in its own).

export type Translate = (message: string, ...args: Array<string | number | boolean>) => string;

const english: Translate = (message, ...args) =>
  message.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] !== undefined ? String(args[Number(i)]) : m));

let current: Translate = english;

export function setTranslator(fn: Translate | undefined): void {
  current = fn ?? english;
}

export const t: Translate = (message, ...args) => current(message, ...args);
