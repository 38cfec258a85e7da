// French texts of duty solos in the settlement and explain output and of the culprit fixes (see ../en/duty.ts).

import type { duty as en } from '../en/duty';
import type { Fmt } from '../fmt';

export const duty: { [K in keyof typeof en]: (a: Parameters<(typeof en)[K]>[0], f: Fmt) => string } = {
  'culprit.fix.won-value': (a) => `Donne ${a.round} : ${a.line}`,
  'culprit.fix.signs': (a) => `Donne ${a.round} : ${a.line} (l'autre camp a gagné)`,
  'culprit.fix.swap': (a) => `Échanger ${a.a} et ${a.b} dans la donne ${a.round}`,
};
