// Every game's messages in German (the same entries as messagesEn.ts; tsc fails on a missing one). The CLI's
// bundle keeps this file apart with the core's German catalog (scripts/cliBundles.mjs).

import type { CatalogOf } from '../messages/catalog';
import { joinDomains } from '../messages/domains';
import { gameWordEntries, type GameWords } from '../messages/gameWords';
import { ON_OFF } from '../messages/de/ruleSwitches';
import { de as belote, gameWords as beloteWords } from './belote/messages/de';
import { de as doppelkopf, gameWords as doppelkopfWords } from './doppelkopf/messages/de';
import { points, pointsWords } from './points/messages/de';
import { skat, skatGameWords, skatWords } from './skat/messages/de';
import { skatTricks } from './skat/messages/tricksDe';
import type { en } from './messagesEn';

/** Every game by name, in the order of the registry's GAMES (a `game` line's list follows it). */
export const words: readonly GameWords[] = [doppelkopfWords, beloteWords, pointsWords, skatGameWords];

export const de: CatalogOf<typeof en> = joinDomains(
  doppelkopf,
  belote,
  points,
  skat,
  skatWords,
  skatTricks,
  gameWordEntries(ON_OFF, words),
);
