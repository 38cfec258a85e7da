// The incremental season: a changed evening is re-analysed alone; the seasons equal a settlement from scratch.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFileText, analyzeScore } from '../../src/analysis/analyze';
import type { DoppelkopfPlayerLine } from '../../src/games/doppelkopf/season/types';
import { contentHash, createSeasonLedger, seasonStats, settleSeasons, summarizeEvening } from '../../src/season';
import { COINCHE, E1, E2, evening } from './fixtures';

function counting() {
  const calls: string[] = [];
  const ledger = createSeasonLedger((file, text) => {
    calls.push(file);
    return analyzeFileText(file, text);
  });
  return { calls, ledger };
}

describe('createSeasonLedger', () => {
  it('analyses each file once; the same text again changes nothing', () => {
    const { calls, ledger } = counting();
    expect(ledger.update('e1.score', E1)).toBe(true);
    expect(ledger.update('e2.score', E2)).toBe(true);
    expect(ledger.update('c.score', COINCHE)).toBe(true);
    const first = ledger.seasons();
    expect(ledger.update('e1.score', E1)).toBe(false);
    expect(ledger.seasons()).toBe(first);
    expect(calls).toEqual(['e1.score', 'e2.score', 'c.score']);
  });
  it('a changed evening is re-analysed alone and the seasons are rebuilt from the summaries', () => {
    const { calls, ledger } = counting();
    ledger.update('e1.score', E1);
    ledger.update('e2.score', E2);
    ledger.update('c.score', COINCHE);
    ledger.seasons();
    // E2 round 3 now goes the other way: anna −2, Ben +2, Emil −2, Dora +2.
    const changed = E2.replace('score anna +2 Ben -2 Emil +2 Dora -2', 'score anna -2 Ben +2 Emil -2 Dora +2');
    expect(ledger.update('e2.score', changed)).toBe(true);
    expect(calls).toEqual(['e1.score', 'e2.score', 'c.score', 'e2.score']);
    const [dk] = ledger.seasons();
    // E2 totals by hand: anna 1+1−2 = 0, Ben −1−3+2 = −2, Emil 0, Dora −1+1+2 = 2; E1 unchanged (0, 2, −4, 2).
    expect(dk.totals).toEqual({ Anna: 0, Ben: 0, Clara: -4, Dora: 4, Emil: 0 });
    expect(ledger.seasons()).toEqual(
      settleSeasons([evening('e1.score', E1), evening('e2.score', changed), evening('c.score', COINCHE)]),
    );
  });
  it('a removed evening leaves the season; a settings file switches the money model', () => {
    const { ledger } = counting();
    ledger.update('e1.score', E1);
    ledger.update('e2.score', E2);
    ledger.update('season.score', 'season\npot 0.05 EUR\n');
    expect(ledger.settings()?.all.potCents).toBe(5);
    expect(ledger.seasons()[0].moneyModel).toBe('pot');
    expect(ledger.remove('e2.score')).toBe(true);
    expect(ledger.seasons()[0].players).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(ledger.stats()).toEqual(seasonStats([evening('e1.score', E1)]));
  });
  it('put takes an analysis made elsewhere (the open editor’s) without analysing again', () => {
    const { calls, ledger } = counting();
    ledger.put('e1.score', E1, [analyzeScore(E1)]);
    expect(ledger.update('e1.score', E1)).toBe(false);
    expect(calls).toEqual([]);
  });
  it('contentHash tells texts apart that differ in one character', () => {
    expect(contentHash(E1)).toBe(contentHash(`${E1}`));
    expect(contentHash(E1)).not.toBe(contentHash(E1.replace('151', '152')));
  });
});

describe('one definition of the Doppelkopf counts: the season statistics agree with each evening’s settlement', () => {
  const dir = join(__dirname, '../../examples');
  const files = [
    join(dir, 'doppelkopf-evening.score'),
    ...readdirSync(join(dir, 'season-2026'))
      .filter((f) => f !== 'season.score')
      .map((f) => join(dir, 'season-2026', f)),
  ];
  it.each(files.map((f) => [f.slice(dir.length + 1), f]))('%s', (_name, file) => {
    const a = analyzeScore(readFileSync(file, 'utf8'));
    const ev = summarizeEvening(file, a);
    const mine = (ev.stats as DoppelkopfPlayerLine[]).map((l) => ({
      name: l.name,
      games: l.games,
      wins: l.wins,
      solos: l.doppelkopf.solos.games,
      solosWon: l.doppelkopf.solos.wins,
      dutySolos: l.doppelkopf.dutySolos.games,
    }));
    expect(mine).toEqual(a.settlement.players);
  });
});
