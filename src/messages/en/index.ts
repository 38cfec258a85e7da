// The English catalog, domain by domain.

import { doppelkopf } from './doppelkopf';
import { format } from './format';
import { rules } from './rules';

export const en = { ...format, ...rules, ...doppelkopf };
