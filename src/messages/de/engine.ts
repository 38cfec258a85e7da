// German texts of the analysis as a whole.

import type { DomainCatalog } from '../message';
import type { engine as en } from '../en/engine';

export const engine: DomainCatalog<typeof en> = {
  'engine.internal-error': (a) =>
    `Scoresheet konnte diese Datei nicht auswerten (${a.reason}). Bitte melde den Fehler mit der Datei.`,
};
