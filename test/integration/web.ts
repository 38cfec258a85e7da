// The suite's entry in the web worker extension host (@vscode/test-web loads this bundle and calls run()).

/// <reference types="mocha" />
import { finish } from './summary';

export function run(): Promise<void> {
  // The browser build of mocha defines the `mocha` global; its Node build cannot load in a worker.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('mocha/mocha');
  mocha.setup({ ui: 'tdd', reporter: 'spec', color: false });
  // An explicit require, not a glob: a web worker has no file system to search.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./suite');
  return new Promise((resolve, reject) => {
    const runner = mocha.run(() => finish(runner.stats, resolve, reject));
  });
}
