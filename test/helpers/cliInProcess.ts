// The CLI run in this process on real files (no bundle, no child process): what it printed on stdout and stderr.
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { run } from '../../src/cli/main';
import type { CliRun } from './cliProcess';

export interface InProcessOptions {
  /** The environment whose LC_ALL / LANG choose the language (none by default: English unless --lang). */
  env?: Record<string, string>;
  /** What a file read returns; by default the file on disk. */
  readFile?: (path: string) => Uint8Array;
  /** A folder's entries; by default the folder on disk. */
  listDir?: (path: string) => string[] | undefined;
  /** Writes a file (fmt, check --fix, settle -o); by default nothing is written. */
  writeFile?: (path: string, text: string) => void;
  writeBytes?: (path: string, data: Uint8Array) => void;
  /** settle --format html|chat|png: the page script, the deflate, the browser (by default none). */
  pageScript?: () => string;
  deflateRaw?: (text: string) => Uint8Array;
  drawPng?: Parameters<typeof run>[1]['drawPng'];
  /** A path with its symbolic links followed; by default on disk (the path itself when there is no such file). */
  realPath?: (path: string) => string | undefined;
}

export function runCli(args: string[], options: InProcessOptions = {}): CliRun {
  let out = '';
  let err = '';
  const code = run(args, {
    out: (s) => (out += s + '\n'),
    err: (s) => (err += s + '\n'),
    readFile: options.readFile ?? ((p) => readFileSync(p)),
    listDir:
      options.listDir ?? ((p) => (statSync(p, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(p) : undefined)),
    env: options.env ?? {},
    writeFile: options.writeFile,
    writeBytes: options.writeBytes,
    pageScript: options.pageScript,
    deflateRaw: options.deflateRaw,
    drawPng: options.drawPng,
    realPath:
      options.realPath ??
      ((p) => {
        try {
          return realpathSync(p);
        } catch {
          return undefined;
        }
      }),
  });
  return { code, out, err };
}
