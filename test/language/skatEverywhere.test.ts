// Skat where the other games are (issue 37): the outline, the round lenses and the exported page of a Skat list,
// for examples/skat-liste.score, whose values are worked by hand in its comments (rules/skat.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { eveningPage } from '../../src/export/share';
import { documentSymbols } from '../../src/language/outline';
import { roundScoreLenses } from '../../src/language/roundScores';
import { toSettlementModel } from '../../src/view/model';
import { runCli } from '../helpers/cliInProcess';

const FILE = join(__dirname, '../../examples/skat-liste.score');
const LOG = readFileSync(FILE, 'utf8');
const analyses = analyzeFileText('skat-liste.score', LOG);

// Game by game: Kreuz mit 1 → 2 × 12 = 24 won · Grand Hand mit 4, Schneider angesagt → 8 × 24 = 192 won ·
// eingepasst · Null ouvert Hand 59 lost → −118 · Herz mit 1 = 20 below the bid 30: overbid at 30 → −60 ·
// Pik ohne 3 Hand → 5 × 11 = 55 won · Karo mit 2 → 3 × 9 = 27, lost → −54.
const GAMES_DE = [
  'Anna Kreuz 24 gewonnen · Anna +24',
  'Ben Grand 192 gewonnen · Ben +192',
  'eingepasst',
  'Clara Null 59 verloren · Clara −118',
  'Anna Herz 30 überreizt · Anna −60',
  'Ben Pik 55 gewonnen · Ben +55',
  'Clara Karo 27 verloren · Clara −54',
];

describe('the outline of a Skat list', () => {
  it('the header with the title and the players, then each game with its value, outcome and entry', () => {
    const symbols = documentSymbols(analyses[0], 'de');
    expect(symbols[0]).toMatchObject({ name: 'Skat bei Clara', detail: 'Anna, Ben, Clara', kind: 'header' });
    expect(symbols.slice(1).map((s) => [s.kind, s.detail])).toEqual(GAMES_DE.map((d) => ['round', d]));
  });
});

describe('the lenses of a Skat list', () => {
  it('one on each game’s `round` line with the same facts', () => {
    const lenses = roundScoreLenses(analyses, 'de');
    expect(lenses.map((l) => [l.line, l.title])).toEqual(
      [8, 14, 19, 22, 26, 32, 36].map((line, i) => [line, GAMES_DE[i]]),
    );
  });
  it('its tooltip itemises the value: mit 4, Spiel 5, Hand 6, Schneider 7, angesagt 8, × 24 → +192', () => {
    const tip = roundScoreLenses(analyses, 'de')[1].tooltip;
    expect(tip).toContain('mit 4, Spiel 5, Hand 6, Schneider 7, angesagt 8, × 24 (Grand) → +192');
    expect(tip).toContain('Anna +24  Ben +192  Clara 0');
  });
});

describe('the settlement view’s model of a Skat list', () => {
  it('seven rows, the list totals, games won and lost (the eingepasst row neither), money at a cent a point', () => {
    const m = toSettlementModel(analyses[0], 'skat-liste.score', 'de');
    expect(m.game).toBe('skat');
    expect(m.names).toEqual(['Anna', 'Ben', 'Clara']);
    expect(m.rounds).toHaveLength(7);
    expect(m.totals).toEqual([-36, 247, -172]);
    // Anna won game 1, lost game 5 (overbid); Ben won games 2 and 6; Clara lost games 4 and 7.
    expect(m.wonLost).toEqual([
      { won: 1, lost: 1 },
      { won: 2, lost: 0 },
      { won: 0, lost: 2 },
    ]);
    expect([m.stakeCents, m.currency, m.money]).toEqual([1, 'EUR', [-147, 702, -555]]);
  });
});

describe('the exported page and the chat summary of a Skat list', () => {
  it('the page carries the list itself, its title and its fingerprint', () => {
    const { html, fingerprint } = eveningPage({ log: LOG, fileName: 'skat-liste.score', script: '', lang: 'de' });
    expect(html).toContain('<title>Skat bei Clara</title>');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('declarer Ben grand with 4 hand');
    expect(fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(html).toContain(fingerprint);
  });
  it('the chat lines: Ben wins with +247; at a cent a point Clara pays 5.55, Anna 1.47 (n × total − Σ)', () => {
    // Totals Anna 24 − 60 = −36, Ben 192 + 55 = 247, Clara −118 − 54 = −172; Σ = 39:
    // Anna 3 × −36 − 39 = −147, Ben 741 − 39 = 702, Clara −516 − 39 = −555 cents.
    const r = runCli(['settle', FILE, '--format', 'chat', '--lang', 'de']);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines.slice(1, 4)).toEqual([
      'Sieger: Ben (+247 Punkte)',
      'Stand: Ben +247 · Anna −36 · Clara −172',
      'Wer zahlt wem: Clara zahlt Ben 5,55\u00a0€ · Anna zahlt Ben 1,47\u00a0€',
    ]);
  });
});
