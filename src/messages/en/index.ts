// The English catalog, domain by domain.

import { doppelkopf } from './doppelkopf';
import { engine } from './engine';
import { format } from './format';
import { outcome } from './outcome';
import { rules } from './rules';

export const en = { ...format, ...rules, ...engine, ...doppelkopf, ...outcome };
