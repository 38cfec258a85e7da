// A child process for userFiles.test.ts: writes a file of BYTES through writeFileAtomic and stops at the file system
// call numbered STOP (1-based), saying its name on stdout, to be killed there (SIGKILL). With STOP 0 it runs to the
// end and prints the names of every call it made, one a line. Writes go in pieces of 64 KiB, as a slow disk takes
// them, so that a stop can fall in the middle of the text.
//
//   node writerChild.js TARGET STOP BYTES
import * as fs from 'node:fs';
import { writeFileAtomic, type WriteFs } from '../../src/node/userFiles';

const [target, stopArg, bytesArg] = process.argv.slice(2);
const stop = Number(stopArg);
const text = 'new\n'.repeat(Math.ceil(Number(bytesArg) / 4));
const PIECE = 64 * 1024;
const calls: string[] = [];

const NAMES = [
  'realpathSync',
  'statSync',
  'accessSync',
  'openSync',
  'writeSync',
  'fchownSync',
  'fchmodSync',
  'fsyncSync',
  'closeSync',
  'renameSync',
  'unlinkSync',
] as const satisfies readonly (keyof WriteFs)[];

const wrapped = Object.fromEntries(
  NAMES.map((name) => {
    const real = fs[name] as (...args: unknown[]) => unknown;
    return [
      name,
      (...args: unknown[]) => {
        calls.push(name);
        if (calls.length === stop) {
          process.stdout.write(`${name}\n`);
          // Waits here until killed.
          for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
        }
        if (name === 'writeSync') args[3] = Math.min(args[3] as number, PIECE);
        return real(...args);
      },
    ];
  }),
) as unknown as WriteFs;

writeFileAtomic(target, text, { fs: wrapped });
if (stop === 0) process.stdout.write(calls.join('\n') + '\n');
