// The suite's entry in the desktop (Node) extension host (@vscode/test-electron loads this bundle and calls run()).

import type MochaClass from 'mocha';
import { finish } from './summary';

export function run(): Promise<void> {
  // mocha stays outside the bundle (its Node build loads files of its own); the runner says where it is installed.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(process.env['SCORESHEET_MOCHA'] ?? 'mocha');
  // mocha 12 is an ES module compiled to CommonJS (`.Mocha`, `.default`); older ones export the class itself.
  const Mocha: typeof MochaClass = mod.Mocha ?? mod.default ?? mod;
  const mocha = new Mocha({ ui: 'tdd', color: true });
  // What `mocha.addFile` would do for a file on disk: define suite/test/… as globals, then load the suite.
  mocha.suite.emit('pre-require', globalThis, 'suite', mocha);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./suite');
  return new Promise((resolve, reject) => {
    const runner = mocha.run(() => finish(runner.stats, resolve, reject));
  });
}
