// The Add round form of a points sheet: each player's points this round.

import { html, type TemplateResult } from 'lit';
import type { PointsRoundInput } from '../../../src/games/points/editor';
import { num } from '../answers';
import type { FormParts, FormView } from '../types';
import { pointsStrings } from './strings';

/** Each player's points as typed, by name. */
export type PointsAnswers = Record<string, string>;

function fields(f: FormParts<PointsAnswers>): TemplateResult {
  const t = pointsStrings();
  return html`
    <div class="row">
      ${f.players.map((p) => f.number(t.formPoints(p), f.answers[p] ?? '', (v) => f.set({ [p]: v }), -100000, 100000))}
    </div>
    <p class="muted">${t.formHint}</p>
  `;
}

function input(a: PointsAnswers, _kind: string, players: string[]): PointsRoundInput {
  const points: Record<string, number | undefined> = {};
  for (const p of players) {
    const v = num(a[p] ?? '');
    if (v !== undefined) points[p] = v;
  }
  return { game: 'points', points };
}

export const pointsForm: FormView<PointsAnswers> = {
  empty: () => ({}),
  players: (names) => names,
  fields,
  input,
};
