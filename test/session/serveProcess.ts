// `scoresheet serve` as a process (a bundle of the CLI, as dist/ has it): started on a file, its link read from the
// first line it prints, stopped with Ctrl+C. Used by the two-phone browser test and the end-to-end load scenario.

import { spawn } from 'node:child_process';

export interface ServeProcess {
  /** The session's link (the first line on stdout). */
  url: string;
  /** What it has said on stderr so far. */
  stderr(): string;
  /** Ctrl+C, then its exit code (0: ended as it should). */
  stop(): Promise<number | null>;
}

export async function startServe(cliPath: string, file: string, lang = 'en'): Promise<ServeProcess> {
  const serve = spawn(process.execPath, [cliPath, 'serve', file, '--lang', lang], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  serve.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => serve.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    serve.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    void exited.then((code) => reject(new Error(`scoresheet serve exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    stderr: () => stderr,
    stop() {
      if (serve.exitCode === null && serve.signalCode === null) serve.kill('SIGINT');
      return exited;
    },
  };
}
