// German texts of Belote's and Coinche's lines as the parser reads them (src/games/belote/syntax): the problems
// and the usage phrases only these games' sheets have (see ../en/syntax.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import type { Ex } from '../../../../messages/examples';
import { seat, team } from '../examples';
import type { syntax as en } from '../en/syntax';

/** A Belote player as an example writes it: the file's own names where it has them. */
const B = (ex: Ex | undefined, i: number) => seat(ex, i);
const TRUMPS = 'kreuz, pik, herz, karo, sans-atout oder tout-atout';
const CONTRACT = (ex?: Ex) =>
  `\`contract SPIELER WERT FARBE [coinche|surcoinche]\`, z. B. \`contract ${B(ex, 2)} 90 pik coinche\``;
const TITLES = { belote: 'Belote', coinche: 'Coinche' } as const;

export const syntax: CatalogOf<typeof en> = {
  'player-count.belote': (a) =>
    `${TITLES[a.game]} spielen genau 4 Spieler (Partner gegenüber); hier stehen ${a.count}.`,
  'missing-argument.team': (a) =>
    `Welches Team ${
      a.kind === 'last'
        ? 'hat den letzten Stich gemacht'
        : a.kind === 'belote'
          ? 'hatte Belote-Rebelote'
          : 'hat alle 8 Stiche gemacht'
    }? Schreibe das Team oder einen seiner Spieler, z. B. \`${a.keyword} ${B(a.ex, 2)}\`.`,
  'bad-contract.modifier': (a) => `„${a.text}“ ist keine Coinche; erwartet: coinche oder surcoinche (oder nichts).`,

  'bad-contract.modifier-suggest': (a, f) =>
    `„${a.text}“ ist keine Coinche; ${f.t(a.hint)} Erwartet: coinche oder surcoinche (oder nichts).`,
  'bad-contract.value': (a) =>
    `„${a.text}“ ist kein Kontraktwert; erwartet: eine Zahl (80, 90, 100 … in Zehnerschritten), capot oder generale.`,
  'bad-trump.suggest': (a, f) => `„${a.text}“ ist kein Trumpf; ${f.t(a.hint)} Erwartet: ${TRUMPS}.`,
  'missing-argument.announce-belote': (a) =>
    `Wer hat gemeldet? Schreibe \`meldung ${B(a.ex, 2)} tierce\` oder \`meldung ${team(a.ex, 0)} cinquante\`.`,
  'missing-argument.announcement': () =>
    'Welche Meldung? Füge z. B. tierce, cinquante, cent, carré-valets oder einen Wert wie 50 hinzu.',
  'missing-argument.contract': (a) => `Wessen Kontrakt? Schreibe ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-trump': (a) => `Der Trumpf des Kontrakts fehlt; schreibe ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-value': (a) => `Der Wert des Kontrakts fehlt; schreibe ${CONTRACT(a.ex)}.`,
  'missing-argument.generale': (a) =>
    `Wer hat alle 8 Stiche allein gemacht? Schreibe z. B. \`generale ${B(a.ex, 2)}\`.`,
  'missing-argument.rules-belote': () => 'Welche Regeln? Schreibe `regeln haus` oder `regeln offiziell`.',
  'missing-argument.taker': (a) => `Wer ist der Preneur? Schreibe z. B. \`taker ${B(a.ex, 2)}\`.`,
  'missing-argument.trump': () => `Welcher Trumpf? Schreibe ${TRUMPS}.`,
  'usage.cards-belote': (a) =>
    `\`cards ${team(a.ex, 0)} 90 ${team(a.ex, 1)} 62\` (ein Team darf fehlen), oder \`cards 90\` für das Team ` +
    'des Preneurs',
  'usage.contract': (a) => CONTRACT(a.ex),

  'usage.score-belote': (a) => `Teams und Punkte, z. B. \`${a.keyword} ${team(a.ex, 0)} 100 ${team(a.ex, 1)} 82\``,
  'usage.team': (a) => `\`${a.keyword}\` nimmt ein Team oder einen Spieler${a.belote ? ' (eine Zeile je Belote)' : ''}`,
  'usage.trump': (a) => `\`${a.keyword}\` nimmt eine Farbe`,
  'suggest.word': (a) => `meintest du \`${a.form}\`${a.form === a.canonical ? '' : ` (${a.canonical})`}?`,
  'bad-trump': (a) => `„${a.text}“ ist kein Trumpf; erwartet: ${TRUMPS}.`,
};
