// The language layer's own strings (hover heads, fix-all titles, outline) for a language server in German or French:
// the extension's l10n bundles, looked up as vscode.l10n.t would.

import de from '../../l10n/bundle.l10n.de.json';
import fr from '../../l10n/bundle.l10n.fr.json';
import type { Translate } from '../language/messages';
import type { Lang } from '../messages';

const BUNDLES: Record<Lang, Record<string, string>> = { en: {}, de, fr };

export function translatorFor(lang: Lang): Translate {
  const bundle = BUNDLES[lang];
  return (message, ...args) =>
    (bundle[message] ?? message).replace(/\{(\d+)\}/g, (m, i: string) =>
      args[Number(i)] !== undefined ? String(args[Number(i)]) : m,
    );
}
