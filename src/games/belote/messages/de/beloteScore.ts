// German texts of how a Belote/Coinche round is scored. German tables playing Belote and Coinche keep the French
// game words, as nouns capitalised (Belote, Capot, Litige, Coinche, Sans-Atout, Tout-Atout, Générale, Tierce, Carré,
// Preneur); the rest is German: die Verteidigung, der Kontrakt, erfüllt / verloren, Augen, Meldungen (Ansage is
// Doppelkopf's Re/Kontra), Reserve (the points a litige holds back), Spiel (a deal), Partie.

import type { TrumpKind } from '../../syntax/itemTypes';
import type { DomainCatalog } from '../../../../messages/message';
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
  announcements: 'Meldungen',
  belote: 'Belote',
  contract: 'Kontrakt',
  'failed-capot': 'gescheiterter Capot',
};
const TERM: Record<TermWhat, string> = {
  capot: 'Capot',
  cards: 'Augen',
  'cards-der': 'Augen mit dem letzten Stich',
  last: 'letzter Stich',
  belote: 'Belote',
  announcements: 'Meldungen',
  'defence-announcements': 'Meldungen der Verteidigung',
  'taker-announcements': 'Meldungen des Preneurs',
  'taker-belote': 'Belote des Preneurs',
  contract: 'Kontrakt',
  deal: 'Spiel',
  'litige-pot': 'Reserve (Litige)',
};
const TRUMP_WORD: Partial<Record<TrumpKind, string>> = { 'no-trump': 'sans-atout', 'all-trump': 'tout-atout' };
const RESULT = { made: 'erfüllt', failed: 'verloren', litige: 'Litige' } as const;
const nb = (noBelote?: boolean) => (noBelote ? ' (Belote nicht gezählt)' : '');

/** What the taker needs: the contract, or more (`coinche-success contract` at 80, `bid-margin`). */
const needOf = (a: { contract: number; need?: number }): number => a.need ?? a.contract;
/** `80`, or `80 (braucht 82)` when the taker needs more than the contract. */
const contractNeed = (a: { contract: number; need?: number }): string =>
  needOf(a) === a.contract ? String(a.contract) : `${a.contract} (braucht ${needOf(a)})`;

export const beloteScore: DomainCatalog<typeof en> = {
  'bel.headline': (a) => headlineText(a, (t) => TRUMP_WORD[t] ?? t),
  'bel.trump-word': (a) => TRUMP_WORD[a.trump] ?? a.trump,

  'bel.co.capot-bid': (a) =>
    a.made ? 'Capot als Kontrakt: alle 8 Stiche → erfüllt' : 'Capot als Kontrakt, aber nicht alle 8 Stiche → verloren',
  'bel.co.generale': (a) =>
    a.made
      ? 'Générale: der Preneur hat alle 8 Stiche allein gemacht → erfüllt'
      : 'Générale: der Preneur hat nicht alle 8 Stiche allein gemacht → verloren',
  'bel.co.reached': (a) =>
    `Preneur ${a.t} ${a.t >= needOf(a) ? '≥' : '<'} Kontrakt ${contractNeed(a)}${nb(a.noBelote)} → ` +
    `${a.t >= needOf(a) ? 'erfüllt' : 'verloren'}`,
  'bel.co.ahead': (a) => {
    const how =
      a.t < needOf(a)
        ? `Preneur ${a.t} < Kontrakt ${contractNeed(a)}`
        : a.t > a.d
          ? `Preneur ${a.t} ≥ Kontrakt ${contractNeed(a)} und vor der Verteidigung ${a.t} > ${a.d}`
          : `Preneur ${a.t} ≥ Kontrakt ${contractNeed(a)}, aber nicht vor der Verteidigung ` +
            `${a.t} ${a.t === a.d ? '=' : '<'} ${a.d}`;
    return `${how}${nb(a.noBelote)} → ${RESULT[a.result]}${a.result === 'made' && a.t === a.d ? ' (litige made)' : ''}`;
  },
  'bel.co.multiplier': (a) =>
    `${a.modifier} ×${a.m}${a.bidOnly ? ' nur auf den Kontrakt (coinched-value bid-only)' : ''}`,
  'bel.co.contract': (a) => `Kontrakt ${contractWord(a.value)}`,
  'bel.co.announced': (a) =>
    `coinche-scoring contract: nur der Kontrakt ${contractWord(a.value)}, ` +
    `für ${a.made ? 'den Preneur' : 'die Verteidigung'}`,
  'bel.co.flat': (a) =>
    `capot-scoring flat: nur der Kontrakt ${contractWord(a.value)}, ohne Karten, letzten Stich und Meldungen`,
  'bel.co.formula': (a) => formulaText(a, (w) => PART[w]),
  'bel.co.equals': (a, f) => `${f.t(a.formula)} = ${f.num(a.value)}`,
  'bel.co.belote-after': (a) => (a.bracket ? 'Belote nach der Klammer addiert' : 'Belote danach addiert'),
  'bel.co.defence-keeps': (a) =>
    a.belote ? 'die Verteidigung behält nur ihre Belote' : 'die Verteidigung bekommt nichts',
  'bel.co.taker-keeps': (a) => (a.belote ? 'der Preneur behält nur seine Belote' : 'der Preneur bekommt nichts'),

  'bel.pot.held': (a) =>
    `Litige: ${a.held} kommen in die Reserve${a.now !== undefined ? ` (Reserve jetzt ${a.now})` : ''}`,
  'bel.pot.won': () => 'Reserve gewonnen',
  'bel.rounded': (a, f) => `${a.complement ? 'als Ergänzung' : 'gerundet'} ${f.num(a.from)} → ${f.num(a.to)}`,

  'bel.term': (a) => TERM[a.what],
  'bel.term.scaled': (a) => `(${a.raw} × 162/258)`,
  'bel.working': (a, f) => {
    const words = a.terms.length ? a.terms.map((t) => `${t.points} ${f.t(t.label)}`).join(' + ') : 'nichts';
    return a.rounded ? `${words}, gerundet ${a.rounded.from} → ${a.rounded.to}` : words;
  },

  'bel.ann.name': (a) => frenchAnnouncement(a.label),
  'bel.ann.cancel': (a, f) => `${f.t(a.a)} = ${f.t(a.b)}: gleich hohe beste Meldungen heben sich auf, keine zählt`,
  'bel.ann.beats': (a, f) =>
    `${f.t(a.winner)} schlägt ${f.t(a.loser)} (${
      a.why === 'carre' ? 'ein Carré schlägt jede Folge' : a.why === 'value' ? 'höherer Wert' : 'höheres Carré'
    })`,
  'bel.ann.sevens': (a) => `„${a.item}“: vier Siebenen oder vier Achten zählen nichts, das ist keine Meldung.`,
  'bel.ann.bad-carre': (a) =>
    `„${a.item}“ ist keine Meldung; die Carrés heißen \`four-jacks\`, \`four-nines\`, \`four-aces\`, ` +
    `\`four-tens\`, \`four-kings\` und \`four-queens\`.`,
  'bel.ann.bad-value': (a) => `${a.item} ist kein Meldewert; es gibt 20, 50, 100 (Folgen) und 100, 150, 200 (Carrés).`,
  'bel.ann.unknown': (a) =>
    `„${a.item}“ ist keine Meldung; schreibe \`tierce\`, \`fifty\`, \`hundred\`, \`four-jacks\`, \`four-nines\`, ` +
    `\`four-aces\`, \`four-tens\`, \`four-kings\`, \`four-queens\` oder einen Wert.`,

  'bel.recorded': () => 'wie notiert gezählt',
  'bel.pot.stays-open': (a) =>
    `die Reserve von ${a.pot} (Litige) bleibt offen: ein Spiel, von dem nur die Punkte notiert sind, sagt nicht, ` +
    'wer es gewonnen hat',
  'bel.game-over': (a, f) =>
    `${a.winner} hat Partie ${a.game} gewonnen (${f.num(a.totals[0])} zu ${f.num(a.totals[1])}); ` +
    `mit diesem Spiel beginnt Partie ${a.game + 1}, und der Stand fängt wieder bei 0 an${
      a.pot > 0
        ? `; die offene Reserve von ${a.pot} (Litige) geht an den Gewinner dieses Spiels ` +
          '(FFB-B §10.1.3: das nächste Spiel)'
        : ''
    }.`,
  'bel.end.wins': (a, f) => `${a.team} erreicht ${f.num(a.total)} ≥ ${f.num(a.target)}: gewinnt Partie ${a.game}`,
  'bel.end.deals': (a, f) =>
    `nach ${a.deals} ${f.plural(a.deals, 'Spiel', 'Spielen')} hat ${a.team} mehr Punkte ` +
    `(${f.num(a.total)} zu ${f.num(a.other)}): gewinnt Partie ${a.game}`,
  'bel.end.belote-only': (a, f) =>
    `${a.team} hat ${f.num(a.total)} nur durch seine Belote erreicht: noch kein Sieg (belote-only-win off)`,
  'bel.end.no-trick': (a) =>
    `${a.team} hat in diesem Spiel keinen Stich gemacht: noch kein Sieg ` +
    `(belote-only-win off verlangt ein Spiel mit einem Stich)`,
  'bel.end.both': (a, f) => `beide Teams haben ${f.num(a.target)} erreicht; der höhere Stand gewinnt`,
  'bel.end.tie': (a, f) =>
    a.lastContract
      ? `Gleichstand bei ${f.num(a.total)}: die Gewinner des letzten Kontrakts gewinnen (end-tie last-contract)`
      : `Gleichstand bei ${f.num(a.total)}: ein weiteres Spiel entscheidet (end-tie another-round)`,
  'bel.end.notes': (a, f) => a.notes.map((n) => f.t(n)).join('; '),
};
