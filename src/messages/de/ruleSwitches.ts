// German names of the rule presets and `set` switches and of their values (the Rules disclosure of the view).

import type { DomainCatalog } from '../catalog';
import type { ruleSwitches as en } from '../en/ruleSwitches';

const NAMES: Record<string, string> = {
  announcement: 'Ansage Re/Kontra',
  'kontra-only': 'Ziel von Kontra, wenn nur Kontra angesagt hat',
  'tie-120': '120:120 ohne Ansagen',
  refutation: 'Punkte gegen Absagen',
  netting: 'Sonderpunkte verrechnen',
  fox: 'Fuchs',
  doppelkopf: 'Doppelkopf',
  karlchen: 'Karlchen',
  'fox-last-trick': 'Fuchs im letzten Stich',
  'karlchen-caught': 'Karlchen gefangen',
  'specials-in-solo': 'Sonderpunkte im Solo',
  'lost-solo-bonus': 'Bonus gegen ein verlorenes Solo',
  poverty: 'Armut',
  bock: 'Bockrunden',
  'bock-triggers': 'Bock-Auslöser',
  'bock-length': 'Spiele pro Bockrunde',
  'bock-overlap': 'Überlappende Bockrunden',
  'duty-solo': 'Pflichtsolo',
  series: 'Spiele pro Serie',
  'won-includes-bock': 'Notierter Wert enthält Bock',
  counting: 'Schreibweise',
  nines: 'Mit Neunen',
  dulle: 'Dulle',
  'marriage-partner': 'Hochzeitspartner',
  'no-trump-ace': 'Ass bei Sans-Atout',
  'all-trump-values': 'Kartenwerte bei Tout-Atout',
  rounding: 'Runden',
  'rounding-five': 'Eine 5 beim Runden',
  capot: 'Wert eines Capot',
  litige: 'Litige',
  'litige-belote': 'Belote im Litige',
  announcements: 'Ansagen',
  'failed-announcements': 'Ansagen bei verlorenem Kontrakt',
  'capot-announcements': 'Ansagen der Verteidigung beim Capot',
  surcoinche: 'Faktor der Surcoinche',
  'coinched-value': 'Wert eines gecoinchten Spiels',
  'belote-multiplied': 'Belote multipliziert',
  'failed-capot': 'Gescheiterter Capot',
  generale: 'Wert der Générale',
  'unbid-capot': 'Capot ohne Kontrakt',
  'coinche-success': 'Kontrakt erfüllt, wenn',
  'failed-belote': 'Belote eines verlorenen Preneurs',
  'bid-margin': 'Punkte über dem Kontrakt',
  'belote-counts': 'Belote zählt zum Kontrakt',
  'end-tie': 'Gleichstand am Ziel',
  'belote-only-win': 'Sieg nur durch die Belote',
  overtrump: 'Überstechpflicht',
  'partner-master': 'Partner hält den Stich',
};

const VALUES: Record<string, Record<string, string>> = {
  announcement: { plus2: 'je +2', double: 'verdoppelt den Wert' },
  refutation: { each: 'jede Absage', highest: 'nur die höchste' },
  netting: { net: 'verrechnet', clamp: 'bei 0 gekappt' },
  'bock-triggers': {
    'tie-120': '120:120',
    'lost-solo': 'verlorenes Solo',
    'lost-announcement': 'verlorene Ansage',
    black: 'schwarz',
    'heart-trick': 'Herzstich',
  },
  'bock-overlap': { multiply: 'multiplizieren', append: 'hintereinander' },
  series: { all: 'alle Spiele' },
  counting: { 'plus-minus': 'plus und minus', plus: 'nur plus', minus: 'nur minus' },
  dulle: { 'first-wins': 'die erste sticht', 'second-wins': 'die zweite sticht' },
  'marriage-partner': {
    'first-trick': 'erster Stich',
    'first-plain-trick': 'erster Fehlstich',
    'first-trump-trick': 'erster Trumpfstich',
  },
  'all-trump-values': { raw: 'roh (258)', ffb: 'FFB', pagat: 'Pagat' },
  rounding: { none: 'nicht', 'per-team': 'je Team', complement: 'Ergänzung auf 160' },
  'rounding-five': { up: 'aufrunden', down: 'abrunden' },
  litige: { carry: 'Reserve fürs nächste Spiel', off: 'Gleichstand verliert', made: 'Gleichstand erfüllt' },
  'litige-belote': { keep: 'zählt sofort', hold: 'bleibt in der Reserve' },
  'failed-announcements': { defence: 'an die Verteidigung', lost: 'verfallen' },
  'capot-announcements': { taker: 'an das Team des Preneurs', keep: 'behält die Verteidigung' },
  'coinched-value': { bracket: 'ganze Klammer × m', 'bid-only': 'nur der Kontrakt × m' },
  'coinche-success': { ahead: 'erreicht und vorn', contract: 'erreicht' },
  'failed-belote': { taker: 'bleibt beim Preneur', defence: 'an die Verteidigung' },
  'end-tie': { 'another-round': 'noch ein Spiel', 'last-contract': 'letzter Kontrakt entscheidet' },
};

const ON_OFF: Record<string, string> = { on: 'an', off: 'aus' };

const PRESETS: Record<string, string> = { ddv: 'DDV-Regeln', house: 'Hausregeln', official: 'offizielle FFB-Regeln' };

export const ruleSwitches: DomainCatalog<typeof en> = {
  'switch.name': (a) => NAMES[a.key] ?? a.key,
  'switch.value': (a) => VALUES[a.key]?.[a.value] ?? ON_OFF[a.value] ?? a.value,
  'switch.preset': (a) => PRESETS[a.preset] ?? a.preset,
};
