// The English catalog, domain by domain.

import { doppelkopf } from './doppelkopf';
import { engine } from './engine';
import { facts } from './facts';
import { format } from './format';
import { guide } from './guide';
import { outcome } from './outcome';
import { rules } from './rules';
import { table } from './table';
import { whatif } from './whatif';

export const en = {
  ...format,
  ...rules,
  ...engine,
  ...doppelkopf,
  ...guide,
  ...facts,
  ...table,
  ...outcome,
  ...whatif,
};
