// English texts of the guide writer's commands (src/cli/guide.ts): what-if rules (--rules, --set, --compare),
// check --fix, fmt.

import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const guideCli = {
  'cli.option-for': (a: { flag: string; commands: readonly string[] }, f: Fmt) =>
    `${a.flag} is available for ${f.list(a.commands)}`,
  'cli.rules-value': () => '--rules needs a preset',
  'cli.key-value': (a: { flag: string; given: string }) =>
    `${a.flag} takes KEY=VALUE (e.g. announcement=double), not "${a.given}"`,
  'cli.compare-one': () => 'settle --compare compares one file',
  'cli.cannot-read-text': (a: { file: string; reason: string }) => `scoresheet: cannot read "${a.file}": ${a.reason}`,
  'cli.cannot-write': (a: { file: string; reason: string }) =>
    `scoresheet: cannot write "${a.file}": ${a.reason}; the file is left as it was`,
  // settle --compare
  'cli.compare.title': (a: { what: string }) => `What if: ${a.what}`,
  'cli.compare.name': () => 'Name',
  'cli.compare.as-written': () => 'as written',
  'cli.compare.what-if': () => 'what if',
  'cli.compare.difference': () => 'difference',
  'cli.compare.money-as-written': () => 'money as written',
  'cli.compare.money-what-if': () => 'money what if',
  'cli.compare.money-difference': () => 'money difference',
  // check --fix
  'cli.fixed': (a: { file: string; line: number; title: string }) => `${a.file}:${a.line}: fixed: ${a.title}`,
  'cli.fixed-summary': (a: { fixes: number; files: number }, f: Fmt) =>
    `${n(a.fixes, 'fix', 'fixes', f)} applied in ${n(a.files, 'file', 'files', f)}`,
  'cli.nothing-to-fix': () => 'nothing to fix',
  // fmt
  'cli.formatted': (a: { file: string }) => `formatted ${a.file}`,
  'cli.not-formatted': (a: { file: string }) => `${a.file} is not formatted`,
  'cli.fmt-summary': (a: { changed: number; total: number; check: boolean }, f: Fmt) =>
    a.check
      ? `${n(a.changed, 'file needs', 'files need', f)} formatting (of ${a.total})`
      : `${n(a.changed, 'file', 'files', f)} formatted (of ${a.total})`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
