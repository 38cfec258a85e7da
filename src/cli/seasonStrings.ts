// The season commands' string tables (English, German, French): stderr lines and the rules between the sheets.

import type { Lang } from '../messages';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CLI_SEASON_TEXT = {
  emptyFolder: (dir: string) => `scoresheet: "${dir}" has no .score files`,
  noBlocks: (file: string) => `${file}: no \`\`\`score blocks found`,
  noGame: (where: string) => `${where}: no "game" line, so it belongs to no season`,
  noEvenings: 'scoresheet: no evening to settle: none of the files has a "game" line',
  secondSettings: (file: string, first: string) =>
    `scoresheet: ${file} is a second season settings file; the settings of ${first} are used`,
  errorCount: (where: string, n: number, file: string) =>
    `${where}: ${plural(n, 'error', 'errors')}; run "scoresheet check ${file}" for details`,
  settingsAlone: (file: string) =>
    `scoresheet: ${file} holds a season's settings, not an evening; settle its folder ("scoresheet settle DIR")`,
  eveningsRule: '=== evenings ===',
  eveningsHeading: 'Evenings',
  seasonRule: '=== season ===',
};

type CliSeasonText = typeof CLI_SEASON_TEXT;

const mal = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CLI_SEASON_TEXT_DE: CliSeasonText = {
  emptyFolder: (dir) => `scoresheet: „${dir}“ enthält keine .score-Dateien`,
  noBlocks: (file) => `${file}: keine \`\`\`score-Blöcke gefunden`,
  noGame: (where) => `${where}: keine Zeile „game“, gehört also zu keiner Saison`,
  noEvenings: 'scoresheet: kein Abend abzurechnen: keine der Dateien hat eine Zeile „game“',
  secondSettings: (file, first) =>
    `scoresheet: ${file} ist eine zweite Datei mit Saison-Einstellungen; es gelten die von ${first}`,
  errorCount: (where, n, file) =>
    `${where}: ${mal(n, 'Fehler', 'Fehler')}; Einzelheiten zeigt „scoresheet check ${file}“`,
  settingsAlone: (file) =>
    `scoresheet: ${file} enthält die Einstellungen einer Saison, keinen Abend; rechne ihren Ordner ab ` +
    '(„scoresheet settle ORDNER“)',
  eveningsRule: '=== Abende ===',
  eveningsHeading: 'Abende',
  seasonRule: '=== Saison ===',
};

export const CLI_SEASON_TEXT_FR: CliSeasonText = {
  emptyFolder: (dir) => `scoresheet : « ${dir} » ne contient aucun fichier .score`,
  noBlocks: (file) => `${file} : aucun bloc \`\`\`score trouvé`,
  noGame: (where) => `${where} : pas de ligne « game », donc d’aucune saison`,
  noEvenings: 'scoresheet : aucune soirée à régler : aucun des fichiers n’a de ligne « game »',
  secondSettings: (file, first) =>
    `scoresheet : ${file} est un second fichier de réglages de saison ; ce sont ceux de ${first} qui comptent`,
  errorCount: (where, n, file) =>
    `${where} : ${mal(n, 'erreur', 'erreurs')} ; « scoresheet check ${file} » donne le détail`,
  settingsAlone: (file) =>
    `scoresheet : ${file} contient les réglages d’une saison, pas une soirée ; réglez son dossier ` +
    '(« scoresheet settle DOSSIER »)',
  eveningsRule: '=== soirées ===',
  eveningsHeading: 'Soirées',
  seasonRule: '=== saison ===',
};

/** The table of a language. */
export function cliSeasonText(lang: Lang = 'en'): CliSeasonText {
  return lang === 'de' ? CLI_SEASON_TEXT_DE : lang === 'fr' ? CLI_SEASON_TEXT_FR : CLI_SEASON_TEXT;
}
