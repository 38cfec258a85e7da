// Every game's messages in English: the registry adds them to the catalogs (src/messages/catalog.ts), and this file
// adds their entries to the catalogs' type, so `msg` knows each game's ids and arguments as it knows the core's.
// A new game adds one import and its name below (and the same in messagesDe.ts and messagesFr.ts).

import { joinDomains } from '../messages/domains';
import { en as belote } from './belote/messages/en';
import { en as doppelkopf } from './doppelkopf/messages/en';
import { points } from './points/messages/en';
import { skat, skatWords } from './skat/messages/en';
import { skatTricks } from './skat/messages/tricksEn';

export const en = joinDomains(doppelkopf, belote, points, skat, skatWords, skatTricks);

type Games = typeof en;
declare module '../messages/catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the games' entries, merged into English
  interface English extends Games {}
}
