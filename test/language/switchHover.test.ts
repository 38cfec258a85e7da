// Every rule switch in the editor (issue 32: "every switch … completion with its values and a German/French
// description, hover"): hovering a header's `set KEY VALUE` line says the switch by name, the value in force, what it
// means and the default, in the display language; completion offers every key with its meaning and every value with
// the default marked (a number switch its default). Driven by the engine's tables, so a new switch is covered here.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { completionsAt } from '../../src/language/completions';
import { hoverAt } from '../../src/language/hover';
import { switchDescription } from '../../src/language/ruleText';
import { GAMES, gameOf, switchesFor } from '../../src/games/registry';
import { translatorFor } from '../../src/lsp/translate';
import type { SwitchSpec } from '../../src/engine/rules';
import { englishLeft } from '../messages/english';

const COINCHE = 'game coinche\nplayers Nord Ost Süd West\n';
const head = (game: string) =>
  game === 'doppelkopf' ? 'game doppelkopf\nplayers A B C D\n' : `game ${game}\nplayers Nord Ost Süd West\n`;

describe('hovering a set line', () => {
  // Line 2 (0-based) is `set bid-margin 2`, line 3 `set coinched-value bid-only`, line 4 `set bid-margin -1`.
  const a = analyzeScore(`${COINCHE}set bid-margin 2\nset coinched-value bid-only\n`);
  const hover = (lang: 'en' | 'de' | 'fr', line = 2, x = a) => hoverAt([x], line, lang, translatorFor(lang));

  it('names the switch, its value, what it means and its default, in English, German and French', () => {
    expect(hover('en')).toEqual({
      markdown:
        '**Points over the contract** `bid-margin`: 2\n\n' +
        'coinche: the taker needs the contract + N points (112 for a 110 with 2), under either success rule\n\n' +
        'default: 0',
      range: { start: { line: 2, character: 0 }, end: { line: 2, character: 16 } },
    });
    expect(hover('de')?.markdown).toBe(
      '**Punkte über dem Kontrakt** `bid-margin`: 2\n\n' +
        'Coinche: der Preneur braucht den Kontrakt + N Punkte (112 bei 110 mit 2), bei beiden Erfolgsregeln\n\n' +
        'Standard: 0',
    );
    expect(hover('fr')?.markdown).toBe(
      '**Points au-delà du contrat** `bid-margin` : 2\n\n' +
        'coinche : le preneur doit faire le contrat + N points (112 pour un 110 avec 2), quelle que soit la règle ' +
        'de réussite\n\n' +
        'par défaut : 0',
    );
    expect(hover('en', 3)?.markdown).toBe(
      '**Coinched round value** `coinched-value`: contract only × m\n\n' +
        'coinche: a coinched round scores (160 + announcements + contract) × m, or only the contract is ' +
        'multiplied\n\ndefault: whole bracket × m',
    );
  });

  it('a value that is none of the switch’s shows what the engine uses: the default (the line is an error)', () => {
    const bad = analyzeScore(`${COINCHE}set bid-margin -1\n`);
    expect(bad.problems.map((p) => p.code)).toContain('unknown-setting-value');
    expect(hover('en', 2, bad)?.markdown.split('\n\n')[0]).toBe('**Points over the contract** `bid-margin`: 0');
  });

  it('a multi value is named word by word; other header lines have no hover', () => {
    const d = analyzeScore('game doppelkopf\nplayers A B C D\nset bock-triggers tie-120 black\n');
    expect(hoverAt([d], 2, 'de', translatorFor('de'))?.markdown).toBe(
      '**Bock-Auslöser** `bock-triggers`: 120:120, schwarz\n\nwas Bockrunden auslöst\n\n' +
        'Standard: 120:120, verlorenes Solo',
    );
    expect(hoverAt([d], 1)).toBeUndefined();
  });
});

/** A value of the switch other than its default where there is one; 3 for a number switch. */
function otherValue(s: SwitchSpec, def: string): string {
  if (s.kind === 'number') return '3';
  return s.values.find((v) => v !== def) ?? s.values[0];
}

describe('every switch of every game', () => {
  for (const game of ['doppelkopf', 'belote', 'coinche'] as const)
    for (const s of switchesFor(game)) {
      it(`${game} ${s.key}: a hover on its set line, completion of the key and its values`, () => {
        const def = s.defaultFor(game, game === 'doppelkopf' ? 'ddv' : 'house', 4);
        const value = otherValue(s, def);
        const text = `${head(game)}set ${s.key} ${value}\n\n`;
        const a = analyzeScore(text);
        expect(
          a.problems.filter((p) => p.code.startsWith('unknown-setting')),
          s.key,
        ).toEqual([]);
        for (const lang of ['en', 'de', 'fr'] as const) {
          const t = translatorFor(lang);
          const md = hoverAt([a], 2, lang, t)?.markdown;
          expect(md, `${s.key} ${lang}`).toBeDefined();
          const [first, meaning, last] = md!.split('\n\n');
          expect(first).toContain(`\`${s.key}\``);
          expect(meaning).toBe(switchDescription(gameOf(game).editor, s.key, s.describe, t));
          if (lang !== 'en') {
            // The name is said in the language, and the meaning has no English left in it.
            expect(first.startsWith(`**${s.key}**`), `${s.key} ${lang}`).toBe(false);
            expect(englishLeft(meaning), `${s.key} ${lang}: ${meaning}`).toEqual([]);
          }
          expect(last.length).toBeGreaterThan(0);
          // Completion: the key with its meaning in the language; its values with the default marked.
          const keys = completionsAt({ games: GAMES, analysis: a, line: 3, prefix: 'set ', t });
          expect(keys.find((k) => k.label === s.key)?.detail).toBe(
            switchDescription(gameOf(game).editor, s.key, s.describe, t),
          );
          const values = completionsAt({ games: GAMES, analysis: a, line: 3, prefix: `set ${s.key} `, t });
          const defaults = values.filter((v) => v.detail === t('default')).map((v) => v.label);
          expect(defaults, `${s.key}: the default offered and marked`).toEqual(s.kind === 'multi' ? [] : [def]);
          for (const v of s.values) expect(values.map((x) => x.label)).toContain(v);
        }
      });
    }
});

describe('completion of a number switch offers its default', () => {
  it('bid-margin 0, generale 500, deals off; Doppelkopf series all and bock-length = the players (5)', () => {
    const values = (text: string, key: string) =>
      completionsAt({ games: GAMES, analysis: analyzeScore(text), line: 2, prefix: `set ${key} ` }).map((v) => [
        v.label,
        v.detail,
      ]);
    expect(values(`${COINCHE}\n`, 'bid-margin')).toEqual([['0', 'default']]);
    expect(values(`${COINCHE}\n`, 'generale')).toEqual([['500', 'default']]);
    expect(values(`${COINCHE}\n`, 'deals')).toEqual([['off', 'default']]);
    expect(values('game doppelkopf\nplayers A B C D\n\n', 'series')).toEqual([['all', 'default']]);
    expect(values('game doppelkopf\nplayers A B C D E\n\n', 'bock-length')).toEqual([['5', 'default']]);
  });
});
