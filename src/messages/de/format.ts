// German texts of the parser's problems (see en/format.ts for what each id is for).

import type { GameKind } from '../../words/kinds';
import type { DomainCatalog } from '../message';
import { player, team, type Ex } from '../examples';
import type { format as en } from '../en/format';

/** Player i as a Doppelkopf (P) or Belote (B) example writes it: the file's own names where it has them. */
const P = (ex: Ex | undefined, i: number) => player(ex, i);
const B = (ex: Ex | undefined, i: number) => player(ex, i, true);
const TITLES: Record<GameKind, string> = {
  doppelkopf: 'Doppelkopf',
  belote: 'Belote',
  coinche: 'Coinche',
  skat: 'Skat',
};
const GAMES = '`game doppelkopf`, `game belote` oder `game coinche`';
const TRICK = (ex?: Ex) =>
  `\`stich ${P(ex, 0)} ♣Q, ${P(ex, 1)} ♠A, ${P(ex, 2)} H10, ${P(ex, 3)} ♦K => ${P(ex, 0)} 25\``;
const CONTRACT = (ex?: Ex) =>
  `\`contract SPIELER WERT FARBE [coinche|surcoinche]\`, z. B. \`contract ${B(ex, 2)} 90 pik coinche\``;
/** `meintest du Ben? Die Spieler…` in an unknown-name message, when a known name is close. */
const mean = (hint: string | undefined) => (hint ? ` meintest du ${hint}? Die` : ' die');
const TRUMPS = 'kreuz, pik, herz, karo, sans-atout oder tout-atout';
const CARD =
  'eine Karte ist Farbe (♣/C, ♠/S, ♥/H, ♦/D) und Wert (A, 10 oder T, K, Q, J, 9, 8, 7), z. B. ♣Q, CQ oder H10';
const WHO = { player: 'Spieler', team: 'Team' } as const;

export const format: DomainCatalog<typeof en> = {
  'missing-game.empty': () => `Dieses Dokument ist leer; es muss mit ${GAMES} beginnen.`,
  'missing-game.not-first': (a) =>
    `Eine Liste beginnt mit dem Spiel, das sie zählt: ${GAMES}${
      a.line !== undefined ? ` (es steht in Zeile ${a.line}; setze es an den Anfang)` : ''
    }.`,
  'missing-players': () =>
    'Wer spielt? Füge nach dem Spiel eine Zeile wie `spieler Anna Ben Clara Dora` hinzu (in Sitzreihenfolge).',
  'duplicate-header': (a) => `\`${a.keyword}\` steht schon in Zeile ${a.line}; diese Zeile wird übergangen.`,
  'header-after-round': (a) =>
    `\`${a.keyword}\` gehört in den Kopf, vor das erste Spiel; es gilt trotzdem für die ganze Liste.`,
  'wrong-game': (a, f) =>
    `\`${a.keyword}\` gehört zu ${f.list(a.owners.map((g) => TITLES[g]))}; hier wird ${TITLES[a.game]} gespielt.`,
  'outside-round': (a) => `\`${a.keyword}\` beschreibt ein Spiel; schreibe davor eine Zeile \`spiel\`.`,
  'outside-round.penalty': (a) =>
    `Eine \`${a.keyword}\` vor dem ersten \`spiel\` zählt nicht: schreibe davor eine Zeile \`spiel\`. Ein ` +
    '`spiel`-Block nur mit Strafen ist kein Spiel (kein Geben, kein Spiel der Serie), die Strafe steht also weiter ' +
    'vor dem ersten Spiel.',
  'unknown-directive.suggest': (a) => `„${a.word}“ ist kein Schlüsselwort; meintest du \`${a.hint}\`?`,
  'unknown-directive.suggest-alias': (a) =>
    `„${a.word}“ ist kein Schlüsselwort; meintest du \`${a.hint}\` (${a.canonical})?`,
  'unknown-directive.none': (a) =>
    `„${a.word}“ ist kein Schlüsselwort; eine Zeile beginnt mit einem Schlüsselwort wie \`spiel\`, \`punkte\` ` +
    'oder `augen`.',
  'unterminated-quote': () =>
    'Das hier geöffnete Anführungszeichen wird nicht geschlossen; beende den Namen mit " in derselben Zeile.',
  'internal-error': (a) => `Der Parser ist an diesem Dokument gescheitert (${a.error}); bitte melde den Fehler.`,

  'missing-argument.game': () => `Welches Spiel? Schreibe ${GAMES}.`,
  'unknown-game': (a) => `Unbekanntes Spiel „${a.text}“; erwartet: doppelkopf, belote oder coinche.`,
  'missing-argument.title': () => 'Der Titel fehlt; schreibe `titel` und danach den Text.',
  'missing-argument.date': () => 'Das Datum fehlt; schreibe es als JJJJ-MM-TT, z. B. `datum 2024-03-15`.',
  'bad-date': (a) => `„${a.text}“ ist kein Datum; schreibe einen echten Tag als JJJJ-MM-TT, z. B. 2024-03-15.`,
  'missing-argument.players': () =>
    'Keine Spieler angegeben; nenne sie in Sitzreihenfolge, z. B. `spieler Anna Ben Clara Dora`.',
  'duplicate-name.player': (a) =>
    `„${a.name}“ ist schon ein Spieler (als „${a.first}“); Groß- und Kleinschreibung zählt bei Namen nicht, ` +
    'also braucht jeder Spieler einen anderen Namen.',
  'duplicate-name.teams': (a) => `Beide Teams heißen „${a.name}“; gib ihnen verschiedene Namen.`,
  'duplicate-name.player-is-team': (a) =>
    `Der Spieler „${a.name}“ trägt den Namen eines Teams; benenne den Spieler um oder die Teams mit ` +
    '`teams NAME1 NAME2`.',
  'duplicate-name.team-is-player': (a) =>
    `Das Team „${a.name}“ trägt den Namen eines Spielers; gib dem Team einen Namen, den kein Spieler hat.`,
  'similar-names': (a) =>
    `„${a.name}“ sieht aus wie „${a.first}“: Die Namen unterscheiden sich nur durch unsichtbare Zeichen, ` +
    'Leerzeichen am Anfang oder Ende oder gleich aussehende Buchstaben und zählen als zwei. Ist es derselbe Spieler, ' +
    'schreibe den Namen beide Male gleich.',
  'player-count.belote': (a) =>
    `${TITLES[a.game]} spielen genau 4 Spieler (Partner gegenüber); hier stehen ${a.count}.`,
  'player-count.doppelkopf': (a) =>
    `Doppelkopf braucht 4 bis 7 Spieler (bei mehr als 4 setzen in jedem Spiel welche aus); hier stehen ${a.count}.`,
  'bad-name.invalid': (a) =>
    `„${a.name}“ ist kein gültiger Name für ein${a.who === 'player' ? 'en Spieler' : ' Team'}: nimm Buchstaben, ` +
    `Ziffern, _ - . ' oder setze den Namen in doppelte Anführungszeichen.`,
  'bad-name.empty': (a) => `Ein leerer Name (${WHO[a.who]}); schreibe den Namen zwischen die Anführungszeichen.`,
  'reserved-name.party': (a) =>
    `„${a.name}“ ist der Name einer Doppelkopf-Partei; schreibe "${a.name}" (in Anführungszeichen), wenn ` +
    `${a.who === 'player' ? 'ein Spieler' : 'ein Team'} wirklich so heißt.`,
  'reserved-name.keyword': (a) =>
    `„${a.name}“ ist das Schlüsselwort dieser Zeile; setze den Namen (${WHO[a.who]}) in doppelte Anführungszeichen.`,
  'missing-argument.teams': () =>
    'Nenne beide Teams: `teams NAME1 NAME2` (erst das Team von 1. und 3. Spieler, dann das von 2. und 4.).',
  'missing-argument.rules-doppelkopf': () => 'Welche Regeln? Schreibe `regeln ddv`.',
  'missing-argument.rules-belote': () => 'Welche Regeln? Schreibe `regeln haus` oder `regeln offiziell`.',
  'missing-argument.set': () => 'Welche Regel? Schreibe `set SCHLÜSSEL WERT`, z. B. `set bock on`.',
  'missing-argument.target': () => 'Das Ziel fehlt; schreibe z. B. `ziel 1000`.',
  'bad-number.target': (a) => `Das Ziel muss eine positive Punktzahl sein, z. B. 1000; gefunden: ${a.text}.`,
  'missing-argument.stake': () => 'Der Einsatz fehlt; schreibe z. B. `einsatz 0,05 €`.',
  'missing-argument.seat': (a) =>
    a.what === 'series'
      ? 'Welche Serie? Schreibe ihre Nummer, z. B. `serie 2`.'
      : 'Welcher Tisch? Schreibe seine Nummer, z. B. `tisch 2`.',
  'bad-number.seat': (a) =>
    `Die Nummer ${a.what === 'series' ? 'der Serie' : 'des Tisches'} muss eine positive ganze Zahl sein, z. B. 2; ` +
    `gefunden: ${a.text}.`,
  'bad-stake.amount': (a, f) =>
    `Der Einsatz: ${f.t(a.reason)}. Schreibe den Betrag pro Punkt wie 0,05 € oder 0,10 EUR.`,
  'bad-stake.currency': (a) => `„${a.text}“ ist keine Währung; schreibe einen Code wie EUR oder ein Zeichen wie €.`,
  'stake.not-amount': (a) => `„${a.text}“ ist kein Betrag`,
  'stake.negative': (a) => `er darf nicht negativ sein („${a.text}“)`,
  'stake.decimals': (a) =>
    `„${a.text}“ hat ${a.decimals} Nachkommastellen, gezählt wird aber in ganzen Cent (höchstens 2 Stellen)`,
  'stake.too-large': (a) => `„${a.text}“ ist zu groß`,

  'bad-number.bock-trigger': (a) =>
    `„${a.text}“ ist keine Zahl von Bockrunden: \`${a.keyword}\` nimmt eine ganze Zahl von 0 (das Spiel löst keine ` +
    `aus) bis ${a.max}, oder nichts für eine.`,
  'bad-number.round': (a) =>
    `„${a.text}“ ist keine Spielnummer; schreibe \`${a.keyword}\` allein oder \`${a.keyword} ${a.index}\`.`,
  'round-number': (a) => `Das ist Spiel ${a.index} der Liste (von oben gezählt), es ist aber als ${a.text} nummeriert.`,
  'round-number.fix': (a) => `Auf ${a.index} umnummerieren`,
  'unexpected-argument.round': (a) =>
    `Eine Zeile \`${a.keyword}\` nimmt höchstens ihre Nummer; schreibe jede Angabe in eine eigene Zeile darunter.`,
  'unexpected-argument.extra': (a, f) => `Unerwartet: „${a.shown}“; ${f.t(a.usage)}.`,
  'unexpected-argument.number-without-name': (a, f) =>
    `Vor der Zahl ${a.number} steht kein Name; schreibe ${f.t(a.usage)}.`,
  'missing-argument.pair-number': (a, f) => `Nach „${a.name}“ fehlt die Zahl; schreibe ${f.t(a.usage)}.`,
  'bad-number.expected': (a, f) => `„${a.text}“ ist keine ganze Zahl; erwartet: ${f.t(a.expected)}.`,
  'unknown-name.player': (a) => `„${a.name}“ ist kein Spieler;${mean(a.hint)} Spieler sind ${a.players.join(', ')}.`,
  'unknown-name.player-not-party': (a) =>
    `„${a.name}“ ist kein Spieler (hier ist ein Spieler gefragt, keine Partei);${mean(a.hint)} Spieler sind ` +
    `${a.players.join(', ')}.`,
  'unknown-name.side': (a) =>
    `„${a.name}“ ist weder re noch kontra noch ein Spieler;${mean(a.hint)} Spieler sind ${a.players.join(', ')}.`,
  'unknown-name.side-belote': (a) =>
    `„${a.name}“ ist weder ein Team noch ein Spieler;${mean(a.hint)} Teams sind ${a.teams.join(', ')}, ` +
    `die Spieler ${a.players.join(', ')}.`,
  'bad-card': (a) => `„${a.text}“ ist keine Karte; ${CARD}.`,
  'missing-argument.cards': (a, f) => `Wessen Augen? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.score': (a, f) => `Schreibe ${f.t(a.usage)}.`,
  'missing-argument.announce-doppelkopf': () => 'Wer hat angesagt? Schreibe `ansage re` oder `ansage kontra keine90`.',
  'missing-argument.announce-belote': (a) =>
    `Wer hat gemeldet? Schreibe \`meldung ${B(a.ex, 2)} tierce\` oder \`meldung ${team(a.ex, 0)} cinquante\`.`,
  'missing-argument.announcement': () =>
    'Welche Meldung? Füge z. B. tierce, cinquante, cent, carré-valets oder einen Wert wie 50 hinzu.',
  'missing-argument.hand': (a) => `Wessen Karten? Schreibe z. B. \`hand ${P(a.ex, 0)} ♣Q ♠A H10\`.`,
  'missing-argument.hand-cards': (a) =>
    `Welche Karten hat ${a.name} auf der Hand? Nenne sie nach dem Namen, z. B. ♣Q ♠A H10.`,
  'missing-argument.trick': (a) => `Welche Karten wurden gespielt? Schreibe ${TRICK(a.ex)}.`,
  'missing-argument.trick-player': (a) => `Wer hat ${a.card} gespielt? Jede Karte folgt ihrem Spieler: ${TRICK(a.ex)}.`,
  'missing-argument.trick-card': (a) =>
    `Welche Karte hat ${a.name} gespielt? Auf jeden Spieler folgt eine Karte: ${TRICK(a.ex)}.`,
  'missing-argument.trick-winner': (a) =>
    `Wer hat den Stich gemacht? Schreibe \`=> GEWINNER AUGEN\`, z. B. ${TRICK(a.ex)}.`,
  'missing-argument.re': (a) =>
    `Wer spielt Re? Schreibe \`re\` und die zwei Spieler, z. B. \`re ${P(a.ex, 0)} ${P(a.ex, 2)}\`.`,
  'missing-argument.dealer': (a) =>
    `Wer gibt? Schreibe \`dealer\` (oder \`geber\`) und einen Spieler, z. B. \`dealer ${player(a.ex, 0)}\`.`,
  'missing-argument.out': (a) =>
    `Wer setzt aus? Schreibe \`out\` und die Spieler, z. B. \`out ${P(a.ex, (a.ex?.players?.length ?? 5) - 1)}\`.`,
  'missing-argument.solo': (a) => `Wer hat welches Solo gespielt? Schreibe z. B. \`solo ${P(a.ex, 3)} damen\`.`,
  'missing-argument.solo-kind': () =>
    'Welches Solo? Füge die Art hinzu: damen, buben, kreuz, pik, herz, karo oder fleischlos.',
  'missing-argument.silent-marriage': (a) =>
    `Wer hatte die stille Hochzeit? Schreibe z. B. \`stille-hochzeit ${P(a.ex, 1)}\`.`,
  'missing-argument.who': (a, f) => `Wer? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.whose': (a, f) =>
    `Wessen ${a.kind === 'marriage' ? 'Hochzeit' : 'Armut'}? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.with-whom': (a, f) => `Mit wem? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.tricks': () => 'Wessen Stiche? Schreibe z. B. `stiche re 7 kontra 5`.',
  'missing-argument.extras': () => 'Wer hat welche Sonderpunkte? Schreibe z. B. `sonderpunkte kontra fuchs`.',
  'missing-argument.extras-items': () => 'Welche Sonderpunkte? Füge z. B. fuchs, doppelkopf oder karlchen hinzu.',
  'missing-argument.taker': (a) => `Wer ist der Preneur? Schreibe z. B. \`taker ${B(a.ex, 2)}\`.`,
  'missing-argument.generale': (a) =>
    `Wer hat alle 8 Stiche allein gemacht? Schreibe z. B. \`generale ${B(a.ex, 2)}\`.`,
  'missing-argument.team': (a) =>
    `Welches Team ${
      a.kind === 'last'
        ? 'hat den letzten Stich gemacht'
        : a.kind === 'belote'
          ? 'hatte Belote-Rebelote'
          : 'hat alle 8 Stiche gemacht'
    }? Schreibe das Team oder einen seiner Spieler, z. B. \`${a.keyword} ${B(a.ex, 2)}\`.`,
  'missing-argument.trump': () => `Welcher Trumpf? Schreibe ${TRUMPS}.`,
  'bad-trump': (a) => `„${a.text}“ ist kein Trumpf; erwartet: ${TRUMPS}.`,
  'bad-trump.suggest': (a, f) => `„${a.text}“ ist kein Trumpf; ${f.t(a.hint)} Erwartet: ${TRUMPS}.`,
  'bad-contract.modifier-suggest': (a, f) =>
    `„${a.text}“ ist keine Coinche; ${f.t(a.hint)} Erwartet: coinche oder surcoinche (oder nichts).`,
  'suggest.word': (a) => `meintest du \`${a.form}\`${a.form === a.canonical ? '' : ` (${a.canonical})`}?`,
  'missing-argument.contract': (a) => `Wessen Kontrakt? Schreibe ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-value': (a) => `Der Wert des Kontrakts fehlt; schreibe ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-trump': (a) => `Der Trumpf des Kontrakts fehlt; schreibe ${CONTRACT(a.ex)}.`,
  'bad-contract.value': (a) =>
    `„${a.text}“ ist kein Kontraktwert; erwartet: eine Zahl (80, 90, 100 … in Zehnerschritten), capot oder generale.`,
  'bad-contract.modifier': (a) => `„${a.text}“ ist keine Coinche; erwartet: coinche oder surcoinche (oder nichts).`,

  'usage.game': (a) => `\`${a.keyword}\` nimmt ein Wort (doppelkopf, belote oder coinche)`,
  'usage.date': (a) => `\`${a.keyword}\` nimmt ein Datum (JJJJ-MM-TT)`,
  'usage.teams': (a) => `\`${a.keyword}\` nimmt genau zwei Namen`,
  'usage.rules': (a) => `\`${a.keyword}\` nimmt einen Regelsatz; einzelne Regeln ändert \`set SCHLÜSSEL WERT\``,
  'usage.target': (a) => `\`${a.keyword}\` nimmt eine Zahl`,
  'usage.stake': (a) => `\`${a.keyword}\` nimmt einen Betrag und wahlweise eine Währung`,
  'usage.seat': (a) => `\`${a.keyword}\` nimmt eine Zahl`,
  'usage.timeout': (a) => `\`${a.keyword}\` steht allein in seiner Zeile`,
  'usage.cards-doppelkopf': () => '`augen re 151` oder `augen re 151 kontra 89`',
  'usage.cards-belote': (a) =>
    `\`cards ${team(a.ex, 0)} 90 ${team(a.ex, 1)} 62\` (ein Team darf fehlen), oder \`cards 90\` für das Team ` +
    'des Preneurs',
  'usage.score-doppelkopf': (a) =>
    `Spieler und Punkte, z. B. \`${a.keyword} ${P(a.ex, 0)} +2 ${P(a.ex, 1)} -2 ${P(a.ex, 2)} +2 ${P(a.ex, 3)} -2\``,
  'usage.score-belote': (a) => `Teams und Punkte, z. B. \`${a.keyword} ${team(a.ex, 0)} 100 ${team(a.ex, 1)} 82\``,
  'usage.tricks': () => 'z. B. `stiche re 7 kontra 5`',
  'usage.announce-level': () =>
    'eine Ansage hat höchstens eine Absage (keine90, keine60, keine30 oder schwarz); schreibe eine Zeile je Partei',
  'usage.trick-result': (a) => `nach \`=>\` folgen der Gewinner und die Augen des Stichs: ${TRICK(a.ex)}`,
  'usage.solo': () =>
    'schreibe `solo SPIELER ART` und wahlweise `pflicht` für ein Pflichtsolo, `vorgeführt` für ein vorgeführtes',
  'usage.marriage': (a) => `\`hochzeit ${P(a.ex, 0)} mit ${P(a.ex, 1)}\` oder \`hochzeit ${P(a.ex, 0)} allein\``,
  'usage.poverty': (a) => `\`armut ${P(a.ex, 0)} mit ${P(a.ex, 1)}\``,
  'usage.partner': (a, f) =>
    `nach dem Spieler wird \`mit PARTNER\`${a.alone ? ' oder `allein`' : ''} erwartet; schreibe ${f.t(a.usage)}`,
  'usage.write': (a, f) => `schreibe ${f.t(a.usage)}`,
  'usage.bock': (a) => `\`${a.keyword}\` nimmt höchstens eine Zahl`,
  'usage.bock-trigger': (a) => `\`${a.keyword}\` nimmt höchstens eine Zahl: die Bockrunden, die dieses Spiel auslöst`,
  'usage.player': (a) => `\`${a.keyword}\` nimmt einen Spieler`,
  'usage.team': (a) => `\`${a.keyword}\` nimmt ein Team oder einen Spieler${a.belote ? ' (eine Zeile je Belote)' : ''}`,
  'usage.trump': (a) => `\`${a.keyword}\` nimmt eine Farbe`,
  'usage.contract': (a) => CONTRACT(a.ex),

  'expect.target': () => 'die Punktzahl, mit der eine Partie endet, z. B. 1000',
  'expect.seat': (a) => (a.what === 'series' ? 'die Nummer der Serie, z. B. 2' : 'die Nummer des Tisches, z. B. 5'),
  'expect.bock': () => 'wie viele Böcke gelten (z. B. `bock 2` für ×4), oder nichts für ×2',
  'expect.bock-trigger': () =>
    'wie viele Bockrunden dieses Spiel auslöst (z. B. `bockauslöser 2`), oder nichts für eine',
  'expect.trick-points': () => 'die Augen des Stichs',
  'expect.pair-number': (a, f) => `eine Zahl nach „${a.name}“ (${f.t(a.usage)})`,
};
