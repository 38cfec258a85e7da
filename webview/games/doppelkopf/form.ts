// Doppelkopf's Add round form: the game type and who plays it, the announcements, the result (card points of Re, or
// who won and the value), the special points of each party.

import { html, type TemplateResult } from 'lit';
import { SOLO_KINDS } from '../../../src/games/doppelkopf/model';
import type {
  DoppelkopfExtra,
  DoppelkopfLevel,
  DoppelkopfRoundInput,
  Party,
} from '../../../src/games/doppelkopf/editor';
import { strings } from '../../strings';
import { num, repeat } from '../answers';
import type { FormParts, FormView } from '../types';
import { doppelkopfStrings } from './strings';

const LEVELS: DoppelkopfLevel[] = ['announce', 'no90', 'no60', 'no30', 'black'];
const PARTIES: Party[] = ['re', 'kontra'];

/** Every answer as the controls give it (strings), turned into a round when sent. */
export interface DoppelkopfAnswers {
  type: 'normal' | 'solo' | 'marriage';
  re: string[];
  player: string;
  soloKind: string;
  duty: boolean;
  partner: string;
  announceRe: string;
  announceKontra: string;
  byWinner: boolean;
  reCards: string;
  wonParty: Party;
  wonValue: string;
  fox: Record<Party, string>;
  doko: Record<Party, string>;
  karlchen: Record<Party, boolean>;
}

function input(a: DoppelkopfAnswers): DoppelkopfRoundInput {
  const r: DoppelkopfRoundInput = { game: 'doppelkopf', type: a.type };
  if (a.type === 'normal') r.re = a.re;
  else r.player = a.player || undefined;
  if (a.type === 'solo') Object.assign(r, { soloKind: a.soloKind, duty: a.duty });
  if (a.type === 'marriage') r.partner = a.partner || undefined;
  r.announce = {
    re: (a.announceRe || undefined) as DoppelkopfLevel | undefined,
    kontra: (a.announceKontra || undefined) as DoppelkopfLevel | undefined,
  };
  const value = num(a.byWinner ? a.wonValue : a.reCards);
  if (value !== undefined) {
    r.result = a.byWinner ? { kind: 'won', party: a.wonParty, value } : { kind: 'cards', re: value };
  }
  r.extras = {};
  for (const p of PARTIES) {
    const items: DoppelkopfExtra[] = [
      ...repeat<DoppelkopfExtra>('fox', a.fox[p]),
      ...repeat<DoppelkopfExtra>('doppelkopf', a.doko[p]),
      ...(a.karlchen[p] ? ['karlchen' as const] : []),
    ];
    r.extras[p] = items;
  }
  return r;
}

function fields(f: FormParts<DoppelkopfAnswers>): TemplateResult {
  const t = doppelkopfStrings();
  const a = f.answers;
  const types: ['normal' | 'solo' | 'marriage', string][] = [
    ['normal', t.formNormal],
    ['solo', t.formSolo],
    ['marriage', t.formMarriage],
  ];
  const party = (p: Party): string => (p === 're' ? t.re : t.kontra);
  const levels = (p: Party): [string, string][] => [
    ['', strings.formNone],
    ...LEVELS.map((l): [string, string] => [l, l === 'announce' ? party(p) : t.formLevels[l]]),
  ];
  return html`
    <fieldset class="choices">
      <legend>${t.formGameType}</legend>
      ${types.map(
        ([v, text]) =>
          html`<label class="choice"
            ><input
              type="radio"
              name="${f.uid}-type"
              value=${v}
              .checked=${a.type === v}
              @change=${() => f.set({ type: v })}
            />${text}</label
          >`,
      )}
    </fieldset>
    ${
      a.type === 'normal'
        ? html`<fieldset class="choices">
            <legend>${t.formRePlayers}</legend>
            ${f.players.map(
              (p) =>
                html`<label class="choice"
                  ><input
                    type="checkbox"
                    .checked=${a.re.includes(p)}
                    @change=${(e: Event) => {
                      const on = (e.target as HTMLInputElement).checked;
                      f.set({ re: on ? [...a.re, p] : a.re.filter((x) => x !== p) });
                    }}
                  />${p}</label
                >`,
            )}
          </fieldset>`
        : a.type === 'solo'
          ? html`<div class="row">
              ${f.select(t.formSoloist, a.player, f.playerOptions(''), (v) => f.set({ player: v }))}
              ${f.select(
                t.formSoloKind,
                a.soloKind,
                SOLO_KINDS.map((k) => [k, t.soloKinds[k] ?? k]),
                (v) => f.set({ soloKind: v }),
              )}
              <label class="choice"
                ><input
                  type="checkbox"
                  .checked=${a.duty}
                  @change=${(e: Event) => f.set({ duty: (e.target as HTMLInputElement).checked })}
                />${t.formDuty}</label
              >
            </div>`
          : html`<div class="row">
              ${f.select(t.formMarriagePlayer, a.player, f.playerOptions(''), (v) => f.set({ player: v }))}
              ${f.select(
                t.formPartner,
                a.partner,
                f.playerOptions(t.formAlone).filter(([v]) => v === '' || v !== a.player),
                (v) => f.set({ partner: v }),
              )}
            </div>`
    }
    <fieldset>
      <legend>${strings.formAnnouncements}</legend>
      <div class="row">
        ${f.select(t.re, a.announceRe, levels('re'), (v) => f.set({ announceRe: v }))}
        ${f.select(t.kontra, a.announceKontra, levels('kontra'), (v) => f.set({ announceKontra: v }))}
      </div>
    </fieldset>
    <fieldset>
      <legend>${t.formResult}</legend>
      <div class="choices">
        <label class="choice"
          ><input
            type="radio"
            name="${f.uid}-result"
            .checked=${!a.byWinner}
            @change=${() => f.set({ byWinner: false })}
          />${t.formByCards}</label
        >
        <label class="choice"
          ><input
            type="radio"
            name="${f.uid}-result"
            .checked=${a.byWinner}
            @change=${() => f.set({ byWinner: true })}
          />${t.formByWinner}</label
        >
      </div>
      <div class="row">
        ${
          a.byWinner
            ? html`${f.select(
                t.formWinner,
                a.wonParty,
                PARTIES.map((p) => [p, party(p)]),
                (v) => f.set({ wonParty: v as Party }),
              )}
              ${f.number(t.formValue, a.wonValue, (v) => f.set({ wonValue: v }), 0, 99)}`
            : f.number(t.formReCards, a.reCards, (v) => f.set({ reCards: v }), 0, 240)
        }
      </div>
    </fieldset>
    <fieldset>
      <legend>${t.formExtras}</legend>
      <div class="row">
        ${PARTIES.map(
          (p) => html`
            ${f.number(
              t.formExtraOf(t.formExtraFox, party(p)),
              a.fox[p],
              (v) => f.set({ fox: { ...a.fox, [p]: v } }),
              0,
              2,
            )}
            ${f.number(
              t.formExtraOf(t.formExtraDoppelkopf, party(p)),
              a.doko[p],
              (v) => f.set({ doko: { ...a.doko, [p]: v } }),
              0,
              4,
            )}
            <label class="choice"
              ><input
                type="checkbox"
                .checked=${a.karlchen[p]}
                @change=${(e: Event) =>
                  f.set({ karlchen: { ...a.karlchen, [p]: (e.target as HTMLInputElement).checked } })}
              />${t.formExtraOf(t.formExtraKarlchen, party(p))}</label
            >
          `,
        )}
      </div>
    </fieldset>
  `;
}

export const doppelkopfForm: FormView<DoppelkopfAnswers> = {
  empty: () => ({
    type: 'normal',
    re: [],
    player: '',
    soloKind: 'queens',
    duty: false,
    partner: '',
    announceRe: '',
    announceKontra: '',
    byWinner: false,
    reCards: '',
    wonParty: 're',
    wonValue: '',
    fox: { re: '0', kontra: '0' },
    doko: { re: '0', kontra: '0' },
    karlchen: { re: false, kontra: false },
  }),
  // The sheet's names are its players.
  players: (names) => names,
  fields,
  input: (a) => input(a),
};
