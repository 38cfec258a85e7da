// French texts of the editor's language layer that carry numbers (0 and 1 are singular in French).

import type { DomainCatalog } from '../message';
import type { language as en } from '../en/language';

export const language: DomainCatalog<typeof en> = {
  'lang.round-errors': (a, f) => `${a.count} ${f.plural(a.count, 'erreur', 'erreurs')}`,
};
