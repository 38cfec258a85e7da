// The CLI and the user's files, as users run it (a process on real files): `fmt` and `check --fix` replace a file in
// one step, so that it is never left empty or cut short, say a failed write as a failure, and keep the file's mode;
// only regular files are read, so that a named pipe or a device named `*.score` can never make a command wait for ever.
// Every run that could wait is a child process stopped after a time limit.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic, type WriteFs } from '../../src/node/userFiles';
import { runCli } from '../helpers/cliInProcess';
import { bundledCli } from '../helpers/cliProcess';

const cli = bundledCli('scoresheet-files-');
const LIMIT = 30_000;

/** A sheet of `rounds` Doppelkopf rounds whose `re` lines lack their indent: `fmt` indents each. */
function unformatted(rounds: number): string {
  let s = 'game doppelkopf\nplayers Anna Ben Clara Dora\n\n';
  for (let i = 1; i <= rounds; i++) s += `round ${i}\nre Anna Clara\n  cards re 151\n`;
  return s;
}
const formatted = (text: string) => text.replace(/\nre Anna/g, '\n  re Anna');

/**
 * A formatted sheet of `rounds` rounds with one fix to make: in round 1 Re's 151 wins 1 + unter 90 1 = 2 each, so the
 * stated 3 is wrong. The other rounds state nothing.
 */
const fixable = (rounds: number) =>
  formatted(unformatted(rounds)).replace('cards re 151\n', 'cards re 151\n  score Anna +3 Ben -3 Clara +3 Dora -3\n');

let n = 0;
/** A new folder holding `name` with `text`; returns the file's path. */
function fileIn(name: string, text: string, mode = 0o644): string {
  const folder = join(cli.dir, `case-${++n}`);
  fs.mkdirSync(folder);
  const file = join(folder, name);
  fs.writeFileSync(file, text);
  fs.chmodSync(file, mode);
  return file;
}

/**
 * Runs the CLI with the size of the files it may write limited to 8 KiB (or 16 KiB: `ulimit -f 16` counts blocks of
 * 512 bytes in dash, of 1 KiB in bash), its signal ignored, so that a write beyond it fails with EFBIG: a disk that
 * fills up, for one process.
 */
function runWithFullDisk(...args: string[]) {
  const r = spawnSync('sh', ['-c', 'ulimit -f 16; trap "" XFSZ; exec "$0" "$@"', process.execPath, cli.path, ...args], {
    encoding: 'utf8',
    timeout: LIMIT,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('fmt and check --fix replace a file in one step', () => {
  it('fmt killed (SIGKILL) as it writes a 0.2 MB sheet leaves it old or new, never empty or short', async () => {
    const OLD = unformatted(5_000);
    const NEW = formatted(OLD);
    for (let run = 0; run < 6; run++) {
      const file = fileIn('big.score', OLD);
      const how = await killWhenWriting(['fmt', file], file);
      const text = fs.readFileSync(file, 'utf8');
      const state = text === OLD ? 'old' : text === NEW ? 'new' : `${text.length} of ${NEW.length} bytes`;
      expect(['old', 'new'], `run ${run + 1}: ${how}`).toContain(state);
    }
  });

  it(
    'fmt on a full disk: the file is left as it was, the failure is said (exit 2), and "formatted" is said only ' +
      'of the file written',
    () => {
      const big = unformatted(500);
      const small = unformatted(2);
      const bigFile = fileIn('big.score', big);
      const smallFile = join(bigFile, '..', 'small.score');
      fs.writeFileSync(smallFile, small);
      const r = runWithFullDisk('fmt', smallFile, bigFile);
      expect(fs.readFileSync(bigFile, 'utf8')).toBe(big);
      expect(fs.readFileSync(smallFile, 'utf8')).toBe(formatted(small));
      expect(r.code).toBe(2);
      expect(r.out).toBe(`formatted ${smallFile}\n`);
      expect(r.err).toBe(
        `scoresheet: cannot write "${bigFile}": there is no room for it (the disk is full, or a size limit is ` +
          'reached); the file is left as it was\n1 file formatted (of 2)\n',
      );
      // Nothing is left beside it.
      expect(fs.readdirSync(join(bigFile, '..')).sort()).toEqual(['big.score', 'small.score']);
    },
  );

  it('check --fix on a full disk: the file is left as it was, exit 2, and never "nothing to fix"', () => {
    const file = fileIn('fix.score', fixable(500));
    const r = runWithFullDisk('check', '--fix', file);
    expect(fs.readFileSync(file, 'utf8')).toBe(fixable(500));
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `scoresheet: cannot write "${file}": there is no room for it (the disk is full, or a size limit is ` +
        'reached); the file is left as it was\n',
    );
  });

  it('ENOSPC during the write (in process): the old file intact, the reason in the language of the run', () => {
    let writes = 0;
    // The first write takes 100 bytes, the next finds the disk full.
    const fullDisk = {
      ...fs,
      writeSync: (fd: number, bytes: Uint8Array, offset: number) => {
        if (writes++ > 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return fs.writeSync(fd, bytes, offset, 100);
      },
    } as unknown as WriteFs;
    const writeFile = (p: string, text: string) => writeFileAtomic(p, text, { fs: fullDisk });
    const OLD = unformatted(50);
    const file = fileIn('evening.score', OLD);
    const fmt = runCli(['fmt', file, '--lang', 'de'], { writeFile });
    expect(fmt.code).toBe(2);
    expect(fmt.out).toBe('');
    expect(fmt.err).toBe(
      `scoresheet: „${file}“ lässt sich nicht schreiben: dafür ist kein Platz (der Datenträger ist voll oder eine ` +
        'Größengrenze erreicht); die Datei bleibt, wie sie war\n0 Dateien formatiert (von 1)\n',
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(OLD);
    writes = 0;
    const fixFile = fileIn('fix.score', fixable(5));
    const fix = runCli(['check', '--fix', fixFile, '--lang', 'fr'], { writeFile });
    expect(fix.code).toBe(2);
    expect(fix.err).toBe(
      `scoresheet : impossible d’écrire « ${fixFile} » : il n’y a pas de place (le disque est plein ou une limite ` +
        'de taille est atteinte) ; le fichier reste tel qu’il était\n',
    );
    expect(fs.readFileSync(fixFile, 'utf8')).toBe(fixable(5));
  });

  it('fmt and check --fix keep the file’s mode (0600, 0640, 0755)', () => {
    const modes = [0o600, 0o640, 0o755];
    const toFormat = modes.map((mode) => fileIn('fmt.score', unformatted(3), mode));
    const toFix = modes.map((mode) => fileIn('fix.score', fixable(3), mode));
    expect(cli.run('fmt', ...toFormat).code).toBe(0);
    expect(cli.run('check', '--fix', ...toFix).code).toBe(0);
    modes.forEach((mode, i) => {
      expect(fs.readFileSync(toFormat[i], 'utf8')).toBe(formatted(unformatted(3)));
      expect(fs.statSync(toFormat[i]).mode & 0o7777).toBe(mode);
      expect(fs.readFileSync(toFix[i], 'utf8')).toContain('score Anna +2 Ben -2 Clara +2 Dora -2');
      expect(fs.statSync(toFix[i]).mode & 0o7777).toBe(mode);
    });
  });
});

/**
 * Starts the CLI and kills it (SIGKILL) the moment it starts writing `file`: when a new entry appears in its folder
 * (a temporary file) or the file itself changes. Says how the process ended.
 */
async function killWhenWriting(args: string[], file: string): Promise<string> {
  const folder = join(file, '..');
  const before = fs.statSync(file);
  const names = fs.readdirSync(folder).length;
  const child = spawn(process.execPath, [cli.path, ...args], { stdio: 'ignore' });
  const ended = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)));
  let exited = false;
  void ended.then(() => (exited = true));
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const start = Date.now();
  // Polls every 0.1 ms without giving the event loop a turn, which could come too late; now and then it gets one, to
  // see whether the process is gone.
  for (let i = 1; !exited && Date.now() - start < LIMIT; i++) {
    const now = fs.statSync(file);
    const changed = now.size !== before.size || now.mtimeMs !== before.mtimeMs || now.ino !== before.ino;
    if (changed || fs.readdirSync(folder).length !== names) break;
    Atomics.wait(pause, 0, 0, 0.1);
    if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  if (!exited) child.kill('SIGKILL');
  return ended;
}

describe('only regular files are read', () => {
  const pipe = (name: string) => {
    const folder = join(cli.dir, `pipes-${++n}`);
    fs.mkdirSync(folder);
    const p = join(folder, name);
    spawnSync('mkfifo', [p]);
    expect(fs.statSync(p).isFIFO()).toBe(true);
    return p;
  };

  it('a named pipe given by name is not read: check, settle, explain and fmt say so at once (exit 2)', () => {
    const p = pipe('evening.score');
    for (const command of ['check', 'settle', 'explain', 'fmt']) {
      const r = cli.runWithin(LIMIT, command, p);
      expect(r.timedOut, command).toBe(false);
      expect(r.code, command).toBe(2);
      expect(r.err, command).toContain(`cannot read "${p}": it is a named pipe (FIFO), not a file`);
    }
  });

  it('check /dev/zero ends at once: it is a device, not a file (exit 2)', () => {
    const r = cli.runWithin(LIMIT, 'check', '/dev/zero');
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'scoresheet: cannot read "/dev/zero": it is a device, not a file\n0 errors, 0 warnings in 0 documents\n',
    );
  });

  it('a file larger than 16 MiB is not read (exit 2); the other files are still checked', () => {
    const huge = fileIn('huge.score', '');
    fs.truncateSync(huge, 16 * 1024 * 1024 + 1);
    const ok = join(huge, '..', 'ok.score');
    fs.writeFileSync(ok, formatted(unformatted(1)));
    const r = cli.runWithin(LIMIT, 'check', huge, ok);
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `scoresheet: cannot read "${huge}": it is larger than 16 MiB, the most scoresheet reads\n` +
        '0 errors, 0 warnings in 1 document\n',
    );
  });

  it('a season folder: a named pipe, a folder and a link to /dev/zero named *.score are skipped with a note', () => {
    const p = pipe('2026-01-03.score');
    const folder = join(p, '..');
    fs.mkdirSync(join(folder, '2026-01-04.score'));
    fs.symlinkSync('/dev/zero', join(folder, '2026-01-05.score'));
    const evening = 'game doppelkopf\nplayers Anna Ben Clara Dora\n\nround 1\n  re Anna Clara\n  cards re 151\n';
    fs.writeFileSync(join(folder, '2026-01-01.score'), evening);
    fs.writeFileSync(join(folder, '2026-01-02.score'), evening.replace('re Anna Clara', 're Ben Dora'));
    for (const command of ['settle', 'stats']) {
      const r = cli.runWithin(LIMIT, command, folder);
      expect(r.timedOut, command).toBe(false);
      expect(r.code, command).toBe(0);
      expect(r.err.split('\n'), command).toEqual([
        `scoresheet: skipped "${folder}/2026-01-03.score": it is a named pipe (FIFO), not a file`,
        `scoresheet: skipped "${folder}/2026-01-04.score": it is a folder, not a file`,
        `scoresheet: skipped "${folder}/2026-01-05.score": it is a device, not a file`,
        '',
      ]);
    }
    // The season has both evenings: Anna and Clara won the first (+2 each), Ben and Dora the second.
    const season = cli.runWithin(LIMIT, 'settle', folder, '--json');
    const json = JSON.parse(season.out) as { season: { evenings: { file: string; totals: Record<string, number> }[] } };
    expect(json.season.evenings.map((e) => [e.file.slice(folder.length + 1), e.totals.Anna, e.totals.Ben])).toEqual([
      ['2026-01-01.score', 2, -2],
      ['2026-01-02.score', -2, 2],
    ]);
  });
});
