// The shared trick library: cards, the deal walker, what may be played; each game's trick rules are in its folder.

export * from './cards';
export * from './codes';
export * from './legality';
export type { TrickInfo } from './deal';
export * from './summary';
