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
  it('settle: lost-game fees in the currency (JSON `skat.fees`) and a foot line; a Bock row in explain', () => {
    // Anna loses Kreuz mit 1 twice under fees 0.50 1.00: 0.50 + 1.00 = 1.50. The first, lost with 60 Augen
    // (24 × 2 = −48), starts a Bock round, so the second costs 24 × 2 (lost) × 2 (Bock) = −96.
    const text = [
      'game skat',
      'players Anna Ben Clara',
      'set bock on',
      'set lost-game-fees 0.50 1.00',
      'round',
      '  declarer Anna clubs with 1',
      '  cards 60',
      'round',
      '  declarer Anna clubs with 1',
      '  cards 50',
      '',
    ].join('\n');
    const read = () => new TextEncoder().encode(text);
    const json = runCli(['settle', '--json', 'x.score'], { readFile: read });
    expect(json.code).toBe(0);
    const s = JSON.parse(json.out).files[0].settlement;
    expect(s.totals).toEqual({ Anna: -144, Ben: 0, Clara: 0 }); // −48 − 96
    expect(s.skat.fees).toEqual({ Anna: 1.5, Ben: 0, Clara: 0 });
    const out = runCli(['settle', 'x.score'], { readFile: read }).out;
    expect(out).toMatch(/Lost-game fees\s+1\.50\s+0\.00\s+0\.00/);
    const explain = runCli(['explain', 'x.score'], { readFile: read }).out;
    expect(explain).toContain('Anna clubs 24 lost · -48 · starts a bock round');
    expect(explain).toContain('with 1, game 2, × 12 (clubs), lost × 2, bock × 2 → -96');
  });
});
