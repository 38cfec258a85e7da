// Command-line parsing for `scoresheet`: a tiny hand-rolled parser, since the surface is four commands and four flags.

import { langOf, msg, render, type Lang, type Message } from '../messages';
import { CSV_TABLES, type CsvTable, type SettleFormat } from '../report/format';
import { isViewerAddress } from '../export/share';
import { readMapping } from '../import/names';

export type { SettleFormat };

/** `settle --format html|chat|png`: what is shared (the page, the group-chat lines, the standings card). */
export type ShareFormat = 'html' | 'chat' | 'png';

export type Command =
  'check' | 'settle' | 'explain' | 'stats' | 'fmt' | 'lsp' | 'import' | 'merge' | 'serve' | 'sheets';

/** One `--set KEY=VALUE` (VALUE may list several values: `bock-triggers=tie-120,lost-solo`). */
export interface SetOption {
  key: string;
  values: string[];
}

export interface CliOptions {
  command: Command;
  files: string[];
  json: boolean;
  format: SettleFormat;
  round?: number;
  /** What-if rules: `--rules PRESET`, `--set KEY=VALUE` (check, settle, explain, stats; seasons per game). */
  rules?: string;
  set: SetOption[];
  /** `settle --compare KEY=VALUE…` (`rules=PRESET` for the preset). */
  compare: SetOption[];
  /** `check --fix`: apply every preferred quick fix. */
  fix: boolean;
  /** `fmt --check`: report, do not write. */
  check: boolean;
  /** `--lang`: the language of the output; unset, the environment decides (LC_ALL, LC_MESSAGES, LANG). */
  lang?: Lang;
  /** `--table`: which table a CSV holds (one per file). */
  table?: CsvTable;
  /** `serve --port N` (0 or none: any free port) and `--host H` (none: this computer only). */
  port?: number;
  host?: string;
  /** `settle --format html|chat|png` (then `format` stays `text`, unused). */
  share?: ShareFormat;
  /** `-o FILE` (`--output`): where `--format html|chat|png` writes. */
  output?: string;
  /** `--viewer URL`: a hosted viewer.html, for the QR code's link (html) or the chat's link. */
  viewer?: string;
  /** import, merge: `--from FORMAT` (checked against the importers when the command runs). */
  from?: string;
  /** import, merge: `--game G`. */
  game?: string;
  /** import, merge: `--columns per-game|running`. */
  columns?: 'per-game' | 'running';
  /** import, merge: `--map OLD=NEW`, in order. */
  map: [string, string][];
  /** import: `--out DIR`. */
  out?: string;
  /** sheets: `--series N`, the tournament series whose blank table sheets to print. */
  series?: number;
}

export type ParsedArgs =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'help'; topic?: Command }
  | { kind: 'version' }
  | { kind: 'usage-error'; message: string; msg: Message };

function usage(m: Message): ParsedArgs {
  return { kind: 'usage-error', message: render(m), msg: m };
}

const COMMANDS: readonly Command[] = [
  'check',
  'settle',
  'explain',
  'stats',
  'fmt',
  'lsp',
  'import',
  'merge',
  'serve',
  'sheets',
];
const IMPORTING: readonly Command[] = ['import', 'merge'];
const WHAT_IF: readonly Command[] = ['check', 'settle', 'explain', 'stats'];

/** `KEY=VALUE[,VALUE…]`, or undefined when the text is not of that form. */
export function readKeyValue(text: string): SetOption | undefined {
  const m = /^([A-Za-z][\w-]*)=(.+)$/.exec(text);
  if (!m) return undefined;
  const values = m[2].split(',').filter((v) => v !== '');
  return values.length ? { key: m[1].toLowerCase(), values } : undefined;
}

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
  const options: CliOptions = {
    command,
    files: [],
    json: false,
    format: 'text',
    set: [],
    compare: [],
    fix: false,
    check: false,
    map: [],
  };
  const whatIf = command === 'check' || command === 'settle' || command === 'explain' || command === 'stats';
  // Options that take one value: a second, different value would silently win.
  const given = new Map<string, string>();
  const once = (flag: string, v: string | undefined): ParsedArgs | undefined => {
    const was = given.get(flag);
    if (v !== undefined && was !== undefined && was !== v)
      return usage(msg('cli.option-twice', { flag, values: [was, v] }));
    if (v !== undefined) given.set(flag, v);
    return undefined;
  };
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
        if (command !== 'check' && command !== 'settle' && command !== 'stats') return usage(msg('cli.json-not-here'));
        options.json = true;
        break;
      case '--format': {
        const f = value();
        if (command !== 'settle' && command !== 'stats') return usage(msg('cli.format-not-here'));
        const share = f === 'html' || f === 'chat' || f === 'png';
        if ((f !== 'md' && f !== 'csv' && f !== 'text' && !share) || (share && command !== 'settle'))
          return usage(msg('cli.format-value', { value: f ?? '' }));
        const twice = once('--format', f);
        if (twice) return twice;
        if (share) options.share = f;
        else options.format = f;
        break;
      }
      case '-o':
      case '--output': {
        const o = value();
        if (!o || (o.startsWith('-') && o !== '-')) return usage(msg('cli.output-value'));
        const twice = once('--output', o);
        if (twice) return twice;
        options.output = o;
        break;
      }
      case '--viewer': {
        const v = value();
        if (!v || !isViewerAddress(v)) return usage(msg('cli.viewer-value', { value: v ?? '' }));
        const twice = once('--viewer', v);
        if (twice) return twice;
        options.viewer = v;
        break;
      }
      case '--round': {
        const n = value();
        if (command !== 'explain') return usage(msg('cli.round-not-here'));
        if (!n || !/^[1-9][0-9]*$/.test(n)) return usage(msg('cli.round-value', { value: n ?? '' }));
        const twice = once('--round', n);
        if (twice) return twice;
        options.round = Number(n);
        break;
      }
      case '--series': {
        const n = value();
        if (command !== 'sheets') return usage(msg('tournament.cli.series-not-here'));
        if (!n || !/^[1-9][0-9]*$/.test(n)) return usage(msg('tournament.cli.series-value', { value: n ?? '' }));
        const twice = once('--series', n);
        if (twice) return twice;
        options.series = Number(n);
        break;
      }
      case '--rules': {
        const v = value();
        if (!whatIf) return usage(msg('cli.option-for', { flag: '--rules', commands: WHAT_IF }));
        if (!v || v.startsWith('-')) return usage(msg('cli.rules-value'));
        const twice = once('--rules', v);
        if (twice) return twice;
        options.rules = v;
        break;
      }
      case '--set': {
        const v = value();
        if (!whatIf) return usage(msg('cli.option-for', { flag: '--set', commands: WHAT_IF }));
        const kv = v === undefined ? undefined : readKeyValue(v);
        if (!kv) return usage(msg('cli.key-value', { flag: '--set', given: v ?? '' }));
        options.set.push(kv);
        break;
      }
      case '--compare': {
        const v = value();
        if (command !== 'settle') return usage(msg('cli.option-for', { flag: '--compare', commands: ['settle'] }));
        const kv = v === undefined ? undefined : readKeyValue(v);
        if (!kv) return usage(msg('cli.key-value', { flag: '--compare', given: v ?? '' }));
        options.compare.push(kv);
        // `--compare a=1 b=2`: the words after it that read KEY=VALUE belong to it too.
        while (inline === undefined && i + 1 < rest.length && /^[A-Za-z][\w-]*=[^/\\]+$/.test(rest[i + 1])) {
          const more = readKeyValue(rest[++i]);
          if (more) options.compare.push(more);
        }
        break;
      }
      case '--fix':
        if (command !== 'check') return usage(msg('cli.option-for', { flag: '--fix', commands: ['check'] }));
        options.fix = true;
        break;
      case '--check':
        if (command !== 'fmt') return usage(msg('cli.option-for', { flag: '--check', commands: ['fmt'] }));
        options.check = true;
        break;
      case '--lang': {
        const l = value();
        const lang = l && /^[a-z]{2}$/i.test(l) ? langOf(l) : undefined;
        if (!lang) return usage(msg('cli.lang-value', { value: l ?? '' }));
        const twice = once('--lang', lang);
        if (twice) return twice;
        options.lang = lang;
        break;
      }
      case '--table': {
        const x = value();
        if (command !== 'settle') return usage(msg('cli.table-not-here'));
        if (!CSV_TABLES.includes(x as CsvTable))
          return usage(msg('cli.table-value', { value: x ?? '', tables: CSV_TABLES }));
        const twice = once('--table', x);
        if (twice) return twice;
        options.table = x as CsvTable;
        break;
      }
      case '--port': {
        const p = value();
        if (command !== 'serve') return usage(msg('cli.option-for', { flag: '--port', commands: ['serve'] }));
        if (!p || !/^\d{1,5}$/.test(p) || Number(p) > 65535)
          return usage(msg('session.port-value', { value: p ?? '' }));
        options.port = Number(p);
        break;
      }
      case '--host': {
        const h = value();
        if (command !== 'serve') return usage(msg('cli.option-for', { flag: '--host', commands: ['serve'] }));
        if (!h || !/^[\w.:%-]+$/.test(h)) return usage(msg('session.host-value'));
        options.host = h;
        break;
      }
      case '--from':
      case '--game': {
        const v = value();
        if (!IMPORTING.includes(command)) return usage(msg('cli.option-for', { flag, commands: IMPORTING }));
        // The values are checked when the command runs, against the importers there are.
        const given = !v || v.startsWith('-') ? '' : v.toLowerCase();
        if (flag === '--from') options.from = given;
        else options.game = given;
        break;
      }
      case '--columns': {
        const v = value();
        if (!IMPORTING.includes(command)) return usage(msg('cli.option-for', { flag, commands: IMPORTING }));
        if (v !== 'per-game' && v !== 'running') return usage(msg('import.usage.columns', { value: v ?? '' }));
        options.columns = v;
        break;
      }
      case '--map': {
        const v = value();
        if (!IMPORTING.includes(command)) return usage(msg('cli.option-for', { flag, commands: IMPORTING }));
        const pair = v === undefined ? undefined : readMapping(v);
        if (!pair) return usage(msg('import.usage.map', { given: v ?? '' }));
        options.map.push(pair);
        // `--map a=A b=B`: the words after it that read OLD=NEW belong to it too.
        while (inline === undefined && i + 1 < rest.length && /^[^-=][^=]*=[^=]+$/.test(rest[i + 1])) {
          const more = readMapping(rest[++i]);
          if (more) options.map.push(more);
        }
        break;
      }
      case '--out': {
        const v = value();
        if (command !== 'import') return usage(msg('cli.option-for', { flag, commands: ['import'] }));
        if (!v || v.startsWith('-')) return usage(msg('import.usage.out'));
        options.out = v;
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') return usage(msg('cli.unknown-option', { option: arg }));
        options.files.push(arg);
    }
  }
  if (command === 'lsp') return options.files.length ? usage(msg('cli.lsp-no-file')) : { kind: 'run', options };
  if (options.files.length === 0) return usage(msg('cli.needs-file', { command }));
  // Options that would be silently ignored beside another: each is a usage error that says why.
  const format = given.get('--format');
  if (options.json && format !== undefined) return usage(msg('cli.json-and-format', { format }));
  if (options.table && (options.format !== 'csv' || options.share)) return usage(msg('cli.table-not-here'));
  if (options.output !== undefined && !options.share) return usage(msg('cli.output-not-here'));
  if (options.viewer !== undefined && options.share !== 'html' && options.share !== 'chat')
    return usage(msg('cli.viewer-not-here'));
  if (options.share === 'png' && options.output === undefined) return usage(msg('cli.png-needs-output'));
  if (options.share && options.compare.length > 0) return usage(msg('cli.share-compare', { format: options.share }));
  if (options.compare.length > 0 && options.format === 'csv') return usage(msg('cli.compare-csv'));
  if (options.fix && (options.rules !== undefined || options.set.length > 0)) return usage(msg('cli.fix-what-if'));
  if (options.compare.length > 0 && options.files.length > 1) return usage(msg('cli.compare-one'));
  if (command === 'serve' && options.files.length > 1) return usage(msg('session.one-file'));
  if (command === 'sheets' && options.files.length > 1) return usage(msg('tournament.cli.sheets-one-folder'));
  if (command === 'sheets' && options.series === undefined) return usage(msg('tournament.cli.sheets-needs-series'));
  if (command === 'explain' && options.files.length > 1) {
    return usage(msg('cli.explain-one-file'));
  }
  return { kind: 'run', options };
}

/**
 * What the help says of the games (the CLI's entry point hands it in from the registry and the importers, so the
 * help's texts name no game): each game's kinds, CSV tables and clauses, the apps `import` reads, and how a game's
 * spreadsheet columns differ from one per player.
 */
export interface HelpGames {
  readonly games: readonly {
    readonly kinds: readonly string[];
    readonly csvTables: readonly string[];
    readonly settle: Message;
    readonly stats: Message;
  }[];
  readonly apps: readonly { readonly id: string; readonly name: Message }[];
  readonly columnsNotes: readonly Message[];
}

/** The help of a topic in a language (`scoresheet --help`, `scoresheet help COMMAND`). */
export function helpText(topic: 'main' | Command, lang: Lang, h: HelpGames): string {
  const m = (): Message => {
    switch (topic) {
      case 'main':
        return msg('cli.help.main', {
          kinds: h.games.flatMap((g) => g.kinds),
          tables: h.games.map((g) => ({ kinds: g.kinds, tables: g.csvTables })),
        });
      case 'settle':
        return msg('cli.help.settle', { settles: h.games.map((g) => g.settle) });
      case 'stats':
        return msg('cli.help.stats', { stats: h.games.map((g) => g.stats) });
      case 'import':
        return msg('cli.help.import', { apps: h.apps, notes: h.columnsNotes });
      default:
        return msg(`cli.help.${topic}`);
    }
  };
  return render(m(), lang);
}
