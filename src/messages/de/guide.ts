// German texts of rule-guide blocks in Markdown (see en/guide.ts).

import type { DomainCatalog } from '../message';
import type { guide as en } from '../en/guide';

export const guide: DomainCatalog<typeof en> = {
  'expected-error': (a, f) => `Erwartet (expect=${a.code}): ${a.message ? f.t(a.message) : a.text}`,
  'expect-missing': (a) =>
    `Dieses Beispiel erwartet den Fehler \`${a.code}\`, aber der Block hat keinen; ` +
    `korrigiere das Beispiel oder nimm ${a.code} aus expect= heraus.`,
  'expect-missing.unknown-code': (a) =>
    `„${a.code}“ ist kein Problemcode von Scoresheet, dieser Block kann ihn also nie erzeugen; ` +
    'die Codes stehen in docs/diagnostics.md.',
  'unknown-flag': (a) =>
    `„${a.word}“ ist keine Block-Option; meintest du \`${a.hint}\`? (Optionen: expect=CODE[,CODE…] und skip.)`,
};
