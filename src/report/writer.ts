// The ReportWriter a game writes its settlement tables with: the generic reports' cells and words in one language.

import type { GameModule, ReportWriter } from '../games/game';
import type { Lang } from '../messages';
import { csvFile, transfersCsv } from './format';
import { cellLegend, itemIn, pointsIn, presetText, roundCell, roundFactsShort, switchText } from './roundFacts';

export function reportWriter(game: Pick<GameModule, 'report'>, lang: Lang = 'en'): ReportWriter {
  return {
    lang,
    roundLine: (r) => roundFactsShort(game, r, lang),
    roundCell: (points, running) => roundCell(points, running, lang),
    points: (n) => pointsIn(n, lang),
    cellLegend: (teams) => cellLegend(lang, teams),
    preset: (preset) => presetText(preset, lang),
    switchText: (key, value) => switchText(key, value, lang),
    item: (b) => itemIn(b, lang),
    csvFile: (head, rows) => csvFile(head, rows, lang),
    transfersCsv: (s) => transfersCsv(s, lang),
  };
}
