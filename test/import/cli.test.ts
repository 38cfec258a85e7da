// `scoresheet import` and `scoresheet merge` as the command line runs them: exit codes, what is written where, the
// one-line errors of sources that cannot be read (and that nothing is written then), names mapped, help.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runAsync } from '../../src/cli/main';

/** The CLI over files in memory: what it printed and the files it wrote. */
async function cli(
  args: string[],
  files: Record<string, string | Uint8Array>,
  fail?: (path: string) => Error | undefined,
) {
  let out = '';
  let err = '';
  const written = new Map<string, string>();
  const code = await runAsync(args, {
    out: (s) => (out += s + '\n'),
    err: (s) => (err += s + '\n'),
    readFile: (p) => {
      const f = files[p];
      if (f === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return typeof f === 'string' ? new TextEncoder().encode(f) : f;
    },
    writeFile: (p, text) => {
      const e = fail?.(p);
      if (e) throw e;
      written.set(p, text);
    },
    env: {},
  });
  return { code, out, err, written };
}

const TRACKER = '#,Anna,Ben,Clara,Dora,game\n0,0,0,0,0\n1,2,-2,2,-2,2\n2,-6,6,-6,6,8\n';

describe('scoresheet import', () => {
  it('prints one evening and exits 0 when it checks clean', async () => {
    const r = await cli(['import', 'tracker.csv'], { 'tracker.csv': TRACKER });
    expect(r.code).toBe(0);
    expect(r.out).toContain('round 2\n  won Ben Dora 8\n  total Anna -6 Ben 6 Clara -6 Dora 6\n');
    expect(r.err).toBe('tracker.score: 2 rounds, 1 checkpoint, checks clean\n');
    expect(r.written.size).toBe(0);
  });

  it('writes the files and exits 1 when an evening does not check clean', async () => {
    // The totals after round 2 moved by 6, but the game value says 8.
    const slip = TRACKER.replace('2,-6,6,-6,6,8', '2,-4,4,-4,4,8');
    const r = await cli(['import', 'tracker.csv', '--out', 'out'], { 'tracker.csv': slip });
    expect(r.code).toBe(1);
    expect([...r.written.keys()]).toEqual(['out/tracker.score']);
    expect(r.err).toContain('out/tracker.score: 2 rounds, 1 checkpoint disagrees, 1 error');
    expect(r.err).toContain('line 12 (round 2): stated total Anna -4 Ben 4 Clara -4 Dora 4');
  });

  it('several evenings: a season folder, files named by date; importing again gives the same files', async () => {
    const files = {
      'a.csv': 'Datum;Anna;Ben;Clara;Dora\n2024-11-15;2;-2;2;-2\n',
      'b.csv': 'Datum;Anna;Ben;Clara;Dora\n2024-11-22;-1;1;-1;1\n',
    };
    const first = await cli(['import', 'a.csv', 'b.csv', '--out', 'hist'], files);
    const again = await cli(['import', 'a.csv', 'b.csv', '--out', 'hist'], files);
    expect([...first.written.keys()]).toEqual([
      'hist/season-2024/2024-11-15.score',
      'hist/season-2024/2024-11-22.score',
    ]);
    expect([...again.written]).toEqual([...first.written]);
    const several = await cli(['import', 'a.csv', 'b.csv'], files);
    expect(several.code).toBe(2);
    expect(several.err).toContain('2 evenings: name a folder with --out DIR');
  });

  it('never replaces a file that holds something else; the same evening again is not rewritten', async () => {
    const files = {
      'a.csv': 'Datum;Anna;Ben;Clara;Dora\n2024-11-15;2;-2;2;-2\n',
      'b.csv': 'Datum;Anna;Ben;Clara;Dora\n2024-11-22;-1;1;-1;1\n',
    };
    const first = await cli(['import', 'a.csv', 'b.csv', '--out', 'hist'], files);
    const [[pathA, textA], [pathB]] = [...first.written];
    // An evening edited since it was imported: nothing is written, and the file is named.
    const edited = await cli(['import', 'a.csv', 'b.csv', '--out', 'hist'], {
      ...files,
      [pathA]: textA,
      [pathB]: '# my own notes\n',
    });
    expect(edited.code).toBe(2);
    expect(edited.written.size).toBe(0);
    expect(edited.err).toContain(`${pathB} exists and holds something else: it is not replaced`);
    // The same text: not written again, said so; the other evening is written.
    const same = await cli(['import', 'a.csv', 'b.csv', '--out', 'hist'], { ...files, [pathA]: textA });
    expect(same.code).toBe(0);
    expect([...same.written.keys()]).toEqual([pathB]);
    expect(same.err).toContain(`unchanged: ${pathA} holds this evening already`);
  });

  it('a write that fails says why and exits 2', async () => {
    const full = Object.assign(new Error('no room'), { code: 'ENOSPC' });
    const r = await cli(['import', 'tracker.csv', '--out', 'out'], { 'tracker.csv': TRACKER }, () => full);
    expect(r.code).toBe(2);
    expect(r.err).toContain('cannot write "out/tracker.score"');
    expect(r.err).toContain('the file is left as it was');
    expect(r.err).not.toContain('wrote out/tracker.score');
  });

  it('maps names with --map and matches them in any case and without accents', async () => {
    const files = {
      'a.csv': 'Jürgen,anna,Ben,Clara\n2,-2,2,-2\n',
      'b.csv': 'Jurgen,Anna,Benjamin,Clara\n-1,1,-1,1\n',
    };
    const r = await cli(['import', 'a.csv', 'b.csv', '--map', 'Benjamin=Ben', '--out', 'o'], files);
    const texts = [...r.written.values()];
    expect(texts[0]).toContain('players Jürgen anna Ben Clara');
    expect(texts[1]).toContain('players Jürgen anna Ben Clara');
    expect(texts[1]).toContain('# Renamed: Jurgen → Jürgen, Anna → anna, Benjamin → Ben.');
    expect(r.err).toContain('renamed: Benjamin → Ben');
  });

  it('a value that is not a number is a one-line error naming file, path and value; nothing is written', async () => {
    const session = {
      session_id: 's',
      players: [{ id: '1', name: 'Anna' }],
      rounds: [{ winners: [], points: 'zwei', scores: {} }],
    };
    const r = await cli(['import', 'zettel.json', 'tracker.csv', '--out', 'o'], {
      'zettel.json': JSON.stringify(session),
      'tracker.csv': TRACKER,
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe('zettel.json: rounds[0].points: "zwei" is not a number\n');
    expect(r.written.size).toBe(0);
  });

  it('a cell that is not a number names its row and column', async () => {
    const r = await cli(['import', 'x.csv'], { 'x.csv': 'Spiel;Anna;Ben;Clara;Dora\n1;2;-2;2;-2\n2;1;zwei;1;1\n' });
    expect(r.code).toBe(2);
    expect(r.err).toBe('x.csv: row 3, column "Ben": "zwei" is not a number\n');
  });

  it('a file of an unknown shape says which formats were tried', async () => {
    const r = await cli(['import', 'notes.txt'], { 'notes.txt': 'just some words\n' });
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'notes.txt: a file of an unknown shape (tried: csv, xlsx, bockzettel, zettel, qtdoppelkopf); ' +
        'name its format with --from\n',
    );
    const json = await cli(['import', 'other.json'], { 'other.json': '{"hello": 1}' });
    expect(json.err).toContain('JSON of an unknown shape (tried: bockzettel, zettel, qtdoppelkopf)');
  });

  it('checks --from, --game and --columns', async () => {
    const r = await cli(['import', 'x.csv', '--from', 'ods'], { 'x.csv': TRACKER });
    expect(r.code).toBe(2);
    expect(r.err).toContain('--from takes csv, xlsx, bockzettel, zettel, qtdoppelkopf, not "ods"');
    const g = await cli(['import', 'x.csv', '--game', 'skat'], { 'x.csv': TRACKER });
    expect(g.err).toContain('--game takes doppelkopf, belote, coinche, not "skat"');
    const c = await cli(['import', 'x.csv', '--columns', 'totals'], { 'x.csv': TRACKER });
    expect(c.err).toContain('--columns takes per-game or running, not "totals"');
  });

  it("--columns per-game reads the cells as each round's points", async () => {
    const csv = 'Anna,Ben,Clara,Dora\n2,-2,2,-2\n4,-4,4,-4\n';
    const running = await cli(['import', 'x.csv', '--columns', 'running'], { 'x.csv': csv });
    expect(running.out).toContain(
      'round 2\n  score Anna +2 Ben -2 Clara +2 Dora -2\n  total Anna 4 Ben -4 Clara 4 Dora -4',
    );
    const perGame = await cli(['import', 'x.csv', '--columns', 'per-game'], { 'x.csv': csv });
    expect(perGame.out).toContain(
      'round 2\n  score Anna +4 Ben -4 Clara +4 Dora -4\n  total Anna 6 Ben -6 Clara 6 Dora -6',
    );
  });

  it('speaks German with --lang de', async () => {
    const r = await cli(['import', 'x.csv', '--lang', 'de'], { 'x.csv': TRACKER });
    expect(r.out).toContain('# Importiert aus x.csv als csv mit scoresheet import');
    expect(r.err).toBe('x.score: 2 Spiele, 1 Zwischenstand, alles stimmt\n');
  });

  it('has help in three languages', async () => {
    for (const [lang, word] of [
      ['en', 'Exit 0 when every evening checks clean'],
      ['de', 'Exit 0, wenn jeder Abend fehlerfrei'],
      ['fr', 'Code de\nsortie 0'],
    ]) {
      const r = await cli(['help', 'import', '--lang', lang], {});
      expect(r.out, lang).toContain(word);
    }
    expect((await cli(['--help'], {})).out).toContain('scoresheet merge A B');
  });
});

describe('scoresheet merge', () => {
  const sheet = (third: string) =>
    'game doppelkopf\nplayers Anna Ben Clara Dora\n\nround 1\n  won Anna Clara 2\nround 2\n  re Ben Dora\n' +
    `  bock\n  won re 1\nround 3\n  ${third}\n`;

  it('exits 0 when two keepers agree', async () => {
    const r = await cli(['merge', 'a.score', 'b.score'], {
      'a.score': sheet('won Anna Ben 1'),
      'b.score': sheet('won Anna Ben 1'),
    });
    expect(r.code).toBe(0);
    expect(r.out).toBe('a.score and b.score agree: 3 rounds, the same points in each\n');
  });

  it('names the first round where they differ, what each says, and the slip that explains the totals', async () => {
    // Ben's keeper forgot round 2's bock: +1 each for Ben and Dora instead of +2.
    const b = sheet('won Anna Ben 1').replace('  bock\n', '');
    const r = await cli(['merge', 'anna.score', 'ben.score'], {
      'anna.score': sheet('won Anna Ben 1'),
      'ben.score': b,
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'round 2 differs:\n  anna.score: Anna -2 Ben +2 Clara -2 Dora +2\n  ben.score: Anna -1 Ben +1 Clara -1 Dora +1',
    );
    expect(r.out).toContain(
      'the totals differ:\n  anna.score: Anna +1 Ben +1 Clara -1 Dora -1\n  ben.score: Anna +2 Ben 0 Clara 0 Dora -2',
    );
    expect(r.out).toContain('round 2 scored without its bock explains exactly this total');
  });

  it('a sheet in another format is imported first', async () => {
    const csv = 'Anna,Ben,Clara,Dora\n2,-2,2,-2\n-2,2,-2,2\n1,1,-1,-1\n';
    const r = await cli(['merge', 'a.score', 'paper.csv'], { 'a.score': sheet('won Anna Ben 1'), 'paper.csv': csv });
    expect(r.code).toBe(0);
  });

  it('takes two files', async () => {
    const r = await cli(['merge', 'a.score'], { 'a.score': sheet('won Anna Ben 1') });
    expect(r.code).toBe(2);
    expect(r.err).toContain("merge takes two files: two keepers' sheets of one evening");
  });
});

it('the README documents import and merge', () => {
  const readme = readFileSync('README.md', 'utf8');
  expect(readme).toContain('scoresheet import');
  expect(readme).toContain('scoresheet merge');
});
