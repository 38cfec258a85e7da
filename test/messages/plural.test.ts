// The singular/plural choice of the message formatter (src/messages/fmt.ts), held to CLDR's cardinal rules as
// ECMA-402's Intl.PluralRules gives them: the formatter writes the rule out, so it must not drift from it.
import { describe, expect, it } from 'vitest';
import { fmtOf, LANGS } from '../../src/messages';

const VALUES = [0, 1, 2, 3, 5, 10, 11, 21, 100, 1000000, 2000000, 0.5, 1.5, 1.75, 2.5, -0, -1, -1.5, -2, -7];

describe('plural', () => {
  it.each(LANGS)('%s: "one" exactly where Intl.PluralRules selects it', (lang) => {
    const rules = new Intl.PluralRules(lang);
    for (const n of VALUES) {
      const expected = rules.select(n) === 'one' ? 'one' : 'other';
      expect(fmtOf(lang).plural(n, 'one', 'other'), `${lang} ${n}`).toBe(expected);
    }
  });

  it('reads as a player expects: "1 error", "0 errors", "0 Runden", « 0 erreur », « 2 erreurs »', () => {
    expect(fmtOf('en').plural(1, 'error', 'errors')).toBe('error');
    expect(fmtOf('en').plural(0, 'error', 'errors')).toBe('errors');
    expect(fmtOf('de').plural(0, 'Runde', 'Runden')).toBe('Runden');
    expect(fmtOf('fr').plural(0, 'erreur', 'erreurs')).toBe('erreur');
    expect(fmtOf('fr').plural(2, 'erreur', 'erreurs')).toBe('erreurs');
  });
});
