// German texts of Skat (see en.ts): die Spielliste, der Alleinspieler, Spitzen (mit/ohne), Spiel, Hand, Schneider,
// Schwarz, angesagt, ouvert, überreizt, eingepasst, die Wertung nach Seeger-Fabian.

import type { GameWords } from '../../../messages/gameWords';
import type { DomainCatalog } from '../../../messages/message';
import {
  workingText,
  type SkatColumn,
  type SkatGameWord,
  type SkatLevelWord,
  type SkatOutcomeWord,
  type skat as en,
  type skatWords as enWords,
} from './en';

const GAME: Record<SkatGameWord, string> = {
  clubs: 'Kreuz',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
  grand: 'Grand',
  null: 'Null',
};
const LEVEL: Record<SkatLevelWord, string> = {
  with: 'mit',
  without: 'ohne',
  game: 'Spiel',
  hand: 'Hand',
  schneider: 'Schneider',
  'schneider-announced': 'angesagt',
  schwarz: 'Schwarz',
  'schwarz-announced': 'angesagt',
  ouvert: 'ouvert',
  spitze: 'Spitze',
};
const OUTCOME: Record<SkatOutcomeWord, string> = {
  won: 'gewonnen',
  lost: 'verloren',
  overbid: 'überreizt',
  passed: 'eingepasst',
  recorded: 'notiert',
  ramsch: 'Ramsch',
};
const USAGE: Record<string, string> = {
  declarer: '`alleinspieler SPIELER [kreuz|pik|herz|karo|grand|null] [mit N | ohne N] [hand] [offen]`',
  with: '`mit N` (die Spitzen, Skat eingeschlossen)',
  without: '`ohne N` (die Spitzen, Skat eingeschlossen)',
  announce: '`ansage schneider` oder `ansage schwarz`',
  bid: '`gereizt N`, z. B. `gereizt 18`',
  cards: '`augen N` (die Augen des Alleinspielers, Skat eingeschlossen)',
  tricks: '`stiche N` (die Stiche des Alleinspielers)',
  skat: '`skat KARTE KARTE` (die beiden Karten des Skats, z. B. `skat ♣K ♠K`)',
  won: '`gewonnen` oder `gewonnen SPIELER WERT`',
  lost: '`verloren` oder `verloren SPIELER WERT [überreizt]`',
  score: '`punkte SPIELER ±N`',
  total: '`stand SPIELER N …`',
  seeger: '`wertung SPIELER N …`',
  'won-lost': '`gewonnen-verloren SPIELER G V …`',
  'outcome-value': '`gewonnen SPIELER WERT` oder `verloren SPIELER WERT`',
  bock: '`bock [N]` (ein Bockspiel: ×2, oder ×2^N)',
};
const COL: Record<SkatColumn, string> = {
  round: 'Spiel',
  dealer: 'Geber',
  game: 'Spiel',
  total: 'Stand',
  won: 'Gewonnen',
  lost: 'Verloren',
  wertung: 'Wertung',
  money: 'Geld',
  player: 'Spieler',
  games: 'Spiele',
  grand: 'Grand',
  null: 'Null',
  rows: 'Zeilen',
  passed: 'Eingepasst',
  fees: 'Verlustspielgeld',
  bierlachs: 'Bierlachs verloren',
  perList: 'Schnitt je Liste',
};
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export const skat: DomainCatalog<typeof en> = {
  'help.settle.skat': () => 'gewonnene und verlorene Spiele, die Wertung, das Geld und wer wem zahlt (Skat)',
  'help.stats.skat': () =>
    'Skat, pro Spieler: Spiele als Alleinspieler, gewonnen und verloren, Siegquote, Grand- und Nullspiele, ' +
    'Punkte und Schnitt pro Liste.',
  'skat.usage': (a) => USAGE[a.kind] ?? `\`${a.kind}\``,
  'skat.expect': (a) => `eine ganze Zahl (${a.what})`,
  'skat.missing': (a) => `Schreibe ${USAGE[a.kind] ?? a.kind}.`,
  'skat.bad-word': (a, f) => `„${a.text}“ wird hier nicht gelesen; schreibe ${f.t(a.usage)}.`,
  'skat.player-count': (a) =>
    `Skat spielen 3, oder 4 bzw. 5, wobei der Geber (zu fünft ein weiterer) aussetzt; diese Liste hat ${a.count}.`,
  'skat.rules-missing': () => 'Welche Regeln? Schreibe `regeln isko`, `regeln turnier` oder `regeln kneipe`.',
  'skat.spitzen-range': (a) =>
    a.game === 'null'
      ? 'Ein Nullspiel hat keine Spitzen; `mit`/`ohne` entfällt.'
      : `Ein ${GAME[a.game]}spiel hat 1 bis ${a.max} Spitzen (Skat eingeschlossen), nicht ${a.n}.`,
  'skat.null-level': (a) => `Ein Nullspiel hat keine Gewinnstufen: \`${a.what}\` gilt nicht.`,
  'skat.needs-hand': () =>
    'Schneider und Schwarz dürfen nur im Handspiel angesagt werden: `hand` auf die Alleinspieler-Zeile.',
  'skat.ouvert-hand': () => 'Ein Farb- oder Grandspiel ouvert ist ein Handspiel mit Schwarz angesagt: `hand` gilt mit.',
  'skat.cards-range': (a) => `Der Alleinspieler hat 0 bis 120 Augen (Skat eingeschlossen), nicht ${a.n}.`,
  'skat.tricks-range': (a) => `Der Alleinspieler macht 0 bis 10 Stiche, nicht ${a.n}.`,
  'skat.outcome': (a) =>
    `Das Spiel ist als ${OUTCOME[a.stated]} notiert, aber ${a.why}: es ist ${OUTCOME[a.computed]}.`,
  'skat.why.augen': (a) => `der Alleinspieler hat ${a.cards} Augen und brauchte ${a.need}`,
  'skat.why.tricks': (a) => `Schwarz war angesagt und der Alleinspieler machte ${a.tricks} von 10 Stichen`,
  'skat.why.null': (a) =>
    a.tricks === 0
      ? 'der Alleinspieler machte keinen Stich'
      : `der Alleinspieler machte im Nullspiel ${a.tricks} Stiche`,
  'skat.why.overbid': (a) => `das Spiel ist ${a.value} wert, weniger als das Reizgebot ${a.bid}`,
  'skat.schwarz': (a) =>
    a.tricks !== undefined && a.tricks !== 0 && a.tricks !== 10
      ? `Schwarz heißt: eine Partei ohne Stich, aber der Alleinspieler machte ${a.tricks} Stiche.`
      : `Schwarz passt nicht zu ${a.cards} Augen: Gegner ohne Stich lassen dem Alleinspieler 120, ein Alleinspieler ` +
        'ohne Stich hat höchstens die 22 des Skats.',
  'skat.schneider': (a) =>
    `Schneider heißt: eine Partei mit 30 Augen oder weniger (der Alleinspieler mit ${a.line} oder mehr, oder mit 30 ` +
    `oder weniger), aber der Alleinspieler hat ${a.cards}.`,
  'skat.bid-invalid': (a) =>
    `${a.bid} ist kein Reizwert: gereizt wird mit Spielwerten (18, 20, 22, 23, 24, 27, …, 264).`,
  'skat.overbid': (a) =>
    `Überreizt: das Spiel ist nach dem Spiel ${a.value} wert, weniger als das Reizgebot ${a.bid}; es ist mit ` +
    `${a.charged} verloren, dem kleinsten Vielfachen des Grundwerts, das den Reizwert erreicht.`,
  'skat.null-below-bid': (a) =>
    `Ein Null zu ${a.value} kann nach einem Reizgebot von ${a.bid} nicht angesagt werden: das Spiel muss ` +
    `den Reizwert erreichen.`,
  'skat.value-illegal': (a) =>
    a.game
      ? `${a.written} ist kein Listeneintrag, den ein ${GAME[a.game]}spiel haben kann.`
      : `${a.written} ist kein Listeneintrag, den irgendein Spiel haben kann (gewonnen: einer der 63 ` +
        `Spielwerte, verloren: das Doppelte).`,
  'skat.lost-single': (a) =>
    `Ein verlorenes Spiel zählt doppelt: ${a.expected}, nicht ${a.written}. Schreibt diese Liste Verluste einfach, ` +
    'dann `set lost-factor 1`.',
  'skat.score-column': (a) =>
    `In der Spielliste ändert sich nur die Spalte des Alleinspielers: ${a.player} bekommt hier nichts.`,
  'skat.sitting-declarer': (a) =>
    `${a.player} sitzt in diesem Spiel (Geber am Vierertisch, oder zu fünft ausgesetzt) und kann nicht ` +
    `Alleinspieler sein.`,
  'skat.house-off': (a) =>
    `\`${a.what}\` ist eine Hausregel, die nach diesen Regeln aus ist; einschalten mit \`set ${a.key} ${a.value}\`.`,
  'skat.re-without-kontra': (a) =>
    a.what === 're'
      ? '`re` antwortet auf ein Kontra: zuerst `kontra` schreiben.'
      : '`supra` antwortet auf ein Re: zuerst `re` schreiben.',
  'skat.bock-mismatch': (a) =>
    `Das Spiel ist als Bock ×${a.marked} notiert, die Bockrunden ergeben aber ×${a.triggered}; es zählt die Notiz.`,
  'skat.ramsch-after-bock': (a) =>
    `Auf die Bockrunde folgt eine Ramschrunde (\`ramsch-after-bock on\`): dieses Spiel sollte ein Ramsch sein ` +
    `(noch ${a.left}, dieses eingeschlossen).`,
  'skat.bierlachs-over': (a) =>
    `${a.player} erreicht ${a.total}, also −${a.target} oder weniger: ${a.player} verliert diesen Bierlachs, das ` +
    'nächste Spiel beginnt einen neuen bei 0.',
  'skat.bierlachs-column': (a) =>
    'Beim Bierlachs zahlen bei einem gewonnenen Spiel die beiden Gegenspieler, bei einem verlorenen der ' +
    `Alleinspieler: ${a.player} schreibt in diesem Spiel nichts.`,
  'skat.bierlachs-working': (a) =>
    a.won ? `gewonnen: jeder Gegenspieler −${a.value}` : `verloren: der Alleinspieler −${a.value}`,
  'skat.passed-score': () => 'Ein eingepasstes Spiel zählt für alle 0.',
  'skat.series-length': (a) =>
    `Die Liste hat ${a.rows} Spiele (eingepasste eingeschlossen), eine Serie aber ${a.series}.`,
  'skat.score-mismatch': (a) => `${a.player} bekommt ${signed(a.computed)}, nicht ${signed(a.stated)}: ${a.working}.`,
  'skat.total-mismatch': (a) =>
    `Der Stand von ${a.player} ist ${a.computed} (${a.before} ${a.points < 0 ? '−' : '+'} ` +
    `${Math.abs(a.points)}), nicht ${a.stated}`,
  'skat.seeger-mismatch': (a) => `Die Wertung von ${a.player} ist ${a.computed} (${a.working}), nicht ${a.stated}.`,
  'skat.won-lost-mismatch': (a) =>
    `${a.player} hat ${a.won} Spiele gewonnen und ${a.lost} verloren, nicht ${a.w} und ${a.l}.`,
  'skat.incomplete': (a) => `Das Spiel lässt sich nicht werten: ${a.what}.`,
  'skat.need.spitzen': () => 'die Spitzen fehlen (`mit N` oder `ohne N`)',
  'skat.need.outcome': () =>
    'die Augen des Alleinspielers (`augen N`), `gewonnen` oder `verloren` oder die Punkte fehlen',
  'skat.need.declarer': () => 'der Alleinspieler fehlt (`alleinspieler SPIELER SPIEL …`)',
  'skat.need.game': () => 'das Spiel fehlt auf der Alleinspieler-Zeile (kreuz, pik, herz, karo, grand oder null)',
  'skat.not-isko': (a) => `\`${a.key}\` ist eine Hausregel, nicht die der ISkO: eine Turnierliste verwendet sie nicht.`,
  'skat.fix.score': (a) => `Den berechneten Wert schreiben: ${a.player} ${signed(a.value)}`,
  'skat.fix.lost-factor': () => '`set lost-factor 1` setzen (diese Liste schreibt Verluste einfach)',
  'skat.working': (a) => workingText(a, GAME, LEVEL),
  'skat.bd.level': (a) => `${LEVEL[a.level]} ${a.n}`,
  'skat.bd.base': (a) => (a.game === 'null' ? `Null ${a.base}` : `× ${a.base} (${GAME[a.game]})`),
  'skat.bd.overbid': (a) => `überreizt: gereizt ${a.bid} → ${a.charged}`,
  'skat.bd.lost': (a) => `verloren × ${a.factor}`,
  'skat.bd.kontra': (a) => `${a.what === 'kontra' ? 'Kontra' : a.what === 're' ? 'Re' : 'Supra'} × ${a.factor}`,
  'skat.bd.bock': (a) => `Bock × ${a.factor}`,
  'skat.bd.entry': (a) => `${a.player} ${signed(a.entry)}`,
  'skat.ramsch.sum': (a) => `Die Ramsch-Augen ergeben ${a.sum}: mit dem Skat (0 bis 22 Augen) müssen es 120 sein.`,
  'skat.ramsch.jungfrau': (a) =>
    `${a.player} ist als Jungfrau notiert, hat aber ${a.augen} Augen: eine Jungfrau macht keinen Stich.`,
  'skat.ramsch.durchmarsch': (a) =>
    `${a.player} ist als Durchmarsch notiert, aber ${a.other} hat Augen: ein Durchmarsch macht alle Stiche.`,
  'skat.ramsch.loser': (a) => `${a.player} ist als Verlierer notiert, aber ${a.most} hat die meisten Augen.`,
  'skat.need.ramsch': () => 'die Augen aller Spieler (`augen A N B M C K`) oder die Punkte fehlen',
  'skat.need.last-trick': () => 'es fehlt, wer den letzten Stich machte (`letzter-stich SPIELER`)',
  'skat.bd.ramsch': (a) => `Ramsch: ${a.players.join(', ')} ${a.augen}`,
  'skat.bd.ramsch-winner': (a) => `wenigste Augen: ${a.players.join(', ')} +${a.points}`,
  'skat.bd.jungfrau': () => 'Jungfrau × 2',
  'skat.bd.pushed': (a) => `${a.n}-mal geschoben × ${2 ** a.n}`,
  'skat.bd.share': (a) => `geteilt durch ${a.k}`,
  'skat.bd.durchmarsch': (a) => `Durchmarsch ${a.player} +120`,
  'skat.summary': (a) =>
    (a.outcome === 'passed'
      ? 'eingepasst · 0'
      : [
          a.player,
          a.game ? GAME[a.game] : undefined,
          a.value !== undefined ? String(a.value) : undefined,
          a.outcome ? OUTCOME[a.outcome] : undefined,
        ]
          .filter(Boolean)
          .join(' ') + (a.entry !== undefined ? ` · ${signed(a.entry)}` : '')) +
    (a.bock ? ` · Bock ×${a.bock}` : '') +
    (a.trigger ? ' · startet eine Bockrunde' : ''),
};

export const skatWords: DomainCatalog<typeof enWords> = {
  'skat.col': (a) => COL[a.col],
  'skat.title': () => 'Skat',
  'skat.explain.entry': (a) => `${a.working} → ${signed(a.entry)}`,
};

/** Skat by name in German: its title, its `game` word and its terms (switches and presets show as written). */
export const skatGameWords: GameWords = {
  kinds: [{ kind: 'skat', title: 'Skat', word: 'skat' }],
  terms: {
    grand: 'Grand',
    null: 'Null',
    schneider: 'Schneider',
    schwarz: 'Schwarz',
    ramsch: 'Ramsch',
    spitzen: 'Spitzen',
    declarer: 'Alleinspieler',
  },
};
