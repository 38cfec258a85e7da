// The French catalog, domain by domain.

import type { Catalog } from '../catalog';
import { belote } from './belote';
import { cli } from './cli';
import { doppelkopf } from './doppelkopf';
import { engine } from './engine';
import { format } from './format';
import { language } from './language';
import { report } from './report';
import { round } from './round';
import { rules } from './rules';

export const fr: Catalog = {
  ...format,
  ...rules,
  ...engine,
  ...doppelkopf,
  ...report,
  ...cli,
  ...round,
  ...belote,
  ...language,
};
