// The string table (English) of the guide-writer commands: what-if rules (--rules, --set, --compare), check --fix,
// fmt and lsp.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CLI_GUIDE_TEXT = {
  optionFor: (flag: string, commands: string) => `${flag} is available for ${commands}`,
  needsValue: (flag: string, what: string) => `${flag} needs ${what}`,
  keyValue: (flag: string, given: string) => `${flag} takes KEY=VALUE (e.g. announcement=double), not "${given}"`,
  compareNeedsOne: 'settle --compare compares one file',
  noFiles: (command: string) => `${command} needs at least one file`,
  badOverride: (flag: string, message: string) => `${flag}: ${message}`,
  // settle --compare
  compareTitle: (what: string) => `What if: ${what}`,
  compareHeadName: 'Name',
  compareHeadFile: 'as written',
  compareHeadWhatIf: 'what if',
  compareHeadDiff: 'difference',
  compareHeadMoneyFile: 'money as written',
  compareHeadMoneyWhatIf: 'money what if',
  compareHeadMoneyDiff: 'money difference',
  compareNoGame: 'No game: the file has no "game" line.',
  block: (file: string, n: number) => `${file}, block ${n}`,
  // check --fix
  fixed: (file: string, line: number, title: string) => `${file}:${line}: fixed: ${title}`,
  fixedSummary: (fixes: number, files: number) =>
    `${plural(fixes, 'fix', 'fixes')} applied in ${plural(files, 'file', 'files')}`,
  nothingToFix: 'nothing to fix',
  // fmt
  formatted: (file: string) => `formatted ${file}`,
  wouldFormat: (file: string) => `${file} is not formatted`,
  fmtSummary: (changed: number, total: number, check: boolean) =>
    check
      ? `${plural(changed, 'file needs', 'files need')} formatting (of ${total})`
      : `${plural(changed, 'file', 'files')} formatted (of ${total})`,
  cannotWrite: (file: string, why: string) => `scoresheet: cannot write "${file}": ${why}`,
};
