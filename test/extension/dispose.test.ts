// The Disposable base: children registered with _register go with their owner, newest first, exactly once.

import { describe, expect, it } from 'vitest';
import { Disposable, disposeAll } from '../../src/extension/dispose';

class Owner extends Disposable {
  register(d: { dispose(): void }) {
    return this._register(d);
  }
  get gone() {
    return this.isDisposed;
  }
}

describe('Disposable', () => {
  it('disposes what it registered, newest first, once', () => {
    const log: string[] = [];
    const o = new Owner();
    o.register({ dispose: () => log.push('a') });
    o.register({ dispose: () => log.push('b') });
    o.dispose();
    o.dispose();
    expect(log).toEqual(['b', 'a']);
    expect(o.gone).toBe(true);
  });
  it('something registered after disposal is disposed at once', () => {
    const o = new Owner();
    o.dispose();
    let disposed = false;
    o.register({ dispose: () => (disposed = true) });
    expect(disposed).toBe(true);
  });
  it('disposeAll goes on past one that throws, then rethrows the first error', () => {
    const log: string[] = [];
    const list = [
      { dispose: () => log.push('first') },
      {
        dispose: () => {
          throw new Error('boom');
        },
      },
      { dispose: () => log.push('last') },
    ];
    expect(() => disposeAll(list)).toThrow('boom');
    expect(log).toEqual(['last', 'first']);
    expect(list).toEqual([]);
  });
});
