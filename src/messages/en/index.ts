// The English catalog, domain by domain.

import { doppelkopf } from './doppelkopf';
import { engine } from './engine';
import { format } from './format';
import { rules } from './rules';
import { table } from './table';

export const en = { ...format, ...rules, ...engine, ...doppelkopf, ...table };
