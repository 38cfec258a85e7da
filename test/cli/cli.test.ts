// The CLI as users run it: `node dist/cli.js …` as a process on real files (score-format.md, "The command-line
// contract").
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';

const cli = bundledCli('scoresheet-cli-');
const { run, write } = cli;

const S01 = `game doppelkopf
players Anna Ben Clara Dora

round 1
  re Anna Clara
  cards re 151
  score Anna +2 Ben -2 Clara +2 Dora -2
`;

// S01 of rules/doppelkopf.md §12 written with a wrong score: Re gets 2, not 3.
const S01_WRONG = S01.replace('score Anna +2 Ben -2 Clara +2 Dora -2', 'score Anna +3 Ben -3 Clara +3 Dora -3');

const RECORDED = `game doppelkopf
players Anna Ben Clara Dora
stake 0.10 EUR

round 1
  score Anna +2 Ben -2 Clara +2 Dora -2
round 2
  score Anna -3 Ben +9 Clara -3 Dora -3
round 3
  score Anna +1 Ben +1 Clara -1 Dora -1
  total Anna 0 Ben 8 Clara -2 Dora -6
`;

describe('scoresheet --help and usage errors (exit 2)', () => {
  it('prints help with every command and exits 0', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    for (const c of ['check', 'settle', 'explain', '--json', '--format']) expect(r.out).toContain(c);
  });
  it('rejects an unknown command with exit 2', () => {
    const r = run('frobnicate', 'x.score');
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command');
  });
  it('rejects --format for check', () => {
    expect(run('check', '--format', 'md', 'x.score').code).toBe(2);
  });
  it('gives a clear message for a missing file and exits 2', () => {
    const r = run('check', join(cli.dir, 'nope.score'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read ".*nope\.score": no such file/);
  });
});

describe('scoresheet check', () => {
  it('a correct log: no output lines on stdout, exit 0', () => {
    const r = run('check', write('ok.score', S01));
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('');
  });
  it('a wrong score: FILE:LINE:COL: error score-mismatch: … with the computed value, exit 1', () => {
    const f = write('wrong.score', S01_WRONG);
    const r = run('check', f);
    expect(r.code).toBe(1);
    const line = r.out.split('\n').find((l) => l.includes('score-mismatch'));
    expect(line).toBeDefined();
    expect(line).toMatch(new RegExp(`^${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:7:\\d+: error score-mismatch: `));
    expect(line).toContain('2'); // the computed value
  });
  it('several files at once; exit 1 if any has an error', () => {
    const r = run('check', write('a.score', S01), write('b.score', S01_WRONG));
    expect(r.code).toBe(1);
    expect(r.out).toContain('b.score:7:');
    expect(r.out).not.toContain('a.score:');
  });
  it('--json follows the contract: files[].rounds[].number/line/scores/outcome/breakdown, diagnostics 1-based', () => {
    const r = run('check', '--json', write('wrong.score', S01_WRONG));
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out);
    expect(doc.files).toHaveLength(1);
    const f = doc.files[0];
    expect(f.game).toBe('doppelkopf');
    expect(f.rounds[0]).toMatchObject({
      number: 1,
      line: 4,
      scores: { Anna: 2, Ben: -2, Clara: 2, Dora: -2 },
      outcome: 're',
    });
    expect(Array.isArray(f.rounds[0].breakdown)).toBe(true);
    expect(f.totals).toEqual({ Anna: 2, Ben: -2, Clara: 2, Dora: -2 });
    const d = f.diagnostics.find((x: { code: string }) => x.code === 'score-mismatch');
    expect(d).toMatchObject({ severity: 'error', line: 7, endLine: 7 });
    expect(d.column).toBeGreaterThanOrEqual(3);
  });
  it('Markdown: every ```score block, positions in the Markdown file', () => {
    const md = `# Guide\n\nSome text.\n\n\`\`\`score\n${S01_WRONG}\`\`\`\n\nMore text.\n\n\`\`\`score\n${S01}\`\`\`\n`;
    const f = write('guide.md', md);
    const r = run('check', f);
    expect(r.code).toBe(1);
    // The block starts on line 6 of the Markdown file, so its line 7 is line 12.
    expect(r.out).toContain('guide.md:12:');
    const j = JSON.parse(run('check', '--json', f).out);
    expect(j.files.map((x: { block: number }) => x.block)).toEqual([1, 2]);
  });
});

describe('scoresheet settle on recorded rounds', () => {
  // Hand computation: Anna 2−3+1 = 0, Ben −2+9+1 = 8, Clara 2−3−1 = −2, Dora −2−3−1 = −6.
  // At 10 ct per point: Ben +0.80; Clara −0.20, Dora −0.60. Dora (largest debtor) pays Ben 0.60, Clara pays Ben 0.20.
  it('--json gives totals, money and transfers', () => {
    const r = run('settle', '--json', write('rec.score', RECORDED));
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out).files[0].settlement;
    expect(s.totals).toEqual({ Anna: 0, Ben: 8, Clara: -2, Dora: -6 });
    expect(s.money).toEqual({ Anna: 0, Ben: 0.8, Clara: -0.2, Dora: -0.6 });
    expect(s.transfers).toEqual([
      { from: 'Dora', to: 'Ben', amount: 0.6 },
      { from: 'Clara', to: 'Ben', amount: 0.2 },
    ]);
  });
  it('text, md and csv formats name every player and the totals', () => {
    const f = write('rec2.score', RECORDED);
    for (const fmt of [[], ['--format', 'md'], ['--format', 'csv']]) {
      const r = run('settle', ...fmt, f);
      expect(r.code).toBe(0);
      for (const name of ['Anna', 'Ben', 'Clara', 'Dora']) expect(r.out).toContain(name);
    }
    expect(run('settle', '--format', 'md', f).out).toMatch(/\|.*Ben.*\|/);
    expect(run('settle', '--format', 'csv', f).out).toMatch(/Ben/);
  });
});

describe('scoresheet explain', () => {
  it('prints each round item by item', () => {
    const r = run('explain', write('ex.score', S01));
    expect(r.code).toBe(0);
    expect(r.out).toContain('Round 1');
    expect(r.out).toMatch(/won/);
  });
  it('--round N for one round; an unknown round is a usage error', () => {
    const f = write('ex2.score', RECORDED);
    expect(run('explain', '--round', '2', f).out).toContain('Round 2');
    expect(run('explain', '--round', '2', f).out).not.toContain('Round 1');
    expect(run('explain', '--round', '9', f).code).toBe(2);
  });
});

describe('scoresheet explain with trick lines', () => {
  it('prints each trick under its round: winner, card by card, value', () => {
    const f = write(
      'trick.score',
      'game belote\nplayers Nord Ost Süd West\nround\n  taker Süd\n  trump hearts\n' +
        '  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J\n',
    );
    const r = run('explain', f);
    expect(r.code).toBe(0);
    expect(r.out).toContain('  trick 1 (line 6): Ost wins with ♥J: 11 + 10 + 0 + 20 = 41');
    expect(r.out).toContain('trick example');
  });
});

describe('the bundled examples', () => {
  it('regelwerk-stiche.md reports exactly its one deliberate error (the FFB no-trump ace counted as 11)', () => {
    const r = run('check', join('examples', 'regelwerk-stiche.md'));
    expect(r.code).toBe(1);
    const lines = r.out.split('\n').filter((l) => / (error|warning) /.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/regelwerk-stiche\.md:\d+:\d+: error trick-value: This trick is worth 52/);
  });
  it("the README's own ```score examples check clean (the manual tells the truth)", () => {
    const r = run('check', 'README.md');
    expect(r.code, r.out).toBe(0);
    expect(r.out.trim()).toBe('');
  });
  it('check passes on every example', () => {
    const out = execFileSync('ls', ['examples'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(score|md)$/.test(f) && !/stiche/i.test(f));
    for (const f of out) {
      const r = run('check', join('examples', f));
      expect(r.code, `${f}: ${r.out}`).toBe(0);
    }
  });
});

/** The contract's shape of one `files[]` entry (score-format.md, "The command-line contract"). */
function expectContractFile(f: Record<string, unknown>, game: string | null): void {
  expect(Object.keys(f)).toEqual(expect.arrayContaining(['file', 'game', 'rounds', 'totals', 'diagnostics']));
  expect(f.game).toBe(game);
  const outcomes = ['re', 'kontra', 'none', 'made', 'failed', 'litige', 'capot', 'recorded', 'unscored'];
  for (const r of f.rounds as Record<string, unknown>[]) {
    expect(typeof r.number).toBe('number');
    expect(r.line as number).toBeGreaterThanOrEqual(1);
    expect(outcomes).toContain(r.outcome);
    expect(Array.isArray(r.breakdown)).toBe(true);
    for (const v of Object.values(r.scores as Record<string, number>)) expect(Number.isInteger(v)).toBe(true);
  }
  for (const d of f.diagnostics as Record<string, unknown>[]) {
    expect(Object.keys(d).sort()).toEqual(['code', 'column', 'endColumn', 'endLine', 'line', 'message', 'severity']);
    expect(d.line as number).toBeGreaterThanOrEqual(1);
    expect(d.column as number).toBeGreaterThanOrEqual(1);
  }
}

describe('check --json on every bundled example (the contract, exit codes)', () => {
  const cases: [file: string, game: string, blocks: number, code: number][] = [
    ['doppelkopf-evening.score', 'doppelkopf', 1, 0],
    ['belote-game.score', 'belote', 1, 0],
    ['coinche-game.score', 'coinche', 1, 0],
  ];
  for (const [file, game, blocks, code] of cases) {
    it(`${file}: ${blocks} file entry, game ${game}, no diagnostics, exit ${code}`, () => {
      const r = run('check', '--json', join('examples', file));
      expect(r.code).toBe(code);
      const doc = JSON.parse(r.out);
      expect(doc.files).toHaveLength(blocks);
      expectContractFile(doc.files[0], game);
      expect(doc.files[0].diagnostics).toEqual([]);
      expect(doc.files[0].file).toBe(join('examples', file));
    });
  }
  // Round 2, Kontra: won 1 + Re 2 + Kontra 2 + keine 90 1 + gegen die Alten 1 + fox 1 = 8.
  it('the evening: 26 rounds, round 2 on line 16 with the hand-computed −8 for Re', () => {
    const f = JSON.parse(run('check', '--json', join('examples', 'doppelkopf-evening.score')).out).files[0];
    expect(f.rounds).toHaveLength(26);
    expect(f.rounds[1]).toMatchObject({
      number: 2,
      line: 16,
      scores: { Anna: 8, Ben: -8, Clara: 8, Dora: -8 },
      outcome: 'kontra',
    });
    expect(f.rounds[1].breakdown.reduce((s: number, b: { points?: number }) => s + (b.points ?? 0), 0)).toBe(-8);
    expect(f.totals).toEqual({ Anna: 9, Ben: -27, Clara: -7, Dora: 25 });
  });
  it('Markdown guides: one entry per ```score block with its number; only regelwerk-stiche.md has an error', () => {
    for (const [file, code] of [
      ['rule-guide.md', 0],
      ['regelwerk-stiche.md', 1],
    ] as const) {
      const r = run('check', '--json', join('examples', file));
      expect(r.code, file).toBe(code);
      const doc = JSON.parse(r.out);
      expect(doc.files.length).toBeGreaterThan(1);
      doc.files.forEach((f: Record<string, unknown>, i: number) => {
        expect(f.block).toBe(i + 1);
        expectContractFile(f, f.game as string);
      });
      const errors = doc.files.flatMap((f: { diagnostics: { severity: string; code: string }[] }) =>
        f.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
      );
      expect(errors).toEqual(code ? ['trick-value'] : []);
    }
  });
});

describe('check --json on broken inputs: codes with 1-based ranges on the offending token', () => {
  const diags = (name: string, text: string) => {
    const r = run('check', '--json', write(name, text));
    const doc = JSON.parse(r.out);
    expectContractFile(doc.files[0], doc.files[0].game);
    return {
      code: r.code,
      list: doc.files[0].diagnostics.map((d: Record<string, unknown>) => [
        d.code,
        d.line,
        d.column,
        d.endLine,
        d.endColumn,
      ]),
    };
  };
  it('an empty file: missing-game at 1:1, game null, exit 1', () => {
    expect(diags('empty.score', '')).toEqual({ code: 1, list: [['missing-game', 1, 1, 1, 1]] });
  });
  it('an unknown game: unknown-game on the word (columns 6–10 of `game jass`)', () => {
    expect(diags('jass.score', 'game jass\nplayers A B C D\n')).toEqual({
      code: 1,
      list: [['unknown-game', 1, 6, 1, 10]],
    });
  });
  it('rule switches: unknown preset, key, value, a missing value', () => {
    const text = 'game doppelkopf\nplayers A B C D\nrules dvd\nset foxes on\nset fox maybe\nset bock\n';
    expect(diags('rules.score', text)).toEqual({
      code: 1,
      list: [
        ['unknown-preset', 3, 7, 3, 10],
        ['unknown-setting', 4, 5, 4, 10],
        ['unknown-setting-value', 5, 9, 5, 14],
        ['missing-setting-value', 6, 5, 6, 9],
      ],
    });
  });
  it('a wrong score and a wrong checkpoint (S01: Re +2), on the numbers', () => {
    const text =
      'game doppelkopf\nplayers A B C D\nround\n  re A C\n  cards re 151\n' +
      '  score A +3 B -2 C +2 D -2\n  total A 2 B -2 C 2 D -3\n';
    // `  score A +3`: +3 at columns 11–13; `  total A 2 B -2 C 2 D -3`: -3 at columns 24–26
    expect(diags('s01.score', text)).toEqual({
      code: 1,
      list: [
        ['score-mismatch', 6, 11, 6, 13],
        ['total-mismatch', 7, 24, 7, 26],
      ],
    });
  });
  it('warnings alone exit 0 (round-number: `round 3` as the second round, on the 3)', () => {
    expect(
      diags(
        'warn.score',
        'game doppelkopf\nplayers A B C D\nround 1\n  score A +1 B -1 C +1 D -1\n' +
          'round 3\n  score A +1 B -1 C +1 D -1\n',
      ),
    ).toEqual({
      code: 0,
      list: [['round-number', 5, 7, 5, 8]],
    });
  });
});

describe('more usage errors and edge cases (exit 2)', () => {
  it('--version prints the version', () => {
    expect(run('--version')).toMatchObject({ code: 0, out: 'test\n' });
  });
  it('an unknown option, explain with two files, explain --json, --round 0, --format xml, no file', () => {
    for (const args of [
      ['check', '--frobnicate', 'x.score'],
      ['explain', 'a.score', 'b.score'],
      ['explain', '--json', 'x.score'],
      ['explain', '--round', '0', 'x.score'],
      ['settle', '--format', 'xml', 'x.score'],
      ['check'],
    ]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(/^scoresheet: .+\nRun "scoresheet --help" for usage\./);
      expect(r.out).toBe('');
    }
  });
  it('check goes on past an unreadable file, reports the others, and exits 2', () => {
    const r = run('check', join(cli.dir, 'nope.score'), write('bad.score', S01_WRONG));
    expect(r.code).toBe(2);
    expect(r.err).toContain('no such file');
    expect(r.out).toContain('bad.score:7:');
  });
  it('a folder is not a file (for explain; settle and stats read a folder as a season)', () => {
    const r = run('explain', cli.dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain('it is a folder, not a file');
  });
  it('settle on a file with errors still prints the sheet, points to check on stderr and exits 1', () => {
    const r = run('settle', write('wrong2.score', S01_WRONG));
    expect(r.code).toBe(1);
    expect(r.out).toContain('Re (Anna, Clara) 151:89 won');
    expect(r.err).toMatch(/1 error; run "scoresheet check .*wrong2\.score" for details/);
  });
});

describe('settle on the example evening (hand computation in test/engine/doppelkopf/evening.test.ts)', () => {
  it('--json: totals, money in EUR, three transfers, the winner', () => {
    const s = JSON.parse(run('settle', '--json', join('examples', 'doppelkopf-evening.score')).out).files[0].settlement;
    expect(s).toMatchObject({
      totals: { Anna: 9, Ben: -27, Clara: -7, Dora: 25 },
      money: { Anna: 0.45, Ben: -1.35, Clara: -0.35, Dora: 1.25 },
      currency: 'EUR',
      transfers: [
        { from: 'Ben', to: 'Dora', amount: 1.25 },
        { from: 'Clara', to: 'Anna', amount: 0.35 },
        { from: 'Ben', to: 'Anna', amount: 0.1 },
      ],
      winner: 'Dora',
    });
  });
  it('text, Markdown and CSV carry the same money and transfers', () => {
    const f = join('examples', 'doppelkopf-evening.score');
    expect(run('settle', f).out).toMatch(/money \(EUR\)\s+0\.45\s+−1\.35\s+−0\.35\s+1\.25/);
    expect(run('settle', '--format', 'md', f).out).toContain('| money (EUR) | 0.45 | −1.35 | −0.35 | 1.25 |');
    const csv = run('settle', '--format', 'csv', f).out;
    expect(csv).toContain('money (EUR),0.45,-1.35,-0.35,1.25,,,,,,');
    // One table per CSV: the transfers are their own export.
    expect(csv).not.toContain('from,to,amount');
    expect(run('settle', '--format', 'csv', '--table', 'transfers', f).out).toBe(
      'from,to,amount\nBen,Dora,1.25\nClara,Anna,0.35\nBen,Anna,0.10\n',
    );
  });
  it('a German or French CSV starts with the byte order mark itself, not its escape', () => {
    const f = join('examples', 'doppelkopf-evening.score');
    const csv = run('settle', '--format', 'csv', '--table', 'transfers', '--lang', 'de', f).out;
    expect(csv).toBe('\uFEFFvon;an;Betrag\nBen;Dora;1,25\nClara;Anna;0,35\nBen;Anna;0,10\n');
  });
});

describe('explain: a Doppelkopf round from the side of each party', () => {
  // Kontra won 1 + Re announced 2 = 3, × bock 2 = 6, the soloist −18 (rules §4.5, §6).
  it('evening round 7: Clara’s lost jacks solo in bock, from the side of each party', () => {
    const r = run('explain', '--round', '7', join('examples', 'doppelkopf-evening.score'));
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(1, 6)).toEqual([
      '    Kontra  won           +1',
      '    Kontra  Re announced  +2',
      '    = Kontra 3 (V = −3 seen from Re)',
      '    × bock 2 = Kontra 6',
      '    solo ×3: the soloist Clara −18, each opponent (Anna, Ben, Dora) +6',
    ]);
  });
  it('S28 no winner with a player out (5 players): level and refutation points only, Re 3; the out player 0', () => {
    const f = write(
      's28.score',
      'game doppelkopf\nplayers A B C D E\nround\n out E\n re A C\n announce A no60\n announce B no60\n cards re 170\n',
    );
    const out = run('explain', f).out;
    expect(out).toContain('no winner (TSR 7.1.4)');
    expect(out).toContain(
      '    = Re 3 (V = +3 seen from Re)\n    Re (A, C) +3 each, Kontra (B, D) −3 each\n    E sits out: 0',
    );
  });
});

describe('acceptance pass: files that are not what they seem', () => {
  it('control characters from the file (an ESC sequence) are shown escaped, never sent to the terminal', () => {
    const f = write('esc.score', 'game doppelkopf\nplayers A B C D\nround\n  \u001b[31mred\n');
    const r = run('check', f);
    expect(r.code).toBe(1);
    expect(r.out).not.toContain('\u001b');
    expect(r.out).toContain('"\\u001b[31mred" is not a directive');
    // JSON stays valid and keeps the character itself.
    const j = JSON.parse(run('check', '--json', f).out) as { files: { diagnostics: { message: string }[] }[] };
    expect(j.files[0].diagnostics.some((d) => d.message.includes('\u001b[31mred'))).toBe(true);
  });
  it('a binary file is unreadable (exit 2), with one clear line; the other files are still checked', () => {
    const bin = join(cli.dir, 'garbage.score');
    writeFileSync(bin, Buffer.from([0x67, 0x61, 0x00, 0xff, 0x1b, 0x0a, 0x00]));
    const ok = write('ok-after-bin.score', S01);
    const r = run('check', bin, ok);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`cannot read "${bin}": it is binary data, not a text file`);
    expect(r.err).toContain('0 errors, 0 warnings in 1 document');
    expect(run('settle', bin).code).toBe(2);
  });
  it('a Latin-1 file is not silently mangled: exit 2, naming the line with the byte that is not UTF-8', () => {
    const f = join(cli.dir, 'latin1.score');
    writeFileSync(
      f,
      Buffer.concat([Buffer.from('game belote\nplayers N'), Buffer.from([0xfc]), Buffer.from('rd Ost Sued West\n')]),
    );
    const r = run('check', f);
    expect(r.code).toBe(2);
    expect(r.err).toContain('it is not UTF-8 text (line 2 has a byte that is not UTF-8); save it as UTF-8');
  });
  it('a UTF-8 file with a BOM and CRLF still reads', () => {
    const f = write('bom.score', '\ufeff' + S01.replace(/\n/g, '\r\n'));
    expect(run('check', f).code).toBe(0);
  });
  it('explain: a header without rounds says so (exit 0); an empty file has no game, see check (exit 1)', () => {
    const h = run('explain', write('header-only.score', 'game doppelkopf\nplayers A B C D\n'));
    expect(h.code).toBe(0);
    expect(h.out).toBe('No rounds yet: the sheet has a header but no "round" line.\n');
    const e = write('empty-explain.score', '');
    const r = run('explain', e);
    expect(r.code).toBe(1);
    expect(r.out).toBe('No game: the file has no "game" line.\n');
    expect(r.err).toContain(`${e}: 1 error; run "scoresheet check ${e}" for details`);
  });
  it('settle on a header without rounds names nobody as top of the sheet', () => {
    const r = run('settle', write('header-only-settle.score', 'game doppelkopf\nplayers A B C D\n'));
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('Top of the sheet');
  });
});

describe('acceptance pass: Markdown with several blocks', () => {
  it('settle names the block of each error count, so two blocks with one error each are told apart', () => {
    const f = write(
      'two-blocks.md',
      '# Guide\n\n```score\ngame doppelkopf\nplayers A B C D\nround\n  re A B\n  cards re 100\n  score A +9\n```\n\n' +
        '```score\ngame belote\nplayers A B C D\nround\n  taker A\n  trump spades\n  cards A-C 160\n  last A\n```\n',
    );
    const r = run('settle', f);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${f}, block 1: 1 error; run "scoresheet check ${f}" for details`);
    expect(r.err).toContain(`${f}, block 2: 1 error; run "scoresheet check ${f}" for details`);
  });
});
