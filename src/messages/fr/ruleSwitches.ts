// French names of the rule presets and `set` switches and of their values (the Rules disclosure of the view).

import type { DomainCatalog } from '../catalog';
import type { ruleSwitches as en } from '../en/ruleSwitches';

const NAMES: Record<string, string> = {
  announcement: 'Annonce Re/Kontra',
  'kontra-only': 'Objectif de Kontra quand seul Kontra a annoncé',
  'tie-120': '120:120 sans annonce',
  refutation: 'Points contre les Absagen',
  netting: 'Compensation des points spéciaux',
  fox: 'Fuchs',
  doppelkopf: 'Doppelkopf',
  karlchen: 'Karlchen',
  'fox-last-trick': 'Fuchs au dernier pli',
  'karlchen-caught': 'Karlchen pris',
  'specials-in-solo': 'Points spéciaux en solo',
  'lost-solo-bonus': 'Bonus contre un solo perdu',
  poverty: 'Armut',
  bock: 'Tours de Bock',
  'bock-triggers': 'Déclencheurs de Bock',
  'bock-length': 'Donnes par tour de Bock',
  'bock-overlap': 'Tours de Bock qui se chevauchent',
  'duty-solo': 'Pflichtsolo',
  series: 'Donnes par série',
  'won-includes-bock': 'Valeur notée avec Bock',
  counting: 'Façon de noter',
  nines: 'Avec les neuf',
  dulle: 'Dulle',
  'marriage-partner': 'Partenaire de la Hochzeit',
  'no-trump-ace': 'As à sans-atout',
  'all-trump-values': 'Valeurs à tout-atout',
  rounding: 'Arrondi',
  'rounding-five': 'Un 5 à l’arrondi',
  capot: 'Valeur du capot',
  'failed-base': 'Base du dedans',
  litige: 'Litige',
  'litige-belote': 'Belote en litige',
  announcements: 'Annonces',
  'failed-announcements': 'Annonces du preneur chuté',
  'capot-announcements': 'Annonces de la défense en cas de capot',
  surcoinche: 'Multiplicateur de surcoinche',
  'coinched-value': 'Valeur d’une donne coinchée',
  'belote-multiplied': 'Belote multipliée',
  'failed-capot': 'Capot demandé chuté',
  generale: 'Valeur de la générale',
  'unbid-capot': 'Capot non demandé',
  'coinche-success': 'Contrat fait si',
  'failed-belote': 'Belote d’un preneur chuté',
  'bid-margin': 'Points au-delà du contrat',
  'belote-counts': 'Belote comptée pour le contrat',
  'end-tie': 'Égalité à l’objectif',
  'belote-only-win': 'Victoire par la seule belote',
  overtrump: 'Obligation de monter',
  'partner-master': 'Partenaire maître',
};

const VALUES: Record<string, Record<string, string>> = {
  announcement: { plus2: '+2 chacune', double: 'double la valeur' },
  refutation: { each: 'chaque Absage', highest: 'seulement la plus haute' },
  netting: { net: 'compensés', clamp: 'ramenés à 0' },
  'bock-triggers': {
    'tie-120': '120:120',
    'lost-solo': 'solo perdu',
    'lost-announcement': 'annonce perdue',
    black: 'schwarz',
    'heart-trick': 'pli de quatre cœurs',
  },
  'bock-overlap': { multiply: 'se multiplient', append: 'se suivent' },
  series: { all: 'toutes les donnes' },
  counting: { 'plus-minus': 'plus et moins', plus: 'plus seulement', minus: 'moins seulement' },
  dulle: { 'first-wins': 'la première gagne', 'second-wins': 'la seconde gagne' },
  'marriage-partner': {
    'first-trick': 'premier pli',
    'first-plain-trick': 'premier pli hors atout',
    'first-trump-trick': 'premier pli d’atout',
  },
  'all-trump-values': { raw: 'brutes (258)', ffb: 'FFB', pagat: 'Pagat' },
  rounding: { none: 'aucun', 'per-team': 'par équipe', complement: 'complément à 160' },
  'rounding-five': { up: 'arrondi au-dessus', down: 'arrondi en dessous' },
  'failed-base': { deal: 'la donne (162)' },
  litige: { carry: 'mis en attente pour la donne suivante', off: 'l’égalité fait chuter', made: 'l’égalité passe' },
  'litige-belote': { keep: 'comptée tout de suite', hold: 'gardée avec le litige' },
  'failed-announcements': { defence: 'à la défense', lost: 'perdues' },
  'capot-announcements': { taker: 'au preneur', keep: 'gardées par la défense' },
  'coinched-value': { bracket: 'toute la parenthèse × m', 'bid-only': 'contrat seul × m' },
  'coinche-success': { ahead: 'contrat atteint et devant', contract: 'contrat atteint' },
  'failed-belote': { taker: 'gardée par le preneur', defence: 'à la défense' },
  'end-tie': { 'another-round': 'une donne de plus', 'last-contract': 'le dernier contrat décide' },
};

const ON_OFF: Record<string, string> = { on: 'oui', off: 'non' };

const PRESETS: Record<string, string> = {
  ddv: 'règles DDV',
  house: 'règles maison',
  official: 'règles officielles FFB',
};

export const ruleSwitches: DomainCatalog<typeof en> = {
  'switch.name': (a) => NAMES[a.key] ?? a.key,
  'switch.value': (a) => VALUES[a.key]?.[a.value] ?? ON_OFF[a.value] ?? a.value,
  'switch.preset': (a) => PRESETS[a.preset] ?? a.preset,
};
