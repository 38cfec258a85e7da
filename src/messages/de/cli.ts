// German texts of the command line.

import type { DomainCatalog } from '../message';
import type { cli as en } from '../en/cli';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const cli: DomainCatalog<typeof en> = {
  'cli.unknown-command': (a) => `unbekannter Befehl „${a.command}“; erwartet: ${a.commands.join(', ')}`,
  'cli.json-not-here': () => '--json gibt es für check, settle und stats',
  'cli.format-not-here': () => '--format gibt es für settle und stats',
  'cli.format-value': (a) => `--format nimmt md, csv, text, html, chat oder png, nicht „${a.value}“`,
  'cli.round-not-here': () => '--round gibt es nur für explain',
  'cli.round-value': (a) => `--round nimmt eine Spielnummer, nicht „${a.value}“`,
  'cli.lang-value': (a) => `--lang nimmt en, de oder fr, nicht „${a.value}“`,
  'cli.table-not-here': () => '--table gibt es nur für settle --format csv',
  'cli.table-value': (a) => `--table nimmt ${a.tables.join(', ')}, nicht „${a.value}“`,
  'cli.unknown-option': (a) => `unbekannte Option „${a.option}“`,
  'cli.needs-file': (a) => `${a.command} braucht mindestens eine Datei`,
  'cli.explain-one-file': () => 'explain nimmt eine Datei (check, settle und stats nehmen mehrere)',
  'cli.usage-error': (a, f) => `scoresheet: ${f.t(a.reason)}\n„scoresheet --help“ zeigt die Verwendung.`,
  'cli.cannot-read': (a, f) => `scoresheet: „${a.file}“ lässt sich nicht lesen: ${f.t(a.reason)}`,
  'cli.read.binary': () => 'es sind Binärdaten, keine Textdatei',
  'cli.read.not-utf8': (a) =>
    `es ist kein UTF-8-Text (Zeile ${a.line} hat ein Byte, das kein UTF-8 ist); speichere die Datei als UTF-8`,
  'cli.read.no-file': () => 'die Datei gibt es nicht',
  'cli.read.folder': () => 'das ist ein Ordner, keine Datei',
  'cli.read.other': (a) => a.error,
  'cli.read.special': (a) =>
    a.kind === 'pipe'
      ? 'das ist eine benannte Pipe (FIFO), keine Datei'
      : a.kind === 'socket'
        ? 'das ist ein Socket, keine Datei'
        : 'das ist ein Gerät, keine Datei',
  'cli.read.too-large': (a) => `sie ist größer als ${a.limit} MiB, mehr als scoresheet liest`,
  'cli.skipped': (a, f) => `scoresheet: „${a.file}“ übersprungen: ${f.t(a.reason)}`,
  'cli.write.no-room': () => 'dafür ist kein Platz (der Datenträger ist voll oder eine Größengrenze erreicht)',
  'cli.write.no-permission': () => 'keine Berechtigung, sie zu schreiben (oder in ihren Ordner zu schreiben)',
  'cli.write.read-only': () => 'das Dateisystem ist schreibgeschützt',
  'cli.lsp.not-initialized': () => 'der Server ist noch nicht initialisiert: zuerst „initialize“ senden',
  'cli.no-blocks': (a) => `${a.file}: keine \`\`\`score-Blöcke gefunden`,
  'cli.check-summary': (a, f) =>
    `${n(a.errors, 'Fehler', 'Fehler', f)}, ${n(a.warnings, 'Warnung', 'Warnungen', f)} in ` +
    `${n(a.documents, 'Dokument', 'Dokumenten', f)}`,
  'cli.error-count': (a, f) =>
    `${a.where}: ${n(a.errors, 'Fehler', 'Fehler', f)}; Einzelheiten zeigt „scoresheet check ${a.file}“`,
  'cli.block': (a) => `${a.file}, Block ${a.block}`,
  'cli.block-heading': (a) => `Block ${a.block}`,
  'cli.no-round': (a) => `scoresheet: ${a.file} hat kein Spiel ${a.round}`,
  'cli.severity.error': () => 'Fehler',
  'cli.severity.warning': () => 'Warnung',
  'cli.severity.info': () => 'Info',
  'cli.severity.hint': () => 'Hinweis',
};
