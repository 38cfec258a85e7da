// Hand-worked evenings for the season tests (working in season.test.ts) and helpers to summarise them.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeScore } from '../../src/analysis/analyze';
import { summarizeEvening } from '../../src/season';

/** Evening 1: Anna Ben Clara Dora, 0.10 EUR. Totals Anna 0, Ben +2, Clara −4, Dora +2. */
export const E1 = `game doppelkopf
title First evening
date 2026-01-09
players Anna Ben Clara Dora
stake 0.10 EUR

round 1
  re Anna Ben
  cards re 151
round 2
  re Anna Clara
  cards re 100
round 3
  solo Dora queens
  cards re 130
round 4
  score Anna +1 Ben -1 Clara +1 Dora -1
`;

/** Evening 2: Clara is absent, Emil joins, Anna is written `anna`. Totals anna +4, Ben −6, Emil +4, Dora −2. */
export const E2 = `game doppelkopf
title Second evening
date 2026-01-23
players anna Ben Emil Dora
stake 0.10 EUR

round 1
  re anna Emil
  cards re 130
round 2
  solo Ben clubs duty
  cards re 100
round 3
  score anna +2 Ben -2 Emil +2 Dora -2
`;

export const COINCHE = readFileSync(join(__dirname, '../../examples/coinche-game.score'), 'utf8');

/** A second Coinche evening: the same partnerships seated otherwise and named NS / WO, Nord written `nord`. */
export const COINCHE2 = `game coinche
date 2026-12-04
players nord West Süd Ost
teams NS WO
rules official

round 1
  contract Süd 90 spades
  cards NS 100, WO 52
  last NS
  belote WO
  score NS 200, WO 70
`;

export function evening(file: string, text: string) {
  return summarizeEvening(file, analyzeScore(text));
}
