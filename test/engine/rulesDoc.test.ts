// docs/rules.md is the user's list of `set` switches: it must name every switch and value the engine accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BELOTE_SWITCHES } from '../../src/games/belote/rules';
import { DOPPELKOPF_SWITCHES } from '../../src/games/doppelkopf/rules';
import { POINTS_SWITCHES } from '../../src/games/points/rules';
import { SKAT_SWITCHES } from '../../src/games/skat/rules';

const doc = readFileSync('docs/rules.md', 'utf8');

describe('docs/rules.md lists every rule switch (rules/*.md Part A)', () => {
  for (const s of [...DOPPELKOPF_SWITCHES, ...BELOTE_SWITCHES, ...POINTS_SWITCHES, ...SKAT_SWITCHES]) {
    it(`${s.key}: its key and every value`, () => {
      // Two games may have a switch of one key (`series`): one of its rows names every value.
      const rows = doc.split('\n').filter((l) => l.startsWith(`| \`${s.key}\` |`));
      expect(rows.length, `no row for ${s.key}`).toBeGreaterThan(0);
      const row = rows.find((r) => s.values.every((v) => r.includes(`\`${v}\``))) ?? rows[0];
      for (const v of s.values) expect(row).toContain(`\`${v}\``);
    });
  }
});
