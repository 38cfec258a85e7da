// German texts of how a Belote/Coinche round is scored. German tables playing Belote and Coinche keep the French
// game words (belote, capot, litige, coinche, sans-atout, tout-atout, générale, tierce, carré); the rest is German:
// das nehmende Team, die Verteidigung, der Kontrakt, erfüllt / verloren, Augen, Ansagen, Partie.

import type { TrumpKind } from '../../format/ast';
import type { DomainCatalog } from '../catalog';
import {
  contractWord,
  formulaText,
  frenchAnnouncement,
  headlineText,
  type FormulaPart,
  type TermWhat,
  type beloteScore as en,
} from '../en/beloteScore';

const PART: Record<NonNullable<FormulaPart['what']>, string> = {
  announcements: 'Ansagen',
  belote: 'belote',
  contract: 'Kontrakt',
  'failed-capot': 'verlorener capot',
};
const TERM: Record<TermWhat, string> = {
  capot: 'capot',
  cards: 'Augen',
  'cards-der': 'Augen mit dem letzten Stich',
  last: 'letzter Stich',
  belote: 'belote',
  announcements: 'Ansagen',
  'defence-announcements': 'Ansagen der Verteidigung',
  'taker-announcements': 'Ansagen des nehmenden Teams',
  contract: 'Kontrakt',
  deal: 'Spiel',
  'litige-pot': 'Topf (litige)',
};
const TRUMP_WORD: Partial<Record<TrumpKind, string>> = { 'no-trump': 'sans-atout', 'all-trump': 'tout-atout' };
const RESULT = { made: 'erfüllt', failed: 'verloren', litige: 'litige' } as const;
const nb = (noBelote?: boolean) => (noBelote ? ' (belote nicht gezählt)' : '');

export const beloteScore: DomainCatalog<typeof en> = {
  'bel.headline': (a) => headlineText(a, (t) => TRUMP_WORD[t] ?? t),
  'bel.trump-word': (a) => TRUMP_WORD[a.trump] ?? a.trump,

  'bel.co.capot-bid': (a) =>
    a.made ? 'capot angesagt: alle 8 Stiche → erfüllt' : 'capot angesagt, aber nicht alle 8 Stiche → verloren',
  'bel.co.generale': (a) =>
    a.made
      ? 'générale: wer sie angesagt hat, hat alle 8 Stiche gemacht → erfüllt'
      : 'générale: wer sie angesagt hat, hat nicht alle 8 Stiche allein gemacht → verloren',
  'bel.co.reached': (a) =>
    `nehmendes Team ${a.t} ${a.t >= a.contract ? '≥' : '<'} Kontrakt ${a.contract}${nb(a.noBelote)} → ` +
    `${a.t >= a.contract ? 'erfüllt' : 'verloren'}`,
  'bel.co.ahead': (a) => {
    const how =
      a.t < a.contract
        ? `nehmendes Team ${a.t} < Kontrakt ${a.contract}`
        : a.t > a.d
          ? `nehmendes Team ${a.t} ≥ Kontrakt ${a.contract} und vor der Verteidigung ${a.t} > ${a.d}`
          : `nehmendes Team ${a.t} ≥ Kontrakt ${a.contract}, aber nicht vor der Verteidigung ` +
            `${a.t} ${a.t === a.d ? '=' : '<'} ${a.d}`;
    return `${how}${nb(a.noBelote)} → ${RESULT[a.result]}`;
  },
  'bel.co.multiplier': (a) =>
    `${a.modifier} ×${a.m}${a.bidOnly ? ' nur auf den Kontrakt (coinched-value bid-only)' : ''}`,
  'bel.co.contract': (a) => `Kontrakt ${contractWord(a.value)}`,
  'bel.co.formula': (a) => formulaText(a, (w) => PART[w]),
  'bel.co.equals': (a, f) => `${f.t(a.formula)} = ${a.value}`,
  'bel.co.belote-after': (a) => (a.bracket ? 'belote nach der Klammer addiert' : 'belote danach addiert'),
  'bel.co.defence-keeps': (a) =>
    a.belote ? 'die Verteidigung behält nur ihre belote' : 'die Verteidigung bekommt nichts',
  'bel.co.taker-keeps': (a) =>
    a.belote ? 'das nehmende Team behält nur seine belote' : 'das nehmende Team bekommt nichts',

  'bel.pot.held': (a) => `litige: ${a.held} bleiben im Topf${a.now !== undefined ? ` (Topf jetzt ${a.now})` : ''}`,
  'bel.pot.won': () => 'Topf gewonnen',
  'bel.rounded': (a) => `${a.complement ? 'als Ergänzung' : 'gerundet'} ${a.from} → ${a.to}`,

  'bel.term': (a) => TERM[a.what],
  'bel.term.scaled': (a) => `(${a.raw} × 162/258)`,
  'bel.working': (a, f) => {
    const words = a.terms.length ? a.terms.map((t) => `${t.points} ${f.t(t.label)}`).join(' + ') : 'nichts';
    return a.rounded ? `${words}, gerundet ${a.rounded.from} → ${a.rounded.to}` : words;
  },

  'bel.ann.name': (a) => frenchAnnouncement(a.label),
  'bel.ann.cancel': (a, f) => `${f.t(a.a)} = ${f.t(a.b)}: gleich hohe beste Ansagen heben sich auf, keine zählt`,
  'bel.ann.beats': (a, f) =>
    `${f.t(a.winner)} schlägt ${f.t(a.loser)} (${
      a.why === 'carre' ? 'ein carré schlägt jede Folge' : a.why === 'value' ? 'höherer Wert' : 'höheres carré'
    })`,
  'bel.ann.sevens': (a) => `„${a.item}“: vier Siebenen oder vier Achten zählen nichts, das ist keine Ansage.`,
  'bel.ann.bad-carre': (a) =>
    `„${a.item}“ ist keine Ansage; die carrés heißen \`four-jacks\`, \`four-nines\`, \`four-aces\`, ` +
    `\`four-tens\`, \`four-kings\` und \`four-queens\`.`,
  'bel.ann.bad-value': (a) => `${a.item} ist kein Ansagewert; es gibt 20, 50, 100 (Folgen) und 100, 150, 200 (carrés).`,
  'bel.ann.unknown': (a) =>
    `„${a.item}“ ist keine Ansage; schreibe \`tierce\`, \`fifty\`, \`hundred\`, \`four-jacks\`, \`four-nines\`, ` +
    `\`four-aces\`, \`four-tens\`, \`four-kings\`, \`four-queens\` oder einen Wert.`,

  'bel.recorded': () => 'wie notiert gezählt',
  'bel.pot.stays-open': (a) =>
    `der Topf ${a.pot} (litige) bleibt offen: ein Spiel, von dem nur die Punkte notiert sind, sagt nicht, ` +
    'wer es gewonnen hat',
  'bel.game-over': (a) =>
    `${a.winner} hat Partie ${a.game} gewonnen (${a.totals[0]} zu ${a.totals[1]}); mit diesem Spiel beginnt ` +
    `Partie ${a.game + 1}, und der Stand fängt wieder bei 0 an${
      a.pot > 0
        ? `; der offene Topf von ${a.pot} (litige) geht an den Gewinner dieses Spiels ` +
          '(FFB-B §10.1.3: das nächste Spiel)'
        : ''
    }.`,
  'bel.end.wins': (a) => `${a.team} erreicht ${a.total} ≥ ${a.target}: gewinnt Partie ${a.game}`,
  'bel.end.belote-only': (a) =>
    `${a.team} hat ${a.total} nur durch seine belote erreicht: noch kein Sieg (belote-only-win off)`,
  'bel.end.no-trick': (a) =>
    `${a.team} hat in diesem Spiel keinen Stich gemacht: noch kein Sieg ` +
    `(belote-only-win off verlangt ein Spiel mit einem Stich)`,
  'bel.end.both': (a) => `beide Teams haben ${a.target} erreicht; der höhere Stand gewinnt`,
  'bel.end.tie': (a) =>
    a.lastContract
      ? `Gleichstand bei ${a.total}: die Gewinner des letzten Kontrakts gewinnen (end-tie last-contract)`
      : `Gleichstand bei ${a.total}: ein weiteres Spiel entscheidet (end-tie another-round)`,
  'bel.end.notes': (a, f) => a.notes.map((n) => f.t(n)).join('; '),
};
