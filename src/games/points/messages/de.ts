// German texts of `game points` (`game punkte`; see en/points.ts).

import type { GameWords } from '../../../messages/gameWords';
import type { DomainCatalog } from '../../../messages/message';
import type { points as en } from './en';
import { player } from '../../../messages/examples';

export const points: DomainCatalog<typeof en> = {
  'help.settle.points': () => 'die Partien, die ein Ziel beendet, das Geld, wer wem zahlt und den Sieger (Punkte)',
  'help.stats.points': () =>
    'Punkte, pro Spieler: Spiele, Partien und gewonnene Partien, Siegquote, Schnitt pro Spiel, bestes Spiel, ' +
    'bester und schlechtester Abend.',
  // Parser
  'pts.usage.score': (a) =>
    `Spieler und Punkte, z. B. \`${a.keyword} ${player(a.ex, 0)} 12 ${player(a.ex, 1)} 40 ${player(a.ex, 2)} 0\``,
  'pts.player-count': (a) => `Eine Punkteliste braucht 2 bis 12 Spieler, nicht ${a.count}.`,
  'pts.rules-missing': () =>
    'Welche Regeln? Schreibe `regeln standard` (die einzige Vorgabe; den Rest regeln die Schalter).',

  // Engine checks
  'pts.missing-players': (a, f) =>
    `Für ${f.list(a.players)} sind keine Punkte notiert: ${f.plural(a.players.length, 'bekommt', 'bekommen')} ` +
    'in diesem Spiel 0.',
  'pts.row-sum': (a, f) =>
    `Die Zeile ergibt ${f.signed(a.sum)}, auf einer Nullsummenliste (\`set zero-sum on\`) ergibt aber jede Zeile 0.`,
  'pts.empty-round': () => 'Dieses Spiel hat keine `punkte`-Zeile: es zählt nicht.',
  'pts.score-twice': () => 'Eine zweite `punkte`-Zeile in diesem Spiel: die letzte zählt.',
  'pts.player-twice': (a) => `${a.player} steht zweimal in dieser Zeile: die letzte Zahl zählt.`,
  'pts.total.mismatch': (a) =>
    `Stand von ${a.player} als ${a.stated} notiert, berechnet ${a.computed} ` +
    `(${a.before} vorher + ${a.points} in diesem Spiel)`,
  'pts.total.fix': () => 'Die berechneten Stände eintragen',
  'pts.game-over': (a) =>
    `Partie ${a.game} endete im vorigen Spiel (gewonnen von ${a.winner}): dieses Spiel beginnt Partie ` +
    `${a.game + 1}, und die Stände beginnen wieder bei 0.`,
  'pts.target-tie': (a, f) =>
    `Das Ziel ist erreicht, aber ${f.list(a.players)} liegen gleichauf bei ${a.total}: ` +
    'es wird weitergespielt, bis einer führt.',

  // How a round reads
  'pts.summary': (a, f) => a.scores.map((s) => `${s.name} ${f.signedNum(s.points)}`).join(' · '),
  'pts.item.missing': (a) => `${a.player}: nicht notiert, 0`,
  'pts.item.game-won': (a) =>
    `${a.winner} gewinnt Partie ${a.game} mit ${a.total} ` +
    (a.lowest ? `(niedrigster Stand, als das Ziel ${a.target} überschritten wurde)` : `(Ziel ${a.target} erreicht)`),
  'pts.item.new-game': (a) => `Partie ${a.game} beginnt: Stände ab 0`,
  'pts.fact.game-won': (a) => `${a.winner} gewinnt Partie ${a.game}`,

  // The settlement
  'pts.rules.zero-sum': () => 'Nullsummenzeilen',
  'pts.rules.lowest': () => 'niedrigster Stand gewinnt',
  'pts.rules.highest': () => 'höchster Stand gewinnt',
  'pts.rules.target': (a) => `Ziel ${a.target}`,
  'pts.money.zero-sum': (a) => `Geld: der Stand jedes Spielers × ${a.stake} (eine Nullsummenliste).`,
  'pts.money.winner': (a) =>
    `Geld: jeder Spieler zahlt dem Sieger den Unterschied der Stände × ${a.stake}` +
    (a.games > 1 ? `, in jeder der ${a.games} beendeten Partien.` : '.'),
  'pts.money.none': () => 'Noch keine Partie beendet: niemand zahlt.',
  'pts.money.shared': (a, f) =>
    `${f.list(a.players)} teilen sich den besten Stand: was die anderen zahlen, wird unter ihnen geteilt.`,
  'pts.winner': (a) => `Sieger: ${a.name}`,
  'pts.h.games': () => 'Partien',
  'pts.col.game': () => 'Partie',
  'pts.col.rounds': () => 'Spiele',
  'pts.col.winner': () => 'Sieger',
  'pts.col.best-round': () => 'bestes Spiel',
  'pts.col.average': () => 'Schnitt pro Spiel',
  'pts.col.games-won': () => 'Partien gewonnen',
  'pts.game.running': () => 'läuft',
};

/** `game points` by name in German: its title, `game` word, switches and preset (src/messages/gameWords.ts). */
export const pointsWords: GameWords = {
  kinds: [{ kind: 'points', title: 'Punkte', word: 'punkte' }],
  switchNames: {
    'zero-sum': 'Nullsummenzeilen',
    'lowest-wins': 'Niedrigster Stand gewinnt',
    target: 'Punkte, die eine Partie beenden',
  },
  switchValues: {
    target: {
      off: 'aus (eine Partie)',
    },
  },
  presets: { standard: 'Standard' },
};
