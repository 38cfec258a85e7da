// German texts of the problems found while reading a Belote/Coinche round's lines.

import type { DomainCatalog } from '../../../../messages/message';
import type { Twice, beloteRead as en } from '../en/beloteRead';
import { MISSING } from './belote';

const TWICE: Record<Twice, string> = {
  taker: 'Der Preneur steht',
  trump: 'Der Trumpf steht',
  contract: 'Der Kontrakt steht',
  cards: 'Die Augen stehen',
};

export const beloteRead: DomainCatalog<typeof en> = {
  'bel.read.twice': (a) => `${TWICE[a.what]} zweimal in diesem Spiel; die letzte Angabe gilt.`,
  'bel.read.team-twice': (a) => `„${a.name}“ nennt ein Team, das in dieser Zeile schon eine Zahl hat; die letzte gilt.`,
  'bel.read.cards-twice': (a) => `„${a.name}“ hat in dieser Zeile schon Augen; die letzte Zahl gilt.`,
  'bel.read.line-twice': (a) =>
    `Eine zweite ${a.kind === 'score' ? 'Punktezeile' : 'Standzeile'} in diesem Spiel; geprüft wird die letzte.`,
  'bel.read.bad-contract': (a) =>
    `Einen Kontrakt von ${a.value} gibt es nicht: Kontrakte sind 80, 90, 100 … in Zehnerschritten, Capot oder ` +
    'Générale.',
  'bel.read.last-twice': (a) =>
    a.same
      ? 'Der letzte Stich ist schon diesem Team gegeben.'
      : 'Der letzte Stich ist schon dem anderen Team gegeben; nur ein Team kann ihn machen.',
  'bel.read.announcements-off': () =>
    'Meldungen sind in dieser Partie abgeschaltet („set announcements off“), sie zählen also nicht.',
  'bel.read.capot-twice': () => 'Nur ein Team kann alle 8 Stiche machen; der Capot ist schon dem anderen Team gegeben.',
  'bel.read.belote-count': (a) =>
    a.max === 0
      ? 'Bei Sans-Atout gibt es keine Belote (weder Trumpfkönig noch Trumpfdame); sie zählt nicht.'
      : a.max === 1
        ? 'Bei einem Farbspiel ist nur eine Belote möglich (ein König und eine Dame in Trumpf); diese zählt nicht.'
        : 'Bei Tout-Atout sind höchstens vier Belotes möglich; diese zählt nicht.',
  'bel.read.capot-cards': (a) =>
    `Ein Capot braucht alle Augen (${a.deal} zu 0), aber die Augen stehen ${a.a} zu ${a.b}.`,
  'bel.read.capot-last': () => 'Ein Capot braucht auch den letzten Stich, aber der ist dem anderen Team gegeben.',
  'bel.read.capot-hint': (a) =>
    `Ein Team hat alle ${a.deal} Augen und den letzten Stich: Wenn es alle 8 Stiche gemacht hat, schreibe „capot“ ` +
    '(ein Stich kann 0 Augen wert sein, die Augen allein beweisen es also nicht).',
  'bel.read.tricks-no-trump': (a) =>
    `Ohne ${MISSING[a.missing]} kann niemand diese Stiche gewinnen; geprüft werden nur die Karten selbst.`,
  'bel.read.trick-example': (a) =>
    `${a.n === 1 ? 'Ein Stich' : `${a.n} Stiche`} von 8: als Stichbeispiel geprüft; das Spiel wird nicht gewertet ` +
    'und zählt nicht zum Stand.',
  'bel.read.deal-invalid': (a) =>
    a.written
      ? 'Die Stiche ergeben kein gültiges Spiel (siehe die Fehler dort), also wird nichts aus ihnen abgeleitet; die ' +
        'notierten Punkte zählen, wie sie stehen.'
      : 'Die Stiche ergeben kein gültiges Spiel (siehe die Fehler dort), also wird nichts aus ihnen abgeleitet, ' +
        'und das Spiel zählt nicht.',
  'bel.read.missing': (a) => {
    const what = a.unreadable
      ? `seine Zeile „${a.kind === 'cards' ? 'augen' : a.kind}“, die sich nicht lesen ließ (siehe den Fehler dort)`
      : MISSING[a.missing];
    return a.written
      ? `Ohne ${what} lässt sich dieses Spiel nicht prüfen; die notierten Punkte zählen, wie sie stehen.`
      : `Ohne ${what} lässt sich dieses Spiel nicht werten; es zählt nicht.`;
  },
};
