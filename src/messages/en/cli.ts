// English texts of the command line (src/cli): usage errors, unreadable files, the count lines on stderr.

import type { Fmt } from '../fmt';
import type { Message } from '../message';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const cli = {
  'cli.unknown-command': (a: { command: string; commands: readonly string[] }) =>
    `unknown command "${a.command}"; expected one of: ${a.commands.join(', ')}`,
  'cli.json-not-here': () => '--json is available for check, settle and stats',
  'cli.format-not-here': () => '--format is available for settle and stats',
  'cli.format-value': (a: { value: string }) => `--format takes md, csv, text, html, chat or png, not "${a.value}"`,
  'cli.round-not-here': () => '--round is available for explain only',
  'cli.round-value': (a: { value: string }) => `--round takes a round number, not "${a.value}"`,
  'cli.lang-value': (a: { value: string }) => `--lang takes en, de or fr, not "${a.value}"`,
  'cli.table-not-here': () => '--table is available for settle --format csv only',
  'cli.table-value': (a: { value: string; tables: readonly string[] }) =>
    `--table takes ${a.tables.join(', ')}, not "${a.value}"`,
  'cli.unknown-option': (a: { option: string }) => `unknown option "${a.option}"`,
  'cli.needs-file': (a: { command: string }) => `${a.command} needs at least one file`,
  'cli.explain-one-file': () => 'explain takes one file (check, settle and stats take several)',
  'cli.usage-error': (a: { reason: Message }, f: Fmt) =>
    `scoresheet: ${f.t(a.reason)}\nRun "scoresheet --help" for usage.`,
  'cli.cannot-read': (a: { file: string; reason: Message }, f: Fmt) =>
    `scoresheet: cannot read "${a.file}": ${f.t(a.reason)}`,
  'cli.read.binary': () => 'it is binary data, not a text file',
  'cli.read.not-utf8': (a: { line: number }) =>
    `it is not UTF-8 text (line ${a.line} has a byte that is not UTF-8); save it as UTF-8`,
  'cli.read.no-file': () => 'no such file',
  'cli.read.folder': () => 'it is a folder, not a file',
  'cli.read.other': (a: { error: string }) => a.error,
  'cli.read.special': (a: { kind: 'pipe' | 'device' | 'socket' }) =>
    a.kind === 'pipe'
      ? 'it is a named pipe (FIFO), not a file'
      : a.kind === 'socket'
        ? 'it is a socket, not a file'
        : 'it is a device, not a file',
  'cli.read.too-large': (a: { limit: number }) => `it is larger than ${a.limit} MiB, the most scoresheet reads`,
  'cli.skipped': (a: { file: string; reason: Message }, f: Fmt) => `scoresheet: skipped "${a.file}": ${f.t(a.reason)}`,
  'cli.write.no-room': () => 'there is no room for it (the disk is full, or a size limit is reached)',
  'cli.write.no-permission': () => 'no permission to write it (or to write in its folder)',
  'cli.write.read-only': () => 'the file system is read-only',
  'cli.lsp.not-initialized': () => 'the server is not initialized yet: send "initialize" first',
  'cli.no-blocks': (a: { file: string }) => `${a.file}: no \`\`\`score blocks found`,
  'cli.check-summary': (a: { errors: number; warnings: number; documents: number }, f: Fmt) =>
    `${n(a.errors, 'error', 'errors', f)}, ${n(a.warnings, 'warning', 'warnings', f)} in ` +
    `${n(a.documents, 'document', 'documents', f)}`,
  'cli.error-count': (a: { where: string; errors: number; file: string }, f: Fmt) =>
    `${a.where}: ${n(a.errors, 'error', 'errors', f)}; run "scoresheet check ${a.file}" for details`,
  'cli.block': (a: { file: string; block: number }) => `${a.file}, block ${a.block}`,
  'cli.block-heading': (a: { block: number }) => `block ${a.block}`,
  'cli.no-round': (a: { file: string; round: number }) => `scoresheet: ${a.file} has no round ${a.round}`,
  'cli.severity.error': () => 'error',
  'cli.severity.warning': () => 'warning',
  'cli.severity.info': () => 'info',
  'cli.severity.hint': () => 'hint',
} satisfies Record<string, (a: never, f: Fmt) => string>;
