// What a reader sees of a Skat list: the hover on a declarer line (the itemised value), `explain` in German, and
// `settle --json` with the Seeger-Fabian Wertung per player.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { hoverAt } from '../../../src/language/hover';
import { runCli } from '../../helpers/cliInProcess';

const LIST = [
  'game skat',
  'players Anna Ben Clara',
  'round',
  '  declarer Anna clubs with 2 hand', // line 3: Kreuz mit 2, Spiel 3, Hand 4 → 48
  '  cards 70',
  '',
].join('\n');

describe('Skat in the editor and the CLI', () => {
  it('hover on the declarer line: mit 2, Spiel 3, Hand 4, × 12 → the working of 48', () => {
    const h = hoverAt([analyzeScore(LIST)], 3, 'de');
    expect(h?.markdown).toContain('mit 2');
    expect(h?.markdown).toContain('Spiel 3');
    expect(h?.markdown).toContain('Hand 4');
    expect(h?.markdown).toContain('× 12 (Kreuz)');
    expect(h?.markdown).toContain('+48');
  });
  it('explain in German: Kreuz mit 2, Spiel 3, Hand 4 → +48', () => {
    const r = runCli(['explain', '--lang', 'de', 'examples/skat-liste.score']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('  mit 1, Spiel 2, × 12 (Kreuz) → +24');
    expect(r.out).toContain('  ohne 3, Spiel 4, Hand 5, × 11 (Pik) → +55');
    expect(r.out).toContain('  mit 1, Spiel 2, × 10 (Herz), überreizt: gereizt 30 → 30, verloren × 2 → −60');
  });
  it('settle --json: the Seeger-Fabian Wertung per player (won, lost, bonus, wertung)', () => {
    const r = runCli(['settle', '--json', 'examples/skat-turnier.score']);
    expect(r.code).toBe(0);
    const skat = JSON.parse(r.out).files[0].settlement.skat;
    // Anna 126 + 50 × 2 + 30 × 2 = 286; Dora −96 − 50 + 30 × 1 = −116.
    expect(skat.seeger.Anna).toEqual({ won: 2, lost: 0, bonus: 60, wertung: 286 });
    expect(skat.seeger.Dora).toEqual({ won: 0, lost: 1, bonus: 30, wertung: -116 });
    expect(skat.rows).toBe(8);
  });
  it('check: a skat list that writes a wrong value fails with its code', () => {
    const r = runCli(['check', 'x.score'], {
      readFile: () => new TextEncoder().encode(`${LIST}  score Anna +50\n`),
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('skat-value-illegal');
  });
});
