// German texts of Doppelkopf's outcome-only rounds and partial rows (see en/outcome.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { outcome as en } from '../en/outcome';
import { player } from '../../../../messages/examples';

type Party = 're' | 'kontra';
const P = (p: Party) => (p === 'kontra' ? 'Kontra' : 'Re');

export const outcome: DomainCatalog<typeof en> = {
  // Doppelkopf: `won` und unvollständige Zeilen
  'dk.won.who': (a) =>
    `„gewonnen ${a.name} ${a.value}“ nennt einen Spieler, aber in diesem Spiel steht nirgends, wer mit ${a.name} ` +
    `gespielt hat: nenne beide Gewinner (\`gewonnen ${a.name} ${a.players[0] ?? 'PARTNER'} ${a.value}\`) oder ` +
    'ergänze eine `re`- oder `solo`-Zeile. Das Spiel wird nicht gewertet.',
  'dk.won.count': (a) =>
    `„gewonnen“ nennt ${a.count} Spieler ohne \`re\`- oder \`solo\`-Zeile; in einem Normalspiel gewinnen 2 Spieler ` +
    '(ein Solo braucht seine `solo`-Zeile). Das Spiel wird nicht gewertet.',
  'dk.won.split': (a, f) =>
    `${a.first} und ${a.second} spielen nicht auf derselben Seite (${f.t(a.game)}), also können nicht beide ` +
    'gewonnen haben. Der erste Name entscheidet.',
  'dk.won.contradicts': (a, f) =>
    `Laut Liste hat ${P(a.written)} ${a.value} gewonnen, aber die in diesem Spiel notierten Fakten ergeben ` +
    (a.computed === 'none'
      ? `keinen Gewinner und ${a.computedValue} (${f.t(a.working)})`
      : `${P(a.computed)} ${a.computedValue} (${f.t(a.working)})`) +
    '. Gewertet werden die Fakten.',
  'dk.won.double': (a) =>
    `Ein Spielwert von ${a.value} ist hier nicht möglich: mit \`set announcement double\` verdoppelt jede Ansage ` +
    `den Wert, und ${a.announced === 1 ? 'eine Partei hat' : 'beide Parteien haben'} angesagt, also ist der Wert ` +
    `ein Vielfaches von ${a.factor}.`,
  'dk.won.below': (a) =>
    `Ein Spielwert von ${a.value} ist hier nicht möglich: ` +
    (a.clamp && !a.solo
      ? 'mit `set netting clamp` fällt der Gewinner nie unter 0'
      : `der Gewinner ${a.solo ? 'eines Solos (Sonderpunkte zählen im Solo nicht) ' : ''}bekommt mit dem, was ` +
        `in diesem Spiel angesagt ist, mindestens ${a.min}`) +
    '.',
  'dk.won.bock-share': (a) =>
    `Mit \`set won-includes-bock on\` enthält der notierte Wert den Bock ×${a.factor}, ist also ein Vielfaches ` +
    `von ${a.factor}; ${a.value} ist es nicht.`,
  'dk.fill.conflict': (a, f) =>
    `${a.first} ${f.signed(a.firstValue)} und ${a.second} ${f.signed(a.secondValue)} können in ${f.t(a.game)} ` +
    'nicht beide stimmen: jede Seite bekommt einen Wert (der Solist das Dreifache).',
  'dk.fill.thirds': (a, f) =>
    `${a.name} ${f.signed(a.value)} ist nicht 3 × V: ein Solist bekommt dreimal, was jeder Gegner zahlt.`,
  'dk.duplicate.won': () => 'Eine zweite „gewonnen“-Zeile in diesem Spiel; nur die erste zählt.',
  'dk.filled': (a) => `ergänzt: ${a.row}`,
  'dk.won.summary': (a) => `${a.winners.join(', ')} gewinnen ${a.value}`,
  'dk.summary.outcome': (a, f) => {
    const game = a.game ? f.t(a.game) : (a.winners ?? []).join(', ');
    // Named winners take a verb (`Jürgen, Marie gewinnen 2`); a game is followed by its result (`Re … gewonnen 3`).
    const result =
      a.result === 'none' ? 'kein Gewinner' : a.result === 'kontra' ? 'verloren' : a.game ? 'gewonnen' : 'gewinnen';
    const bock = a.bock ? ` · Bock ×${a.bock}${a.bockInScore ? ' (im notierten Wert)' : ''}` : '';
    const duty = a.forced ? ' (Pflichtsolo, vorgeführt)' : a.duty ? ' (Pflichtsolo)' : '';
    return `${game.charAt(0).toUpperCase()}${game.slice(1)}${duty} ${result} ${a.value}${bock} · ${a.scores}`;
  },
  'dk.item.won-written': () => 'gewonnen (wie notiert)',
  'dk.item.score-written': () => 'Punkte (wie notiert)',
  // Parser: die `won`-Zeile
  'usage.won': (a) =>
    `\`gewonnen re 3\` oder \`gewonnen ${player(a.ex, 0)} ${player(a.ex, 2)} 2\` (die Gewinner, dann der Spielwert)`,
  'missing-argument.won': (a, f) => `Wer hat gewonnen, und was war das Spiel wert? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.won-who': (a, f) => `Wer hat gewonnen? Schreibe ${f.t(a.usage)}.`,
  'missing-argument.won-value': (a, f) => `Nach den Gewinnern fehlt der Spielwert; schreibe ${f.t(a.usage)}.`,
  'expect.won': (a, f) => `den Spielwert als letztes Wort (${f.t(a.usage)})`,
};
