// The German catalog, domain by domain.

import { joinDomains } from '../domains';
import { cli } from './cli';
import { engine } from './engine';
import { facts } from './facts';
import { format } from './format';
import { guide } from './guide';
import { guideCli } from './guideCli';
import { help } from './help';
import { importer } from './importer';
import { language } from './language';
import { options } from './options';
import { report } from './report';
import { rules } from './rules';
import { table } from './table';
import { whatif } from './whatif';
import { season } from './season';
import { session } from './session';
import { share } from './share';
import { tricks } from './tricks';
import { tournament } from './tournament';

export const de = joinDomains(
  format,
  rules,
  engine,
  report,
  cli,
  language,
  guide,
  guideCli,
  help,
  facts,
  table,
  whatif,
  tricks,
  season,
  session,
  options,
  share,
  importer,
  tournament,
);
