// User strings of the language layer: English templates, translated by the translator its caller passes (the
// editor's own function: vscode.l10n.t in the extension, the l10n bundles in a language server; English by default).
// There is no translator in force: each language service carries its host's (createLanguageService).

export type Translate = (message: string, ...args: Array<string | number | boolean>) => string;

/** The templates as written, `{0}`, `{1}`… filled in: the layer's strings when nobody translates them. */
export const english: Translate = (message, ...args) =>
  message.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] !== undefined ? String(args[Number(i)]) : m));
