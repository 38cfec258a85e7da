// A clock a test moves by hand, for code that takes its timer from its host (src/language/documentAnalyses.ts): no
// real time passes, and nothing else in the process is faked.

import type { Timer } from '../../src/language/documentAnalyses';

interface Due {
  at: number;
  seq: number;
  run: () => void;
}

export class FakeTimer implements Timer {
  private time = 0;
  private seq = 0;
  private due: Due[] = [];

  now(): number {
    return this.time;
  }

  set(run: () => void, ms: number): unknown {
    const entry = { at: this.time + Math.max(0, ms), seq: this.seq++, run };
    this.due.push(entry);
    return entry;
  }

  clear(handle: unknown): void {
    this.due = this.due.filter((d) => d !== handle);
  }

  /** How many timers wait. */
  get pending(): number {
    return this.due.length;
  }

  /** Moves the clock on by `ms`, running each timer that falls due on the way at its time, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.due.reduce<Due | undefined>(
        (a, d) => (d.at <= end && (!a || d.at < a.at || (d.at === a.at && d.seq < a.seq)) ? d : a),
        undefined,
      );
      if (!next) break;
      this.due = this.due.filter((d) => d !== next);
      this.time = next.at;
      next.run();
    }
    this.time = end;
  }
}
