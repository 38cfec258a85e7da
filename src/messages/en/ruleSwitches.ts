// English names of the rule presets and `set` switches and of their values, as the view's Rules disclosure shows them
// (beside the key and value as a file writes them). A key or value missing here is shown as written.

/** Each switch's name for a reader. */
const NAMES: Record<string, string> = {
  announcement: 'Re/Kontra announcement',
  'kontra-only': 'Kontra’s target when only Kontra announced',
  'tie-120': '120:120 without announcements',
  refutation: 'Points against Absagen',
  netting: 'Special points netting',
  fox: 'Fuchs',
  doppelkopf: 'Doppelkopf',
  karlchen: 'Karlchen',
  'fox-last-trick': 'Fuchs in the last trick',
  'karlchen-caught': 'Karlchen caught',
  'specials-in-solo': 'Special points in solos',
  'lost-solo-bonus': 'Bonus against a lost solo',
  poverty: 'Armut (poverty)',
  bock: 'Bock rounds',
  'bock-triggers': 'Bock triggers',
  'bock-length': 'Games per Bock round',
  'bock-overlap': 'Overlapping Bock rounds',
  'duty-solo': 'Pflichtsolo',
  series: 'Games per series',
  'won-includes-bock': 'Written value includes Bock',
  counting: 'How games are written',
  nines: 'With nines',
  dulle: 'Dulle',
  'marriage-partner': 'Hochzeit partner',
  'no-trump-ace': 'Ace at no-trump',
  'all-trump-values': 'Card values at all-trump',
  rounding: 'Rounding',
  'rounding-five': 'A 5 in rounding',
  capot: 'Capot value',
  litige: 'Litige',
  'litige-belote': 'Belote in a litige',
  announcements: 'Announcements',
  'failed-announcements': 'Announcements of a failed taker',
  'capot-announcements': 'Defence announcements in a capot',
  surcoinche: 'Surcoinche multiplier',
  'coinched-value': 'Coinched round value',
  'belote-multiplied': 'Belote multiplied',
  'failed-capot': 'Failed capot bid',
  generale: 'Générale value',
  'unbid-capot': 'Capot not bid',
  'coinche-success': 'Contract made when',
  'failed-belote': 'Belote of a failed taker',
  'bid-margin': 'Points over the contract',
  'belote-counts': 'Belote counts for the contract',
  'end-tie': 'Tie at the target',
  'belote-only-win': 'Win by belote alone',
  overtrump: 'Must overtrump',
  'partner-master': 'Partner holds the trick',
};

/** Values a reader would not understand as written, per switch. */
const VALUES: Record<string, Record<string, string>> = {
  announcement: { plus2: '+2 each', double: 'doubles the value' },
  refutation: { each: 'each Absage', highest: 'only the highest' },
  netting: { net: 'netted', clamp: 'clamped at 0' },
  'bock-triggers': {
    'tie-120': '120:120',
    'lost-solo': 'lost solo',
    'lost-announcement': 'lost announcement',
    black: 'schwarz',
    'heart-trick': 'heart trick',
  },
  'bock-overlap': { multiply: 'multiply', append: 'queue up' },
  series: { all: 'all games' },
  counting: { 'plus-minus': 'plus and minus', plus: 'plus only', minus: 'minus only' },
  dulle: { 'first-wins': 'first wins', 'second-wins': 'second wins' },
  'marriage-partner': {
    'first-trick': 'first trick',
    'first-plain-trick': 'first plain-suit trick',
    'first-trump-trick': 'first trump trick',
  },
  'all-trump-values': { raw: 'raw (258)', ffb: 'FFB', pagat: 'Pagat' },
  rounding: { none: 'none', 'per-team': 'each team', complement: 'complement to 160' },
  'rounding-five': { up: 'rounds up', down: 'rounds down' },
  litige: { carry: 'pot for the next round', off: 'tie fails', made: 'tie is made' },
  'litige-belote': { keep: 'scored at once', hold: 'held with the pot' },
  'failed-announcements': { defence: 'go to the defence', lost: 'lost' },
  'capot-announcements': { taker: 'go to the taker', keep: 'kept' },
  'coinched-value': { bracket: 'whole bracket × m', 'bid-only': 'contract only × m' },
  'coinche-success': { ahead: 'contract reached and ahead', contract: 'contract reached' },
  'failed-belote': { taker: 'kept by the taker', defence: 'to the defence' },
  'end-tie': { 'another-round': 'another round', 'last-contract': 'last contract decides' },
};

const ON_OFF: Record<string, string> = { on: 'on', off: 'off' };

const PRESETS: Record<string, string> = { ddv: 'DDV rules', house: 'house rules', official: 'official FFB rules' };

export const ruleSwitches = {
  'switch.name': (a: { key: string }) => NAMES[a.key] ?? a.key,
  'switch.value': (a: { key: string; value: string }) => VALUES[a.key]?.[a.value] ?? ON_OFF[a.value] ?? a.value,
  'switch.preset': (a: { preset: string }) => PRESETS[a.preset] ?? a.preset,
} satisfies Record<string, (a: never) => string>;
