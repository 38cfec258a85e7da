// The translator a caller passes for the user strings of the editor's layer and of the games' editor hooks: its own
// function (vscode.l10n.t in the extension, the l10n bundles in a language server), English when none is passed.

export type Translate = (message: string, ...args: Array<string | number | boolean>) => string;

/** The templates as written, `{0}`, `{1}`… filled in: the strings when nobody translates them. */
export const english: Translate = (message, ...args) =>
  message.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] !== undefined ? String(args[Number(i)]) : m));
