// Doppelkopf's terms in English that the engine's messages and the settlement view both say: decided here once.
// The catalogs write their sentences with them, and the view's words (webview/games/doppelkopf/strings.ts) import
// them, so neither can drift (test/messages/oneTerm.test.ts).

/** A solo by its kind on its own, as a sentence names it: `solo queens` (the kind as a sheet writes it); `solo`. */
export const soloName = (kind?: string): string => (kind ? `solo ${kind}` : 'solo');
