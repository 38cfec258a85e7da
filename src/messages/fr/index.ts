// The French catalog, domain by domain.

import type { Catalog } from '../catalog';
import { belote } from './belote';
import { beloteItems } from './beloteItems';
import { checks } from './checks';
import { cli } from './cli';
import { doppelkopf } from './doppelkopf';
import { engine } from './engine';
import { format } from './format';
import { help } from './help';
import { language } from './language';
import { report } from './report';
import { round } from './round';
import { rules } from './rules';
import { season } from './season';
import { tricks } from './tricks';

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
  ...tricks,
  ...checks,
  ...season,
  ...help,
  ...beloteItems,
};
