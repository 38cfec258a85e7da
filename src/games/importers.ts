// Every game's importers in one list: `scoresheet import` and the editor's "Import Score History…" read it, so the
// generic machinery in src/import never names a game. A new source is one entry here.

import type { ImportFormats } from '../import/model';
import { beloteSpreadsheet } from './belote/import';
import { bockzettel, doppelkopfSpreadsheet, qtDoppelKopf, zettel } from './doppelkopf/import';

export const IMPORT_FORMATS: ImportFormats = {
  apps: [bockzettel, zettel, qtDoppelKopf],
  spreadsheets: [doppelkopfSpreadsheet, beloteSpreadsheet],
};
