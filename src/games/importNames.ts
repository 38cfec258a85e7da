// What the CLI's help says of the importers (src/games/importers.ts) without loading them: the apps they read, by
// name, and the games' remarks on their spreadsheets' columns. The same as IMPORT_FORMATS has
// (test/cli/helpGames.test.ts holds them together); a new source adds its name here too.

import type { AppName } from '../import/model';
import type { Message } from '../messages';
import { BELOTE_COLUMNS } from './belote/import/notes';
import { BOCKZETTEL, QT_DOPPELKOPF, ZETTEL } from './doppelkopf/import/apps';

export const IMPORT_NAMES: { readonly apps: readonly AppName[]; readonly columnsNotes: readonly Message[] } = {
  apps: [BOCKZETTEL, ZETTEL, QT_DOPPELKOPF],
  columnsNotes: [BELOTE_COLUMNS],
};
