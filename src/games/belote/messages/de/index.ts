// Belote's and Coinche's messages in German, domain by domain: every English entry (tsc fails on a missing one).

import type { CatalogOf } from '../../../../messages/catalog';
import { joinDomains } from '../../../../messages/domains';
import type { en } from '../en';
import { belote } from './belote';
import { beloteItems } from './beloteItems';
import { beloteRead } from './beloteRead';
import { beloteScore } from './beloteScore';
import { checks } from './checks';
import { tournament } from './tournament';
import { report } from './report';
import { whatIf } from './whatIf';
import { tricks } from './tricks';
import { facts } from './facts';
import { outcome } from './outcome';
import { syntax } from './syntax';

export const de: CatalogOf<typeof en> = joinDomains(
  belote,
  beloteItems,
  beloteScore,
  beloteRead,
  syntax,
  checks,
  outcome,
  facts,
  report,
  whatIf,
  tricks,
  tournament,
);

/** The game by name: its title, `game` word, switches and presets (src/messages/gameWords.ts). */
export { gameWords } from './gameWords';
