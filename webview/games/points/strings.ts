// The words of `game points` in the settlement view (its sheet, games, statistics and Add round form), in English,
// German and French: the generic words are in webview/strings.ts. `pointsStrings()`: the table of the view's language.

import type { Lang } from '../../../src/messages';
import { viewLang } from '../../strings';

const en = {
  label: 'Points',
  cellCaption: "Each player's cell: the round's points, then the running total in brackets.",
  colGame: 'Game',
  gameWonBy: (n: number, winner: string) => `Game ${n} won by ${winner}`,
  newGame: (n: number) => `Game ${n} begins`,
  colRounds: 'Rounds',
  colGamesWon: 'Games won',
  colAverage: 'Ø per round',
  colBestRound: 'Best round',
  formPoints: (name: string) => `Points of ${name}`,
  formHint: 'A player left empty scores 0 (with a warning).',
};

export type PointsStrings = typeof en;

const de: PointsStrings = {
  label: 'Punkte',
  cellCaption: 'Zelle eines Spielers: die Punkte des Spiels, dahinter in Klammern der laufende Stand.',
  colGame: 'Partie',
  gameWonBy: (n, winner) => `Partie ${n} gewonnen von ${winner}`,
  newGame: (n) => `Partie ${n} beginnt`,
  colRounds: 'Spiele',
  colGamesWon: 'Partien gewonnen',
  colAverage: 'Ø pro Spiel',
  colBestRound: 'Bestes Spiel',
  formPoints: (name) => `Punkte von ${name}`,
  formHint: 'Wer leer bleibt, bekommt 0 (mit einer Warnung).',
};

const fr: PointsStrings = {
  label: 'Points',
  cellCaption: 'Case d’un joueur : les points de la donne, puis le cumul entre parenthèses.',
  colGame: 'Partie',
  gameWonBy: (n, winner) => `Partie ${n} gagnée par ${winner}`,
  newGame: (n) => `La partie ${n} commence`,
  colRounds: 'Donnes',
  colGamesWon: 'Parties gagnées',
  colAverage: 'Ø par donne',
  colBestRound: 'Meilleure donne',
  formPoints: (name) => `Points de ${name}`,
  formHint: 'Un joueur laissé vide marque 0 (avec un avertissement).',
};

export const TABLES: Record<Lang, PointsStrings> = { en, de, fr };

export function pointsStrings(): PointsStrings {
  return TABLES[viewLang];
}
