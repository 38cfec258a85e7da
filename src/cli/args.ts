// Command-line parsing for `scoresheet`: a tiny hand-rolled parser, since the surface is four commands and four flags.

import { langOf, msg, render, type Lang, type Message } from '../messages';
import { CSV_TABLES, type CsvTable, type SettleFormat } from '../report/format';

export type { SettleFormat };

export type Command = 'check' | 'settle' | 'explain' | 'stats';

export interface CliOptions {
  command: Command;
  files: string[];
  json: boolean;
  format: SettleFormat;
  round?: number;
  /** `--lang`: the language of the output; unset, the environment decides (LC_ALL, LC_MESSAGES, LANG). */
  lang?: Lang;
  /** `--table`: which table a CSV holds (one per file). */
  table?: CsvTable;
}

export type ParsedArgs =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'help'; topic?: Command }
  | { kind: 'version' }
  | { kind: 'usage-error'; message: string; msg: Message };

function usage(m: Message): ParsedArgs {
  return { kind: 'usage-error', message: render(m), msg: m };
}

const COMMANDS: readonly Command[] = ['check', 'settle', 'explain', 'stats'];

export function parseArgs(argv: readonly string[]): ParsedArgs {
  if (argv.length === 0) return { kind: 'help' };
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = rest[0] as Command | undefined;
    return { kind: 'help', topic: topic && COMMANDS.includes(topic) ? topic : undefined };
  }
  if (first === '--version' || first === '-v') return { kind: 'version' };
  if (!COMMANDS.includes(first as Command)) {
    return usage(msg('cli.unknown-command', { command: first, commands: COMMANDS }));
  }
  const command = first as Command;
  const options: CliOptions = { command, files: [], json: false, format: 'text' };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string | undefined => inline ?? rest[++i];
    switch (flag) {
      case '--help':
      case '-h':
        return { kind: 'help', topic: command };
      case '--json':
        if (command === 'explain') return usage(msg('cli.json-not-here'));
        options.json = true;
        break;
      case '--format': {
        const f = value();
        if (command !== 'settle' && command !== 'stats') return usage(msg('cli.format-not-here'));
        if (f !== 'md' && f !== 'csv' && f !== 'text') return usage(msg('cli.format-value', { value: f ?? '' }));
        options.format = f;
        break;
      }
      case '--round': {
        const n = value();
        if (command !== 'explain') return usage(msg('cli.round-not-here'));
        if (!n || !/^[1-9][0-9]*$/.test(n)) return usage(msg('cli.round-value', { value: n ?? '' }));
        options.round = Number(n);
        break;
      }
      case '--lang': {
        const l = value();
        const lang = l && /^[a-z]{2}$/i.test(l) ? langOf(l) : undefined;
        if (!lang) return usage(msg('cli.lang-value', { value: l ?? '' }));
        options.lang = lang;
        break;
      }
      case '--table': {
        const x = value();
        if (command !== 'settle') return usage(msg('cli.table-not-here'));
        if (!CSV_TABLES.includes(x as CsvTable))
          return usage(msg('cli.table-value', { value: x ?? '', tables: CSV_TABLES }));
        options.table = x as CsvTable;
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') return usage(msg('cli.unknown-option', { option: arg }));
        options.files.push(arg);
    }
  }
  if (options.files.length === 0) return usage(msg('cli.needs-file', { command }));
  if (command === 'explain' && options.files.length > 1) {
    return usage(msg('cli.explain-one-file'));
  }
  return { kind: 'run', options };
}

const HELP_IDS = {
  main: 'help.main',
  check: 'help.check',
  settle: 'help.settle',
  stats: 'help.stats',
  explain: 'help.explain',
} as const;

/** `scoresheet --help` (main) or `scoresheet help COMMAND` in a language (texts: src/messages/<lang>/help.ts). */
export function helpText(topic: 'main' | Command, lang: Lang = 'en'): string {
  return render(msg(HELP_IDS[topic]), lang);
}

/** The English help, per topic. */
export const HELP: Record<'main' | Command, string> = {
  main: helpText('main'),
  check: helpText('check'),
  settle: helpText('settle'),
  stats: helpText('stats'),
  explain: helpText('explain'),
};
