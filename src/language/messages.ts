// User strings of the language layer: English templates, translated by the translator its caller passes (the
// editor's own function: vscode.l10n.t in the extension, the l10n bundles in a language server; English by default).
// There is no translator in force: each language service carries its host's (createLanguageService). The type lives
// below the games (src/text/translate.ts), whose editor hooks take the same translator.

export { english, type Translate } from '../text/translate';
