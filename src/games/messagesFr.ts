// Every game's messages in French (the same entries as messagesEn.ts; tsc fails on a missing one). The CLI's
// bundle keeps this file apart with the core's French catalog (scripts/cliBundles.mjs).

import type { CatalogOf } from '../messages/catalog';
import { joinDomains } from '../messages/domains';
import { gameWordEntries, type GameWords } from '../messages/gameWords';
import { ON_OFF } from '../messages/fr/ruleSwitches';
import { fr as belote, gameWords as beloteWords } from './belote/messages/fr';
import { fr as doppelkopf, gameWords as doppelkopfWords } from './doppelkopf/messages/fr';
import { points, pointsWords } from './points/messages/fr';
import { skat, skatGameWords, skatWords } from './skat/messages/fr';
import { skatTricks } from './skat/messages/tricksFr';
import type { en } from './messagesEn';

/** Every game by name, in the order of the registry's GAMES (a `game` line's list follows it). */
export const words: readonly GameWords[] = [doppelkopfWords, beloteWords, pointsWords, skatGameWords];

export const fr: CatalogOf<typeof en> = joinDomains(
  doppelkopf,
  belote,
  points,
  skat,
  skatWords,
  skatTricks,
  gameWordEntries(ON_OFF, words),
);
