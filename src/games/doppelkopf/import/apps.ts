// Doppelkopf's app importers by name, apart from their readers: the CLI's help lists them (src/games/importNames.ts)
// without loading the readers, which the CLI's bundle keeps in a file of their own with `import` and `merge`.

import type { AppName } from '../../../import/model';
import { msg } from '../../../messages';

export const BOCKZETTEL: AppName = { id: 'bockzettel', name: msg('import.app.bockzettel') };
export const ZETTEL: AppName = { id: 'zettel', name: msg('import.app.zettel') };
export const QT_DOPPELKOPF: AppName = { id: 'qtdoppelkopf', name: msg('import.app.qtdoppelkopf') };
