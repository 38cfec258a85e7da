// German texts of Doppelkopf's lines as the parser reads them (src/games/doppelkopf/syntax): the problems and
// the usage phrases only its sheets have (see ../en/syntax.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import type { syntax as en } from '../en/syntax';
import { mean, P } from '../../../../messages/de/format';

export const syntax: CatalogOf<typeof en> = {
  'bad-number.bock-trigger': (a) =>
    `„${a.text}“ ist keine Zahl von Bockrunden: \`${a.keyword}\` nimmt eine ganze Zahl von 0 (das Spiel löst keine ` +
    `aus) bis ${a.max}, oder nichts für eine.`,
  'expect.bock': () => 'wie viele Böcke gelten (z. B. `bock 2` für ×4), oder nichts für ×2',
  'expect.bock-trigger': () =>
    'wie viele Bockrunden dieses Spiel auslöst (z. B. `bockauslöser 2`), oder nichts für eine',
  'missing-argument.announce-doppelkopf': () => 'Wer hat angesagt? Schreibe `ansage re` oder `ansage kontra keine90`.',
  'missing-argument.extras': () => 'Wer hat welche Sonderpunkte? Schreibe z. B. `sonderpunkte kontra fuchs`.',
  'missing-argument.extras-items': () => 'Welche Sonderpunkte? Füge z. B. fuchs, doppelkopf oder karlchen hinzu.',
  'missing-argument.out': (a) =>
    `Wer setzt aus? Schreibe \`out\` und die Spieler, z. B. \`out ${P(a.ex, (a.ex?.players?.length ?? 5) - 1)}\`.`,
  'missing-argument.re': (a) =>
    `Wer spielt Re? Schreibe \`re\` und die zwei Spieler, z. B. \`re ${P(a.ex, 0)} ${P(a.ex, 2)}\`.`,
  'missing-argument.rules-doppelkopf': () => 'Welche Regeln? Schreibe `regeln ddv`.',
  'missing-argument.silent-marriage': (a) =>
    `Wer hatte die stille Hochzeit? Schreibe z. B. \`stille-hochzeit ${P(a.ex, 1)}\`.`,
  'missing-argument.solo': (a) => `Wer hat welches Solo gespielt? Schreibe z. B. \`solo ${P(a.ex, 3)} damen\`.`,
  'missing-argument.solo-kind': () =>
    'Welches Solo? Füge die Art hinzu: damen, buben, kreuz, pik, herz, karo oder fleischlos.',
  'missing-argument.tricks': () => 'Wessen Stiche? Schreibe z. B. `stiche re 7 kontra 5`.',
  'missing-argument.who': (a, f) => `Wer? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.whose': (a, f) =>
    `Wessen ${a.kind === 'marriage' ? 'Hochzeit' : 'Armut'}? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.with-whom': (a, f) => `Mit wem? Schreibe ${f.t(a.usage)}.`,
  'player-count.doppelkopf': (a) =>
    `Doppelkopf braucht 4 bis 7 Spieler (bei mehr als 4 setzen in jedem Spiel welche aus); hier stehen ${a.count}.`,
  'usage.announce-level': () =>
    'eine Ansage hat höchstens eine Absage (keine90, keine60, keine30 oder schwarz); schreibe eine Zeile je Partei',
  'usage.bock': (a) => `\`${a.keyword}\` nimmt höchstens eine Zahl`,
  'usage.bock-trigger': (a) => `\`${a.keyword}\` nimmt höchstens eine Zahl: die Bockrunden, die dieses Spiel auslöst`,
  'usage.cards-doppelkopf': () => '`augen re 151` oder `augen re 151 kontra 89`',
  'usage.marriage': (a) => `\`hochzeit ${P(a.ex, 0)} mit ${P(a.ex, 1)}\` oder \`hochzeit ${P(a.ex, 0)} allein\``,
  'usage.partner': (a, f) =>
    `nach dem Spieler wird \`mit PARTNER\`${a.alone ? ' oder `allein`' : ''} erwartet; schreibe ${f.t(a.usage)}`,
  'usage.poverty': (a) => `\`armut ${P(a.ex, 0)} mit ${P(a.ex, 1)}\``,
  'usage.score-doppelkopf': (a) =>
    `Spieler und Punkte, z. B. \`${a.keyword} ${P(a.ex, 0)} +2 ${P(a.ex, 1)} -2 ${P(a.ex, 2)} +2 ${P(a.ex, 3)} -2\``,
  'usage.solo': () =>
    'schreibe `solo SPIELER ART` und wahlweise `pflicht` für ein Pflichtsolo, `vorgeführt` für ein vorgeführtes',
  'usage.tricks': () => 'z. B. `stiche re 7 kontra 5`',
  'outside-round.penalty': (a) =>
    `Eine \`${a.keyword}\` vor dem ersten \`spiel\` zählt nicht: schreibe davor eine Zeile \`spiel\`. Ein ` +
    '`spiel`-Block nur mit Strafen ist kein Spiel (kein Geben, kein Spiel der Serie), die Strafe steht also weiter ' +
    'vor dem ersten Spiel.',
  'reserved-name.party': (a) =>
    `„${a.name}“ ist der Name einer Doppelkopf-Partei; schreibe "${a.name}" (in Anführungszeichen), wenn ` +
    `${a.who === 'player' ? 'ein Spieler' : 'ein Team'} wirklich so heißt.`,
  'unknown-name.player-not-party': (a) =>
    `„${a.name}“ ist kein Spieler (hier ist ein Spieler gefragt, keine Partei);${mean(a.hint)} Spieler sind ` +
    `${a.players.join(', ')}.`,
};
