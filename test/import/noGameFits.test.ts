// A spreadsheet no game's reader takes: the message lists what each game takes, each clause from its game.

import { describe, expect, it } from 'vitest';
import { IMPORT_FORMATS } from '../../src/games/importers';
import { importSources, type ImportError } from '../../src/import';
import { checkScore } from '../../src/analysis/check';
import { render } from '../../src/messages';

// Three score columns: Doppelkopf needs 4 to 7 players, Belote and Coinche 2 teams.
const CSV = 'Anna,Ben,Clara\n10,-5,-5\n';

/** What importSources throws (an ImportError: the file, where, why). */
async function failure(): Promise<ImportError> {
  const source = { name: 'three.csv', bytes: new TextEncoder().encode(CSV) };
  try {
    await importSources([source], IMPORT_FORMATS, { map: [], lang: 'en', check: checkScore });
  } catch (e) {
    return e as ImportError;
  }
  throw new Error('the import did not fail');
}

describe('import: no game fits', () => {
  it('names what each game takes, in en, de and fr', async () => {
    const why = (await failure()).why;
    expect(render(why, 'en')).toBe(
      'its 3 score columns (Anna, Ben, Clara) fit no game: Doppelkopf takes 4 to 7 players, Belote and Coinche ' +
        '2 teams; name the game with --game',
    );
    expect(render(why, 'de')).toBe(
      'ihre 3 Punktespalten (Anna, Ben, Clara) passen zu keinem Spiel: Doppelkopf hat 4 bis 7 Spieler, Belote und ' +
        'Coinche 2 Teams; nenne das Spiel mit --game',
    );
    expect(render(why, 'fr')).toBe(
      'ses 3 colonnes de points (Anna, Ben, Clara) ne correspondent à aucun jeu : le Doppelkopf se joue de 4 à 7, ' +
        'la belote et la coinche à 2 équipes ; nommez le jeu avec --game',
    );
  });
});
