// Bock rounds (house rule, §6): which results start them, and how many doublings each later game carries.

import type { Decision } from './thresholds';
import type { DokoRules, ScoringFacts } from './types';

/** The configured triggers this result fires; each starts one bock round of `bock-length` games. */
export function bockTriggers(f: ScoringFacts, d: Decision, rules: DokoRules): string[] {
  if (!rules.bock) return [];
  const fired: string[] = [];
  const on = (t: string) => rules.bockTriggers.has(t);
  if (on('tie-120') && f.cards.re === 120 && f.cards.kontra === 120) fired.push('tie-120');
  if (on('lost-solo') && f.solo && d.winner === 'kontra') fired.push('lost-solo');
  // A party that announced and did not win (with no winner, both announcing parties lost their announcement).
  if (
    on('lost-announcement') &&
    (['re', 'kontra'] as const).some((p) => f.announce[p] !== undefined && d.winner !== p)
  ) {
    fired.push('lost-announcement');
  }
  if (on('black') && (d.schwarz.re || d.schwarz.kontra)) fired.push('black');
  if (on('heart-trick') && f.extras.re.heartTrick + f.extras.kontra.heartTrick > 0) fired.push('heart-trick');
  return fired;
}

/**
 * Walks the games in order. `multiply` (FD default): every running bock round doubles, so two overlapping ones give ×4.
 * `append`: a new bock round queues behind the running one, so a game is never more than ×2.
 * The game that triggers bock is not itself multiplied: call `take()` for a game before `start()` with its triggers.
 */
export class BockTracker {
  private running: number[] = [];
  private queued = 0;

  constructor(private readonly rules: DokoRules) {}

  /** Doublings (k in ×2^k) the current game gets from earlier triggers; consumes one game of every running bock round. */
  take(): number {
    if (!this.rules.bock) return 0;
    if (this.rules.bockOverlap === 'append') {
      if (this.queued === 0) return 0;
      this.queued--;
      return 1;
    }
    const k = this.running.length;
    this.running = this.running.map((n) => n - 1).filter((n) => n > 0);
    return k;
  }

  start(count: number): void {
    if (!this.rules.bock || count <= 0) return;
    if (this.rules.bockOverlap === 'append') this.queued += count * this.rules.bockLength;
    else for (let i = 0; i < count; i++) this.running.push(this.rules.bockLength);
  }
}
