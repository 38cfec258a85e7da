// Reads the resolved `set` switches into the typed DokoRules the scoring functions take.

import { DOPPELKOPF_SWITCHES, type ResolvedRules } from '../rules';
import type { DokoRules } from './types';

function value(rules: ResolvedRules | undefined, key: string, players: number): string {
  const v = rules?.values[key];
  if (v !== undefined && v !== '') return v;
  // A hand-built or partial ResolvedRules still scores by the ddv defaults.
  const spec = DOPPELKOPF_SWITCHES.find((s) => s.key === key);
  return spec ? spec.defaultFor('doppelkopf', 'ddv', players) : '';
}

export function dokoRules(rules: ResolvedRules | undefined, players = 4): DokoRules {
  const v = (k: string) => value(rules, k, players);
  const length = Number.parseInt(v('bock-length'), 10);
  return {
    announcement: v('announcement') === 'double' ? 'double' : 'plus2',
    kontraOnly: v('kontra-only') === '120' ? 120 : 121,
    tie120: v('tie-120') === '1' ? 1 : 2,
    refutation: v('refutation') === 'highest' ? 'highest' : 'each',
    netting: v('netting') === 'clamp' ? 'clamp' : 'net',
    fox: v('fox') !== 'off',
    doppelkopf: v('doppelkopf') !== 'off',
    karlchen: v('karlchen') !== 'off',
    foxLastTrick: v('fox-last-trick') === '2' ? 2 : 1,
    karlchenCaught: v('karlchen-caught') === 'on',
    specialsInSolo: v('specials-in-solo') === 'on',
    lostSoloBonus: v('lost-solo-bonus') === 'on',
    poverty: v('poverty') === 'on',
    bock: v('bock') === 'on',
    bockTriggers: new Set(v('bock-triggers').split(/\s+/).filter(Boolean)),
    bockLength: Number.isFinite(length) && length > 0 ? length : Math.max(4, players),
    bockOverlap: v('bock-overlap') === 'append' ? 'append' : 'multiply',
    counting: v('counting') === 'plus' ? 'plus' : v('counting') === 'minus' ? 'minus' : 'plus-minus',
    tricksPerGame: v('nines') === 'off' ? 10 : 12,
  };
}
