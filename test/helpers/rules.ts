// Rules of a header resolved against the table of its game's module (src/games/registry.ts), as the analysis does.

import type { GameKind, Header } from '../../src/format/ast';
import * as engineRules from '../../src/engine/rules';
import { gameOf } from '../../src/games/registry';

export const resolveRules = (header: Header, game: GameKind) =>
  engineRules.resolveRules(header, game, gameOf(game).rules);
