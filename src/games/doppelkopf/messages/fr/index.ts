// Doppelkopf's messages in French, domain by domain: every English entry (tsc fails on a missing one).

import type { CatalogOf } from '../../../../messages/catalog';
import { joinDomains } from '../../../../messages/domains';
import type { en } from '../en';
import { checks } from './checks';
import { tournament } from './tournament';
import { report } from './report';
import { whatIf } from './whatIf';
import { tricks } from './tricks';
import { importer } from './importer';
import { facts } from './facts';
import { table } from './table';
import { outcome } from './outcome';
import { doppelkopf } from './doppelkopf';
import { duty } from './duty';
import { penalty } from './penalty';
import { round } from './round';
import { syntax } from './syntax';

export const fr: CatalogOf<typeof en> = joinDomains(
  doppelkopf,
  round,
  penalty,
  duty,
  syntax,
  checks,
  outcome,
  facts,
  table,
  report,
  whatIf,
  tricks,
  importer,
  tournament,
);

/** The game by name: its title, `game` word, switches and presets (src/messages/gameWords.ts). */
export { gameWords } from './gameWords';
