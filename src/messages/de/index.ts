// The German catalog, domain by domain.

import type { Catalog } from '../catalog';
// Until their own texts exist: the domains main added after this catalog was written (English).
import { facts } from '../en/facts';
import { guide } from '../en/guide';
import { outcome } from '../en/outcome';
import { table } from '../en/table';
import { belote } from './belote';
import { cli } from './cli';
import { doppelkopf } from './doppelkopf';
import { engine } from './engine';
import { format } from './format';
import { language } from './language';
import { report } from './report';
import { round } from './round';
import { rules } from './rules';

export const de: Catalog = {
  ...format,
  ...rules,
  ...engine,
  ...doppelkopf,
  ...report,
  ...cli,
  ...round,
  ...belote,
  ...language,
  ...guide,
  ...facts,
  ...table,
  ...outcome,
};
