// The three examples of score-format.md § Examples, verbatim: the sheets every test starts from.

export const DOPPELKOPF_EXAMPLE = `game doppelkopf
title Doppelkopf bei Clara
players Anna Ben Clara Dora
rules ddv
stake 0.05 EUR

round 1
  re Anna Clara
  cards re 151
  score Anna +2 Ben -2 Clara +2 Dora -2

round 2
  re Ben Dora
  announce re no90
  announce kontra
  cards re 140
  extras kontra fox
  total Anna 10 Ben -10 Clara 10 Dora -10   # hand-written checkpoint

round 3
  solo Dora queens duty
  announce re
  cards re 185
`;

export const BELOTE_EXAMPLE = `game belote
players Nord Ost Süd West
rules house
target 1000

round
  taker Süd
  trump hearts
  cards Nord-Süd 90, Ost-West 62
  last Süd
  belote Ost
  score Nord-Süd 100, Ost-West 82
`;

export const COINCHE_EXAMPLE = `game coinche
players Nord Ost Süd West
teams NS EW
rules official

round
  contract Süd 90 spades coinche
  cards NS 100 EW 52
  last NS
  belote EW
`;
