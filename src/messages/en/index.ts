// The English catalog, domain by domain.

import { joinDomains } from '../domains';
import { belote } from './belote';
import { beloteItems } from './beloteItems';
import { beloteRead } from './beloteRead';
import { beloteScore } from './beloteScore';
import { checks } from './checks';
import { cli } from './cli';
import { doppelkopf } from './doppelkopf';
import { duty } from './duty';
import { engine } from './engine';
import { facts } from './facts';
import { format } from './format';
import { guide } from './guide';
import { guideCli } from './guideCli';
import { help } from './help';
import { importer } from './importer';
import { language } from './language';
import { options } from './options';
import { outcome } from './outcome';
import { penalty } from './penalty';
import { report } from './report';
import { round } from './round';
import { rules } from './rules';
import { ruleSwitches } from './ruleSwitches';
import { table } from './table';
import { whatif } from './whatif';
import { season } from './season';
import { session } from './session';
import { share } from './share';
import { tricks } from './tricks';
import { tournament } from './tournament';
// Skat's catalog lives in its module for now (src/games/skat/messages).
// eslint-disable-next-line no-restricted-syntax -- for now (issue 37): the catalogs move into the games' modules
import { skat, skatWords } from '../../games/skat/messages/en';

export const en = joinDomains(
  format,
  rules,
  ruleSwitches,
  engine,
  doppelkopf,
  report,
  cli,
  round,
  belote,
  language,
  guide,
  guideCli,
  help,
  facts,
  table,
  outcome,
  penalty,
  duty,
  whatif,
  tricks,
  checks,
  season,
  beloteItems,
  beloteScore,
  beloteRead,
  session,
  options,
  share,
  importer,
  tournament,
  skat,
  skatWords,
);
