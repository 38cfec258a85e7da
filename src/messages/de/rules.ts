// German texts of the rule presets and `set` switches.

import type { DomainCatalog } from '../message';
import type { rules as en } from '../en/rules';

export const rules: DomainCatalog<typeof en> = {
  'rules.unknown-preset': (a) =>
    `Unbekannter Regelsatz „${a.preset}“ für ${a.game}; gültig: ${a.presets.join(', ')}. ` +
    `Bis dahin wird nach ${a.fallback} gezählt.`,
  'rules.unknown-setting': (a) =>
    `Unbekannte Regel „${a.key}“ für ${a.game}; sie wird übergangen. Gültig: ${a.keys.join(', ')}.`,
  'rules.missing-setting-value': (a, f) =>
    `„set ${a.key}“ braucht einen Wert: ${f.t(a.values)}. Bis dahin gilt ${a.key} ${a.current}.`,
  'rules.setting-needs': (a) =>
    `„${a.key} ${a.value}“ wirkt nur mit „set ${a.needs} ${a.needsValue}“; hier wird es übergangen.`,
  'rules.duplicate-setting': (a) => `„${a.key}“ ist zweimal gesetzt (zuerst auf ${a.first}); die spätere Zeile gilt.`,
  'rules.unknown-setting-value': (a, f) =>
    `„${a.value}“ ist kein gültiger Wert für ${a.key}; gültig: ${f.t(a.values)}. Bis dahin gilt ${a.key} ${a.current}.`,
  'rules.one-value': (a) => `„set ${a.key}“ nimmt einen Wert; ${a.first} gilt, der Rest wird übergangen.`,
  'rules.values.number': (a) =>
    (a.zero ? 'eine ganze Zahl ab 0' : 'eine positive ganze Zahl') + (a.or ? ` oder ${a.or.join(', ')}` : ''),
  'rules.values.several': (a) => `einer oder mehrere von ${a.values.join(', ')}`,
  'rules.values.one': (a) => a.values.join(', '),
  'rules.values.amounts': (a) => `${a.values.join(', ')} oder ein oder mehrere Beträge (z. B. 0.50 0.50 0.50 1.00)`,
};
