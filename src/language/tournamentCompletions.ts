// Completion in a tournament's files: the lines of tournament.score and their words (ranking keys, tie-breaks,
// on/off), and the `series`, `table` and `timeout` lines of a table sheet's header. Each line is offered in the
// display language's word (`wertung`, `classement`; the English word finds it too), its detail translated by `t`.

import { lexLine } from '../format/lexer';
import type { GameKind } from '../format/ast';
import type { GameModule, Suggestion } from '../games/game';
import type { Lang } from '../messages';
import { FORMAT_WORDS, wordOf } from '../words/vocabulary';
import { tournamentKeyword } from '../tournament/settings';
import type { RankingKey, TiebreakKey, TournamentSettings } from '../tournament/types';
import type { Translate } from './messages';

type Words = { de: string; fr: string };

/** The lines of tournament.score in the order they are usually written, with their German and French words. */
const LINES: readonly { key: string; words: Words; detail: (t: Translate) => string }[] = [
  { key: 'tournament', words: { de: 'turnier', fr: 'concours' }, detail: (t) => t('the tournament and its title') },
  { key: 'game', words: { de: 'game', fr: 'game' }, detail: (t) => t('the game every table plays') },
  { key: 'rules', words: { de: 'regeln', fr: 'règles' }, detail: (t) => t('the rules preset every table plays') },
  { key: 'set', words: { de: 'set', fr: 'set' }, detail: (t) => t('one rule switch for every table: set KEY VALUE') },
  { key: 'stake', words: { de: 'einsatz', fr: 'mise' }, detail: (t) => t('money per point at every table') },
  { key: 'series', words: { de: 'serie', fr: 'parties' }, detail: (t) => t('the number of series') },
  {
    key: 'games',
    words: { de: 'spiele', fr: 'jeux' },
    detail: (t) => t('games per series by table size, e.g. 4:24 5:30'),
  },
  { key: 'player', words: { de: 'teilnehmer', fr: 'joueur' }, detail: (t) => t('a participant: player N NAME') },
  { key: 'ranking', words: { de: 'wertung', fr: 'classement' }, detail: (t) => t('what ranks the standings') },
  { key: 'placement', words: { de: 'platzierung', fr: 'placement' }, detail: (t) => t('points by place at a table') },
  { key: 'match', words: { de: 'match', fr: 'match' }, detail: (t) => t('match points for a partie won and lost') },
  { key: 'tiebreak', words: { de: 'feinwertung', fr: 'départage' }, detail: (t) => t('the tie-breaks, in order') },
  { key: 'missed', words: { de: 'gefehlt', fr: 'absent' }, detail: (t) => t('what a missed series scores') },
  { key: 'bye', words: { de: 'freilos', fr: 'exempt' }, detail: (t) => t('what a bye scores: match points, points') },
  { key: 'individual', words: { de: 'einzelwertung', fr: 'individuel' }, detail: (t) => t('rank players, not teams') },
  { key: 'entry', words: { de: 'startgeld', fr: 'inscription' }, detail: (t) => t('the entry fee') },
  { key: 'prizes', words: { de: 'preise', fr: 'prix' }, detail: (t) => t('the prizes by place, amounts or percent') },
  { key: 'best', words: { de: 'beste', fr: 'meilleures' }, detail: (t) => t('only the best N series count') },
];

const RANKINGS: Record<RankingKey, Words & { detail: (t: Translate) => string }> = {
  points: { de: 'punkte', fr: 'points', detail: (t) => t('the sum of the points of all series') },
  placement: { de: 'platzierung', fr: 'placement', detail: (t) => t('placement points by place at each table') },
  index: { de: 'index', fr: 'index', detail: (t) => t('placement × 6 + points / 10') },
  average: { de: 'schnitt', fr: 'moyenne', detail: (t) => t('points per series played') },
  match: { de: 'match', fr: 'match', detail: (t) => t('match points per partie won or lost') },
};

const TIEBREAKS: Record<TiebreakKey, Words> = {
  points: { de: 'punkte', fr: 'points' },
  placement: { de: 'platzierung', fr: 'placement' },
  'best-series': { de: 'beste-serie', fr: 'meilleure-partie' },
  wins: { de: 'siege', fr: 'victoires' },
  'point-diff': { de: 'differenz', fr: 'écart' },
  'games-won': { de: 'gewonnene-spiele', fr: 'donnes-gagnées' },
  'games-lost': { de: 'verlorene-spiele', fr: 'donnes-perdues' },
};

const ON_OFF: Record<'on' | 'off', Words> = { on: { de: 'an', fr: 'oui' }, off: { de: 'aus', fr: 'non' } };

function word(key: string, words: Words, lang: Lang): Pick<Suggestion, 'label' | 'filterText'> {
  const label = lang === 'en' ? key : words[lang];
  return label === key ? { label } : { label, filterText: `${label} ${key}` };
}

export interface TournamentCompletionContext {
  settings: TournamentSettings;
  line: number;
  prefix: string;
  games: readonly GameModule[];
  lang: Lang;
  t: Translate;
}

/** What can be typed at the cursor in tournament.score. */
export function tournamentCompletionsAt(ctx: TournamentCompletionContext): Suggestion[] {
  const { lang, t, settings } = ctx;
  const lexed = lexLine(ctx.prefix, ctx.line);
  if (lexed.commentStart !== undefined || lexed.lexemes.some((l) => l.unterminated)) return [];
  const lex = lexed.lexemes;
  const typing = lex.length > 0 && lex[lex.length - 1].end === ctx.prefix.length;
  const done = typing ? lex.slice(0, -1) : lex;
  if (done.length === 0)
    return LINES.map((l) => ({ ...word(l.key, l.words, lang), kind: 'directive' as const, detail: l.detail(t) }));
  const keyword = done[0].quoted ? undefined : tournamentKeyword(done[0].text);
  const args = done.slice(1).map((l) => l.text.toLowerCase());
  const n = args.length;
  const game: GameKind | undefined = settings.game;
  const module = game ? ctx.games.find((g) => g.kinds.includes(game)) : undefined;
  switch (keyword) {
    case 'game':
      return n === 0 ? ctx.games.flatMap((g) => g.kinds).map((label) => ({ label, kind: 'value' as const })) : [];
    case 'rules':
      return n === 0 && game && module
        ? module.rules.presets(game).map((label) => ({ label, kind: 'value' as const }))
        : [];
    case 'set':
      return n === 0 && module ? module.rules.switches.map((s) => ({ label: s.key, kind: 'setting' as const })) : [];
    case 'ranking': {
      if (n > 0) return [];
      const keys = module?.tournament.rankings ?? (Object.keys(RANKINGS) as RankingKey[]);
      return keys.map((k) => ({
        ...word(k, RANKINGS[k], lang),
        kind: 'value' as const,
        detail: RANKINGS[k].detail(t),
      }));
    }
    case 'tiebreak': {
      const used = new Set(args);
      return (Object.keys(TIEBREAKS) as TiebreakKey[])
        .filter((k) => !used.has(k) && !used.has(TIEBREAKS[k].de) && !used.has(TIEBREAKS[k].fr))
        .map((k) => ({ ...word(k, TIEBREAKS[k], lang), kind: 'value' as const }));
    }
    case 'individual':
      return n === 0
        ? (['on', 'off'] as const).map((k) => ({ ...word(k, ON_OFF[k], lang), kind: 'value' as const }))
        : [];
    case 'player': {
      if (n > 0) return [];
      const next = Math.max(0, ...settings.players.map((p) => p.number)) + 1;
      return [{ label: String(next), kind: 'number', detail: t('the next start number'), preselect: true }];
    }
  }
  return [];
}

/** The header lines of a table sheet: `series`, `table` (and `timeout` among the rounds), in the display language. */
export function sheetDirectives(lang: Lang, t: Translate, inRound: boolean): Suggestion[] {
  const entry = (key: string) => FORMAT_WORDS.find((e) => e.canonical === key)!;
  const of = (key: string, detail: string): Suggestion => {
    const label = wordOf(entry(key), lang);
    return { label, ...(label !== key ? { filterText: `${label} ${key}` } : {}), kind: 'directive', detail };
  };
  if (inRound) return [of('timeout', t('the clock stopped the series: fewer games are fine'))];
  return [of('series', t('which series this table sheet is of')), of('table', t('which table this sheet is'))];
}

/** After `series ` on a table sheet: the tournament's series numbers. */
export function seriesNumbers(prefix: string, line: number, count: number | undefined): Suggestion[] | undefined {
  const lex = lexLine(prefix, line).lexemes;
  const typing = lex.length > 0 && lex[lex.length - 1].end === prefix.length;
  const done = typing ? lex.slice(0, -1) : lex;
  if (done.length !== 1 || !count) return undefined;
  const w = done[0].text.toLowerCase();
  if (!(['series', 'serie', 'partie'] as string[]).includes(w)) return undefined;
  return Array.from({ length: count }, (_, i) => ({ label: String(i + 1), kind: 'number' as const }));
}
