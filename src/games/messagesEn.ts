// Every game's messages in English: the registry adds them to the catalogs (src/messages/catalog.ts), and this file
// adds their entries to the catalogs' type, so `msg` knows each game's ids and arguments as it knows the core's.
// A new game adds one import and its name below (and the same in messagesDe.ts and messagesFr.ts).

import { joinDomains } from '../messages/domains';
import { gameWordEntries, type GameWords } from '../messages/gameWords';
import { ON_OFF } from '../messages/en/ruleSwitches';
import { en as belote, gameWords as beloteWords } from './belote/messages/en';
import { en as doppelkopf, gameWords as doppelkopfWords } from './doppelkopf/messages/en';
import { points, pointsWords } from './points/messages/en';
import { skat, skatGameWords, skatWords } from './skat/messages/en';
import { skatTricks } from './skat/messages/tricksEn';

/** Every game by name, in the order of the registry's GAMES (a `game` line's list follows it). */
export const words: readonly GameWords[] = [doppelkopfWords, beloteWords, pointsWords, skatGameWords];

export const en = joinDomains(doppelkopf, belote, points, skat, skatWords, skatTricks, gameWordEntries(ON_OFF, words));

type Games = typeof en;
declare module '../messages/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the games' entries, merged into English
  interface English extends Games {}
}
