// French texts of the analysis as a whole.

import type { DomainCatalog } from '../message';
import type { engine as en } from '../en/engine';

export const engine: DomainCatalog<typeof en> = {
  'engine.internal-error': (a) =>
    `Scoresheet n’a pas pu compter ce fichier (${a.reason}). Merci de signaler le problème avec le fichier.`,
};
