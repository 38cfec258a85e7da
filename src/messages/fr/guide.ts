// French texts of rule-guide blocks in Markdown (see en/guide.ts).

import type { DomainCatalog } from '../message';
import type { guide as en } from '../en/guide';

export const guide: DomainCatalog<typeof en> = {
  'expected-error': (a, f) => `Attendu (expect=${a.code}) : ${a.message ? f.t(a.message) : a.text}`,
  'expect-missing': (a) =>
    `Cet exemple attend l’erreur \`${a.code}\`, mais le bloc n’en a aucune ; ` +
    `corrigez l’exemple ou retirez ${a.code} de expect=.`,
  'expect-missing.unknown-code': (a) =>
    `« ${a.code} » n’est pas un code de problème de Scoresheet : ce bloc ne peut donc jamais le produire ; ` +
    'les codes sont listés dans docs/diagnostics.md.',
  'unknown-flag': (a) =>
    `« ${a.word} » n’est pas une option de bloc ; vouliez-vous dire \`${a.hint}\` ? ` +
    '(Options : expect=CODE[,CODE…] et skip.)',
};
