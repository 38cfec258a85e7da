// Belote's and Coinche's messages in English, domain by domain: the reference their German and French follow
// (src/games/messagesEn.ts adds them to the catalogs).

import { joinDomains } from '../../../../messages/domains';
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

export const en = joinDomains(
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
