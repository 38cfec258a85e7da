// Belote and Coinche in a season: an evening by its two partnerships (each player carries the team's points, games and
// money shared by the two), players' contracts and the partnerships merged over evenings, the standings by games won.

import { msg } from '../../../messages';
import { splitCents } from '../../../engine/settle/money';
import { dict, dictOf } from '../../../text/dict';
import type { EveningPart, GameSeason } from '../../game';
import { teamPoints } from '../report/points';
import { addContracts, beloteEvening, emptyLine, mergeTeams } from './stats';
import { eveningRows, seasonCsvRows, standings, statsCsv, statsTables } from './tables';
import type { BelotePlayerLine, EveningTeam } from './types';

/** The game's name in a season's headings: French writes it in lower case. */
const NAMES: Record<string, string> = { belote: 'Belote', coinche: 'Coinche' };

export const beloteSeason: GameSeason = {
  name: (kind, lang) => (lang === 'fr' ? kind : (NAMES[kind] ?? kind)),
  // A season pot takes each game a team lost, from both its players.
  potPer: 'game',
  statsHelp: msg('help.stats.belote'),
  averagePer: 'rounds',
  emptyLine,
  evening: ({ settlement: s, rounds, players }) => {
    // Partners sit opposite: team 1 = 1st + 3rd player, team 2 = 2nd + 4th.
    if (players.length !== 4 || s.names.length !== 2) return undefined;
    const teams: EveningTeam[] = s.names.map((name, i) => ({ name, members: [players[i], players[i + 2]] }));
    const points = teamPoints(s);
    const lostGames = dictOf(s.names, () => 0);
    for (const g of s.games ?? [])
      if (g.finished && g.winner) for (const n of s.names) if (n !== g.winner) lostGames[n]++;
    const part: EveningPart = { totals: dict(), lost: dict(), stats: [] };
    for (const t of teams) {
      const shares = s.money ? splitCents(s.money[t.name] ?? 0, 2) : undefined;
      t.members.forEach((m, i) => {
        part.totals[m] = points[t.name] ?? 0;
        part.lost[m] = lostGames[t.name];
        if (shares) (part.money ??= dict())[m] = shares[i];
      });
    }
    const st = beloteEvening(teams, rounds, s);
    part.stats = st.players;
    part.own = { teams, teamStats: st.teams };
    return part;
  },
  mergeLine: (into, from) => addContracts((into as BelotePlayerLine).contracts, (from as BelotePlayerLine).contracts),
  statsOwn: (evenings, names) => ({ teams: mergeTeams(evenings, names) }),
  rankKey: (line, total) => [line?.wins ?? 0, total],
  // The JSON's standings name the solos of every game: a Belote player plays none.
  standing: () => ({ solos: 0, solosWon: 0 }),
  eveningRows,
  standings,
  seasonCsvRows,
  statsTables,
  statsCsv,
};
