// Belote's and Coinche's Add round form: the taker (Coinche: the contract, its value and whether it was coinched) and
// the trump, the taker's team's card points, who won the last trick, the belote and a capot, each team's announcement.

import { html, type TemplateResult } from 'lit';
import type { BeloteAnnouncement, BeloteRoundInput, BeloteTrump } from '../../../src/games/belote/editor';
import { strings } from '../../strings';
import { num, team } from '../answers';
import type { FormParts, FormView } from '../types';
import { beloteStrings, TABLES } from './strings';

const TRUMPS: BeloteTrump[] = ['hearts', 'spades', 'diamonds', 'clubs', 'no-trump', 'all-trump'];
const CONTRACTS = ['80', '90', '100', '110', '120', '130', '140', '150', '160', 'capot', 'generale'];
const ANNOUNCEMENTS = Object.keys(TABLES.en.formBeloteAnnouncements) as BeloteAnnouncement[];

/** Every answer as the controls give it (strings), turned into a round when sent. */
export interface BeloteAnswers {
  taker: string;
  trump: string;
  contract: string;
  coinche: string;
  cards: string;
  last: string;
  belote: string;
  capot: string;
  announce0: string;
  announce1: string;
}

function input(a: BeloteAnswers, kind: string, players: string[]): BeloteRoundInput {
  const game = kind === 'coinche' ? 'coinche' : 'belote';
  const r: BeloteRoundInput = { game, taker: a.taker || undefined, trump: a.trump as BeloteTrump };
  if (game === 'coinche') {
    r.contract = a.contract === 'capot' || a.contract === 'generale' ? a.contract : num(a.contract);
    r.coinche = (a.coinche || undefined) as BeloteRoundInput['coinche'];
  }
  const takerTeam = players.indexOf(a.taker);
  const points = num(a.cards);
  if (takerTeam >= 0 && points !== undefined) r.cards = { team: (takerTeam % 2) as 0 | 1, points };
  r.last = team(a.last);
  r.belote = team(a.belote);
  r.capot = team(a.capot);
  r.announce = {
    0: a.announce0 ? [a.announce0 as BeloteAnnouncement] : [],
    1: a.announce1 ? [a.announce1 as BeloteAnnouncement] : [],
  };
  return r;
}

function fields(f: FormParts<BeloteAnswers>): TemplateResult {
  const t = beloteStrings();
  const a = f.answers;
  const [t0, t1] = f.teams;
  const teams = (none: boolean): [string, string][] => [
    ...(none ? [['', strings.formNone] as [string, string]] : []),
    ['0', t0],
    ['1', t1],
  ];
  const trumps = TRUMPS.map((x): [string, string] => [x, t.formTrumps[x] ?? x]);
  const announcements: [string, string][] = [
    ['', strings.formNone],
    ...ANNOUNCEMENTS.map((x): [string, string] => [x, t.formBeloteAnnouncements[x] ?? x]),
  ];
  return html`
    ${
      f.kind === 'coinche'
        ? html`<fieldset>
            <legend>${t.formContract}</legend>
            <div class="row">
              ${f.select(t.formContractPlayer, a.taker, f.playerOptions(''), (v) => f.set({ taker: v }))}
              ${f.select(
                t.formContractValue,
                a.contract,
                CONTRACTS.map((c) => [c, c]),
                (v) => f.set({ contract: v }),
              )}
              ${f.select(t.formTrump, a.trump, trumps, (v) => f.set({ trump: v }))}
              ${f.select(
                t.formCoinche,
                a.coinche,
                [
                  ['', strings.formNone],
                  ['coinche', t.formCoincheLevels.coinche],
                  ['surcoinche', t.formCoincheLevels.surcoinche],
                ],
                (v) => f.set({ coinche: v }),
              )}
            </div>
          </fieldset>`
        : html`<div class="row">
            ${f.select(t.formTaker, a.taker, f.playerOptions(''), (v) => f.set({ taker: v }))}
            ${f.select(t.formTrump, a.trump, trumps, (v) => f.set({ trump: v }))}
          </div>`
    }
    <div class="row">
      ${f.number(t.formTakerCards, a.cards, (v) => f.set({ cards: v }), 0, 258)}
      ${f.select(t.formLast, a.last, teams(true), (v) => f.set({ last: v }))}
      ${f.select(t.formBelote, a.belote, teams(true), (v) => f.set({ belote: v }))}
      ${f.select(t.formCapot, a.capot, teams(true), (v) => f.set({ capot: v }))}
    </div>
    <fieldset>
      <legend>${strings.formAnnouncements}</legend>
      <div class="row">
        ${f.select(t.formAnnouncementsOf(t0), a.announce0, announcements, (v) => f.set({ announce0: v }))}
        ${f.select(t.formAnnouncementsOf(t1), a.announce1, announcements, (v) => f.set({ announce1: v }))}
      </div>
    </fieldset>
  `;
}

export const beloteForm: FormView<BeloteAnswers> = {
  empty: () => ({
    taker: '',
    trump: 'hearts',
    contract: '80',
    coinche: '',
    cards: '',
    last: '',
    belote: '',
    capot: '',
    announce0: '',
    announce1: '',
  }),
  // The sheet's names are teams: the players come with the host's first preview.
  players: () => [],
  fields,
  input,
};
