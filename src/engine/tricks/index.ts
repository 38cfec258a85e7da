// The trick library's public face: what the Doppelkopf and Belote engines, hovers and `explain` call.

export * from './cards';
export * from './codes';
export * from './doppelkopfOrder';
export * from './beloteOrder';
export * from './legality';
export type { TrickInfo } from './deal';
export * from './doppelkopfDeal';
export * from './beloteDeal';
export * from './summary';
