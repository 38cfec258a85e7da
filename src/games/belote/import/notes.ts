// What Belote's and Coinche's spreadsheets have instead of a column per player, apart from their reader: the CLI's
// help says it (src/games/importNames.ts) without loading the reader.

import { msg } from '../../../messages';

/** A column per team (SpreadsheetGame.columnsNote). */
export const BELOTE_COLUMNS = msg('import.columns.belote');
