// User strings of the pure (vscode-free) modules: English templates, translated by vscode.l10n.t once activate() plugs it in.

export type Translate = (message: string, ...args: Array<string | number | boolean>) => string;

const english: Translate = (message, ...args) =>
  message.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] !== undefined ? String(args[Number(i)]) : m));

let current: Translate = english;

export function setTranslator(fn: Translate | undefined): void {
  current = fn ?? english;
}

export const t: Translate = (message, ...args) => current(message, ...args);
