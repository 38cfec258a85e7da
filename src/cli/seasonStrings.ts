// The season commands' string table (English): stderr lines and the rules between the sheets.

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
