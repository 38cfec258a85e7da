// Every message has a German and a French text: the catalogs hold the same ids as English, and the messages
// the parser and the engines really produce (from the bundled examples and broken sheets) render in de and fr
// without an English sentence left in them.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { LANGS, render, type Message } from '../../src/messages';
import { catalogs } from '../../src/messages/catalog';
import { roundFacts } from '../../src/report/roundFacts';
import { BELOTE_EXAMPLE, COINCHE_EXAMPLE, DOPPELKOPF_EXAMPLE } from '../format/fixtures';
import { englishLeft } from './english';
import { BROKEN_SHEETS } from './sheets';

function collect(m: Message | undefined, into: Map<string, Message>): void {
  if (!m || typeof m !== 'object' || typeof m.id !== 'string') return;
  // A guide's expected error quotes another problem; one still without message data (the engine checks that
  // another branch converts) is quoted in English, so it is not this catalog's text.
  if (m.id === 'expected-error' && !(m.args as { message?: Message } | undefined)?.message) return;
  into.set(JSON.stringify(m), m);
  for (const v of Object.values(m.args ?? {})) if (v && typeof v === 'object' && 'id' in v) collect(v as Message, into);
}

function messagesOf(text: string, file = 'x.score'): Map<string, Message> {
  const out = new Map<string, Message>();
  for (const a of analyzeFileText(file, text)) {
    for (const p of a.problems) {
      collect(p.msg, out);
      collect(p.fix?.titleMsg, out);
    }
    for (const r of a.rounds) {
      collect(r.summaryMsg, out);
      for (const b of r.breakdown) collect(b.label, out);
      for (const m of roundFacts(a.module, r)) collect(m, out);
    }
  }
  return out;
}

const SHEETS: [string, string][] = [
  ['doppelkopf.score', DOPPELKOPF_EXAMPLE],
  ['belote.score', BELOTE_EXAMPLE],
  ['coinche.score', COINCHE_EXAMPLE],
  ...readdirSync('examples')
    .filter((f) => /\.(score|md)$/.test(f))
    .map((f): [string, string] => [f, readFileSync(join('examples', f), 'utf8')]),
  ...BROKEN_SHEETS.map((s, i): [string, string] => [`broken-${i}.score`, s]),
];

describe('message catalogs', () => {
  it('give every English id in German and in French, and nothing else', () => {
    const ids = Object.keys(catalogs.en).sort();
    for (const lang of LANGS) expect(Object.keys(catalogs[lang]).sort(), lang).toEqual(ids);
  });

  const all = new Map<string, Message>();
  for (const [file, text] of SHEETS) for (const [k, m] of messagesOf(text, file)) all.set(k, m);

  it('give German and French their own texts (no English entry stands in for a missing one)', () => {
    const borrowed = (lang: 'de' | 'fr') =>
      (Object.keys(catalogs.en) as (keyof typeof catalogs.en)[]).filter((id) => catalogs[lang][id] === catalogs.en[id]);
    expect(borrowed('de')).toEqual([]);
    expect(borrowed('fr')).toEqual([]);
  });

  it('are exercised by many real messages', () => {
    expect(new Set([...all.values()].map((m) => m.id)).size).toBeGreaterThan(120);
  });

  it('render every produced message in each language, German and French without English sentences', () => {
    const leftovers: string[] = [];
    for (const m of all.values()) {
      for (const lang of LANGS) {
        const text = render(m, lang);
        expect(text.trim(), `${m.id} ${lang}`).not.toBe('');
        expect(text, `${m.id} ${lang}`).not.toMatch(/undefined|\[object Object\]|NaN/);
        if (lang !== 'en' && englishLeft(text).length > 0)
          leftovers.push(`${lang} ${m.id}: ${englishLeft(text).join(',')} in ${text}`);
      }
    }
    expect(leftovers).toEqual([]);
  });
});
