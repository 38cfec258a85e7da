// German texts of the guide writer's commands (see en/guideCli.ts).

import type { DomainCatalog } from '../message';
import type { guideCli as en } from '../en/guideCli';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const guideCli: DomainCatalog<typeof en> = {
  'cli.option-for': (a, f) => `${a.flag} gibt es nur für ${f.list(a.commands)}`,
  'cli.rules-value': () => '--rules braucht einen Regelsatz',
  'cli.key-value': (a) => `${a.flag} nimmt SCHLÜSSEL=WERT (z. B. announcement=double), nicht „${a.given}“`,
  'cli.compare-one': () => 'settle --compare vergleicht genau eine Datei',
  'cli.cannot-read-text': (a) => `scoresheet: „${a.file}“ lässt sich nicht lesen: ${a.reason}`,
  'cli.cannot-write': (a) =>
    `scoresheet: „${a.file}“ lässt sich nicht schreiben: ${a.reason}; die Datei bleibt, wie sie war`,
  'cli.compare.title': (a) => `Was wäre, wenn: ${a.what}`,
  'cli.compare.name': () => 'Name',
  'cli.compare.as-written': () => 'wie notiert',
  'cli.compare.what-if': () => 'was wäre, wenn',
  'cli.compare.difference': () => 'Differenz',
  'cli.compare.money-as-written': () => 'Geld wie notiert',
  'cli.compare.money-what-if': () => 'Geld, was wäre, wenn',
  'cli.compare.money-difference': () => 'Geld-Differenz',
  'cli.fixed': (a) => `${a.file}:${a.line}: korrigiert: ${a.title}`,
  'cli.fixed-summary': (a, f) =>
    `${n(a.fixes, 'Korrektur', 'Korrekturen', f)} in ${n(a.files, 'Datei', 'Dateien', f)} angewandt`,
  'cli.nothing-to-fix': () => 'nichts zu korrigieren',
  'cli.formatted': (a) => `${a.file} formatiert`,
  'cli.not-formatted': (a) => `${a.file} ist nicht formatiert`,
  'cli.fmt-summary': (a, f) =>
    a.check
      ? `${n(a.changed, 'Datei muss', 'Dateien müssen', f)} formatiert werden (von ${a.total})`
      : `${n(a.changed, 'Datei', 'Dateien', f)} formatiert (von ${a.total})`,
};
