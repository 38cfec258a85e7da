// German texts of the editor's language layer that carry numbers.

import type { DomainCatalog } from '../message';
import type { language as en } from '../en/language';

export const language: DomainCatalog<typeof en> = {
  'lang.round-errors': (a) => `${a.count} Fehler`,
};
