// Every game's messages in German (the same entries as messagesEn.ts; tsc fails on a missing one). The CLI's
// bundle keeps this file apart with the core's German catalog (scripts/cliBundles.mjs).

import type { CatalogOf } from '../messages/catalog';
import { joinDomains } from '../messages/domains';
import { de as belote } from './belote/messages/de';
import { de as doppelkopf } from './doppelkopf/messages/de';
import { points } from './points/messages/de';
import { skat, skatWords } from './skat/messages/de';
import { skatTricks } from './skat/messages/tricksDe';
import type { en } from './messagesEn';

export const de: CatalogOf<typeof en> = joinDomains(doppelkopf, belote, points, skat, skatWords, skatTricks);
