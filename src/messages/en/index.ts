// The English catalog, domain by domain.

import { format } from './format';

export const en = { ...format };
