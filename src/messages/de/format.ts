// German texts of the parser's problems (see en/format.ts for what each id is for).

import type { GameKind } from '../../words/kinds';
import type { DomainCatalog, Fmt } from '../message';
import { player, type Ex } from '../examples';
import type { format as en } from '../en/format';

/** Player i as an example writes it: the file's own names where it has them. */
export const P = (ex: Ex | undefined, i: number) => player(ex, i);
/** Every `game` line a sheet may start with, and a game by its kind: the games' words (src/messages/gameWords.ts). */
const GAMES = (f: Fmt) => f.t({ id: 'game.lines' });
const TITLE = (f: Fmt, kind: GameKind) => f.t({ id: 'game.title', args: { kind } });
const WORDS = (f: Fmt, kinds: readonly GameKind[]) => f.t({ id: 'game.words', args: { kinds } });
const TRICK = (ex?: Ex) =>
  `\`stich ${P(ex, 0)} ♣Q, ${P(ex, 1)} ♠A, ${P(ex, 2)} H10, ${P(ex, 3)} ♦K => ${P(ex, 0)} 25\``;
/** `meintest du Ben? Die Spieler…` in an unknown-name message, when a known name is close. */
export const mean = (hint: string | undefined) => (hint ? ` meintest du ${hint}? Die` : ' die');
const CARD =
  'eine Karte ist Farbe (♣/C, ♠/S, ♥/H, ♦/D) und Wert (A, 10 oder T, K, Q, J, 9, 8, 7), z. B. ♣Q, CQ oder H10';
const WHO = { player: 'Spieler', team: 'Team' } as const;

export const format: DomainCatalog<typeof en> = {
  'missing-game.empty': (_a, f) => `Dieses Dokument ist leer; es muss mit ${GAMES(f)} beginnen.`,
  'missing-game.not-first': (a, f) =>
    `Eine Liste beginnt mit dem Spiel, das sie zählt: ${GAMES(f)}${
      a.line !== undefined ? ` (es steht in Zeile ${a.line}; setze es an den Anfang)` : ''
    }.`,
  'missing-players': () =>
    'Wer spielt? Füge nach dem Spiel eine Zeile wie `spieler Anna Ben Clara Dora` hinzu (in Sitzreihenfolge).',
  'duplicate-header': (a) => `\`${a.keyword}\` steht schon in Zeile ${a.line}; diese Zeile wird übergangen.`,
  'header-after-round': (a) =>
    `\`${a.keyword}\` gehört in den Kopf, vor das erste Spiel; es gilt trotzdem für die ganze Liste.`,
  'wrong-game': (a, f) =>
    `\`${a.keyword}\` gehört zu ${f.list(a.owners.map((g) => TITLE(f, g)))}; hier wird ${TITLE(f, a.game)} gespielt.`,
  'outside-round': (a) => `\`${a.keyword}\` beschreibt ein Spiel; schreibe davor eine Zeile \`spiel\`.`,
  'unknown-directive.suggest': (a) => `„${a.word}“ ist kein Schlüsselwort; meintest du \`${a.hint}\`?`,
  'unknown-directive.suggest-alias': (a) =>
    `„${a.word}“ ist kein Schlüsselwort; meintest du \`${a.hint}\` (${a.canonical})?`,
  'unknown-directive.none': (a) =>
    `„${a.word}“ ist kein Schlüsselwort; eine Zeile beginnt mit einem Schlüsselwort wie \`spiel\`, \`punkte\` ` +
    'oder `augen`.',
  'unterminated-quote': () =>
    'Das hier geöffnete Anführungszeichen wird nicht geschlossen; beende den Namen mit " in derselben Zeile.',
  'internal-error': (a) => `Der Parser ist an diesem Dokument gescheitert (${a.error}); bitte melde den Fehler.`,

  'missing-argument.game': (_a, f) => `Welches Spiel? Schreibe ${GAMES(f)}.`,
  'unknown-game': (a, f) => `Unbekanntes Spiel „${a.text}“; erwartet: ${WORDS(f, a.kinds)}.`,
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
  'bad-name.invalid': (a) =>
    `„${a.name}“ ist kein gültiger Name für ein${a.who === 'player' ? 'en Spieler' : ' Team'}: nimm Buchstaben, ` +
    `Ziffern, _ - . ' oder setze den Namen in doppelte Anführungszeichen.`,
  'bad-name.empty': (a) => `Ein leerer Name (${WHO[a.who]}); schreibe den Namen zwischen die Anführungszeichen.`,
  'reserved-name.keyword': (a) =>
    `„${a.name}“ ist das Schlüsselwort dieser Zeile; setze den Namen (${WHO[a.who]}) in doppelte Anführungszeichen.`,
  'missing-argument.teams': () =>
    'Nenne beide Teams: `teams NAME1 NAME2` (erst das Team von 1. und 3. Spieler, dann das von 2. und 4.).',
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
    a.max === undefined
      ? `„${a.text}“ hat ${a.decimals} Nachkommastellen, gezählt wird aber in ganzen Cent (höchstens 2 Stellen)`
      : `„${a.text}“ hat ${a.decimals} Nachkommastellen, ein Einsatz hat aber höchstens ${a.max}`,
  'stake.too-large': (a) => `„${a.text}“ ist zu groß`,

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
  'unknown-name.side': (a) =>
    `„${a.name}“ ist weder ${[...a.parties, 'ein Spieler'].join(' noch ')};${mean(a.hint)} Spieler sind ` +
    `${a.players.join(', ')}.`,
  'unknown-name.side-team': (a) =>
    `„${a.name}“ ist weder ein Team noch ein Spieler;${mean(a.hint)} Teams sind ${a.teams.join(', ')}, ` +
    `die Spieler ${a.players.join(', ')}.`,
  'bad-card': (a) => `„${a.text}“ ist keine Karte; ${CARD}.`,
  'missing-argument.cards': (a, f) => `Wessen Augen? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.score': (a, f) => `Schreibe ${f.t(a.usage)}.`,
  'missing-argument.hand': (a) => `Wessen Karten? Schreibe z. B. \`hand ${P(a.ex, 0)} ♣Q ♠A H10\`.`,
  'missing-argument.hand-cards': (a) =>
    `Welche Karten hat ${a.name} auf der Hand? Nenne sie nach dem Namen, z. B. ♣Q ♠A H10.`,
  'missing-argument.trick': (a) => `Welche Karten wurden gespielt? Schreibe ${TRICK(a.ex)}.`,
  'missing-argument.trick-player': (a) => `Wer hat ${a.card} gespielt? Jede Karte folgt ihrem Spieler: ${TRICK(a.ex)}.`,
  'missing-argument.trick-card': (a) =>
    `Welche Karte hat ${a.name} gespielt? Auf jeden Spieler folgt eine Karte: ${TRICK(a.ex)}.`,
  'missing-argument.trick-winner': (a) =>
    `Wer hat den Stich gemacht? Schreibe \`=> GEWINNER AUGEN\`, z. B. ${TRICK(a.ex)}.`,
  'missing-argument.dealer': (a) =>
    `Wer gibt? Schreibe \`dealer\` (oder \`geber\`) und einen Spieler, z. B. \`dealer ${player(a.ex, 0)}\`.`,
  'usage.game': (a, f) => `\`${a.keyword}\` nimmt ein Wort (${WORDS(f, a.kinds)})`,
  'usage.date': (a) => `\`${a.keyword}\` nimmt ein Datum (JJJJ-MM-TT)`,
  'usage.teams': (a) => `\`${a.keyword}\` nimmt genau zwei Namen`,
  'usage.rules': (a) => `\`${a.keyword}\` nimmt einen Regelsatz; einzelne Regeln ändert \`set SCHLÜSSEL WERT\``,
  'usage.target': (a) => `\`${a.keyword}\` nimmt eine Zahl`,
  'usage.stake': (a) => `\`${a.keyword}\` nimmt einen Betrag und wahlweise eine Währung`,
  'usage.seat': (a) => `\`${a.keyword}\` nimmt eine Zahl`,
  'usage.timeout': (a) => `\`${a.keyword}\` steht allein in seiner Zeile`,
  'usage.trick-result': (a) => `nach \`=>\` folgen der Gewinner und die Augen des Stichs: ${TRICK(a.ex)}`,
  'usage.write': (a, f) => `schreibe ${f.t(a.usage)}`,
  'usage.player': (a) => `\`${a.keyword}\` nimmt einen Spieler`,
  'expect.target': () => 'die Punktzahl, mit der eine Partie endet, z. B. 1000',
  'expect.seat': (a) => (a.what === 'series' ? 'die Nummer der Serie, z. B. 2' : 'die Nummer des Tisches, z. B. 5'),
  'expect.trick-points': () => 'die Augen des Stichs',
  'expect.pair-number': (a, f) => `eine Zahl nach „${a.name}“ (${f.t(a.usage)})`,
};
