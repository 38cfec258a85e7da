// Every game's messages in French (the same entries as messagesEn.ts; tsc fails on a missing one). The CLI's
// bundle keeps this file apart with the core's French catalog (scripts/cliBundles.mjs).

import type { CatalogOf } from '../messages/catalog';
import { joinDomains } from '../messages/domains';
import { fr as belote } from './belote/messages/fr';
import { fr as doppelkopf } from './doppelkopf/messages/fr';
import { points } from './points/messages/fr';
import { skat, skatWords } from './skat/messages/fr';
import { skatTricks } from './skat/messages/tricksFr';
import type { en } from './messagesEn';

export const fr: CatalogOf<typeof en> = joinDomains(doppelkopf, belote, points, skat, skatWords, skatTricks);
