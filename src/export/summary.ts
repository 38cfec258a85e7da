// The short form of an evening or a season that travels by chat or as an image: title, winner, each name's result,
// who pays whom, the fingerprint. One summary, two renderings: the chat lines (chat.ts) and the image (card.ts). Pure.

import { fmtOf, msg, render, type Lang, type Message } from '../messages';
import type { SeasonModel, SettlementModel } from '../protocol';

export interface SummaryRow {
  rank: number;
  name: string;
  /** The result in the summary's words: `+25`, `2` (games won). */
  value: string;
  money?: string;
  /** The sign of the result (for the image's colours). */
  sign: number;
}

export interface ShareSummary {
  title: string;
  /** Game, date or dates, rounds or evenings: `Doppelkopf · Nov 15, 2024 · 26 rounds`. */
  subtitle: string;
  /** `Winner: Dora (+25 points)`; absent when nobody leads (a tie, no rounds). */
  winner?: string;
  /** What the rows are: `Totals`, `Games won`, `Standings`. */
  heading: string;
  /** The chat's line of the rows (`Totals: Dora +25 · Anna +9 · …`). */
  rowsLine: string;
  rows: SummaryRow[];
  /** Who pays whom, one transfer each; empty with `paysNote` when there is nothing to pay (or no stake). */
  pays: string[];
  /** The chat's line of who pays whom. */
  paysLine: string;
  /** The image's heading above `pays`. */
  paysHeading: string;
  /** A season's money per player (`Money: Anna +3.35 EUR · …`). */
  moneyLine?: string;
  /** `The sheet has 1 error; …`. */
  errors?: string;
  fingerprint: string;
}

const t = (m: Message, lang: Lang) => render(m, lang);

/** The game's name as the games write it themselves (`doppelkopf` → `Doppelkopf`): the same in every language. */
export function gameName(game: string): string {
  return game.charAt(0).toUpperCase() + game.slice(1);
}

/** A file's ISO date in the language (`Nov 15, 2024`, `15.11.2024`, `15 nov. 2024`); other text as written. */
export function dateIn(lang: Lang, iso: string | undefined): string | undefined {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return iso;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (at.getUTCDate() !== Number(m[3])) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** Competition ranks (1, 1, 3) of values already sorted best first. */
function ranks(keys: number[][]): number[] {
  const same = (a: number[], b: number[]) => a.every((v, i) => v === b[i]);
  return keys.map((k, i) => {
    let first = i;
    while (first > 0 && same(keys[first - 1], k)) first--;
    return first + 1;
  });
}

/**
 * An evening: totals (or games won, where the sheet is played in games to a target), money, who pays whom.
 * `previous`: the fingerprint of the season's evening before it. `gamesWon`: each name's games won, aligned with the
 * model's `names`, where its game ranks the evening by them (GameView.gamesWon); else it is ranked by its totals.
 */
export function eveningSummary(
  m: SettlementModel,
  fingerprint: string,
  lang: Lang = 'en',
  previous?: string,
  gamesWon?: readonly number[],
): ShareSummary {
  const f = fmtOf(lang);
  const games = gamesWon !== undefined;
  const won = m.names.map((_, j) => gamesWon?.[j] ?? 0);
  const order = m.names
    .map((name, j) => ({ name, j, key: games ? [won[j], m.totals[j] ?? 0] : [m.totals[j] ?? 0] }))
    .sort((a, b) => b.key[0] - a.key[0] || (b.key[1] ?? 0) - (a.key[1] ?? 0) || a.j - b.j);
  const rank = ranks(order.map((o) => o.key));
  const rows: SummaryRow[] = order.map((o, i) => ({
    rank: rank[i],
    name: o.name,
    value: games ? f.num(won[o.j]) : f.signedNum(m.totals[o.j] ?? 0),
    ...(m.money ? { money: f.money(m.money[o.j] ?? 0, m.currency, true) } : {}),
    sign: Math.sign(games ? won[o.j] : (m.totals[o.j] ?? 0)),
  }));
  const top = order[0];
  const alone = top && rank[1] !== 1 && m.rounds.length > 0;
  const winnerValue = top && (games ? t(msg('share.games-won', { games: won[top.j] }), lang) : undefined);
  const winner = alone
    ? t(
        msg('share.winner', {
          name: top.name,
          value: winnerValue ?? t(msg('share.points', { points: m.totals[top.j] ?? 0 }), lang),
        }),
        lang,
      )
    : undefined;
  const list = rows.map((r) => `${r.name} ${r.value}`).join(' · ');
  const pays = m.transfers.map((x) =>
    t(msg('share.pays-one', { from: x.from, to: x.to, amount: f.money(x.cents, m.currency) }), lang),
  );
  const paysLine = pays.length
    ? t(msg('share.pays', { list: pays.join(' · ') }), lang)
    : t(msg(m.money ? 'share.nobody-pays' : 'share.no-stake'), lang);
  const date = dateIn(lang, m.date);
  return {
    title: m.title || m.fileName,
    subtitle: [m.game ? gameName(m.game) : '', date ?? '', t(msg('share.rounds', { rounds: m.rounds.length }), lang)]
      .filter(Boolean)
      .join(' · '),
    ...(winner ? { winner } : {}),
    heading: t(msg(games ? 'share.card.games-won' : 'share.card.totals'), lang),
    rowsLine: t(msg(games ? 'share.games-won-line' : 'share.totals', { list }), lang),
    rows,
    pays,
    paysLine,
    paysHeading: t(msg('share.card.who-pays'), lang),
    ...(m.errors ? { errors: t(msg('share.errors', { errors: m.errors }), lang) } : {}),
    fingerprint: previous
      ? t(msg('share.fingerprint-previous', { fingerprint, previous }), lang)
      : t(msg('share.fingerprint', { fingerprint }), lang),
  };
}

/** A season: standings by points, the season's money, the season's fingerprint. */
export function seasonSummary(s: SeasonModel, fingerprint: string, title: string, lang: Lang = 'en'): ShareSummary {
  const f = fmtOf(lang);
  const rows: SummaryRow[] = s.standings.map((st) => ({
    rank: st.rank,
    name: st.name,
    value: f.signedNum(st.total),
    ...(st.money !== undefined ? { money: f.money(st.money, s.currency, true) } : {}),
    sign: Math.sign(st.total),
  }));
  const dates = s.evenings.flatMap((e) => (e.date ? [dateIn(lang, e.date)!] : []));
  const top = s.standings[0];
  const alone = top && s.standings[1]?.rank !== 1;
  const withMoney = rows.filter((r) => r.money !== undefined);
  return {
    title,
    subtitle: [
      gameName(s.game),
      t(msg('share.evenings', { evenings: s.evenings.length }), lang),
      dates.length ? t(msg('share.date-range', { from: dates[0], to: dates[dates.length - 1] }), lang) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    ...(alone
      ? {
          winner: t(
            msg('share.leader', { name: top.name, value: t(msg('share.points', { points: top.total }), lang) }),
            lang,
          ),
        }
      : {}),
    heading: t(msg('share.card.standings'), lang),
    rowsLine: t(msg('share.standings', { list: rows.map((r) => `${r.rank}. ${r.name} ${r.value}`).join(' · ') }), lang),
    rows,
    pays: [],
    paysLine: '',
    paysHeading: t(msg('share.card.who-pays'), lang),
    moneyLine: withMoney.length
      ? t(msg('share.money', { list: withMoney.map((r) => `${r.name} ${r.money}`).join(' · ') }), lang)
      : t(msg('share.no-money'), lang),
    fingerprint: t(msg('share.fingerprint-season', { fingerprint }), lang),
  };
}
