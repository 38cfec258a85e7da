// French texts of the rule presets and `set` switches.

import type { DomainCatalog } from '../message';
import type { rules as en } from '../en/rules';

export const rules: DomainCatalog<typeof en> = {
  'rules.unknown-preset': (a) =>
    `Règles « ${a.preset} » inconnues pour ${a.game} ; valables : ${a.presets.join(', ')}. ` +
    `En attendant, le compte suit ${a.fallback}.`,
  'rules.unknown-setting': (a) =>
    `Règle « ${a.key} » inconnue pour ${a.game} ; elle est ignorée. Règles valables : ${a.keys.join(', ')}.`,
  'rules.missing-setting-value': (a, f) =>
    `« set ${a.key} » attend une valeur : ${f.t(a.values)}. En attendant, ${a.key} vaut ${a.current}.`,
  'rules.setting-needs': (a) =>
    `« ${a.key} ${a.value} » n’a d’effet qu’avec « set ${a.needs} ${a.needsValue} » ; ignoré ici.`,
  'rules.duplicate-setting': (a) =>
    `« ${a.key} » est réglé deux fois (d’abord à ${a.first}) ; la dernière ligne l’emporte.`,
  'rules.unknown-setting-value': (a, f) =>
    `« ${a.value} » n’est pas une valeur valable pour ${a.key} ; valables : ${f.t(a.values)}. ` +
    `En attendant, ${a.key} vaut ${a.current}.`,
  'rules.one-value': (a) => `« set ${a.key} » prend une seule valeur ; ${a.first} est retenu, le reste ignoré.`,
  'rules.values.number': (a) =>
    (a.zero ? 'un nombre entier, 0 ou plus' : 'un nombre entier positif') + (a.or ? ` ou ${a.or.join(', ')}` : ''),
  'rules.values.several': (a) => `une ou plusieurs valeurs parmi ${a.values.join(', ')}`,
  'rules.values.one': (a) => a.values.join(', '),
  'rules.values.amounts': (a) => `${a.values.join(', ')}, ou un ou plusieurs montants (p. ex. 0.50 0.50 0.50 1.00)`,
};
