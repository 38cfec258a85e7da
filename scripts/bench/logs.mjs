// Generated logs for `npm run bench`: long evenings of each game, with the usual mix of round kinds.

/** Doppelkopf: normal games with card points, announcements, foxes, solos, recorded rows. */
export function doppelkopfLog(n) {
  const players = ['Anna', 'Ben', 'Clara', 'Dora'];
  const lines = ['game doppelkopf', 'title Benchmark evening', 'players Anna Ben Clara Dora', 'stake 0.05 EUR', ''];
  for (let i = 1; i <= n; i++) {
    const a = players[i % 4];
    const b = players[(i + 1) % 4];
    lines.push(`round ${i}`);
    if (i % 9 === 0) {
      lines.push(`  solo ${a} queens${i % 18 === 0 ? ' duty' : ''}`, '  announce re', `  cards re ${100 + (i % 120)}`);
    } else if (i % 5 === 0) {
      lines.push(`  score ${a} +2 ${b} +2 ${players[(i + 2) % 4]} -2 ${players[(i + 3) % 4]} -2`);
    } else {
      lines.push(`  re ${a} ${b}`, `  cards re ${80 + (i % 121)}`);
      if (i % 3 === 0) lines.push('  announce kontra');
      if (i % 7 === 0) lines.push('  extras re fox');
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Coinche: contracts (some coinched), card points of one team, the last trick. */
export function coincheLog(n) {
  const lines = ['game coinche', 'players Nord Ost Süd West', 'teams NS EW', 'rules official', ''];
  for (let i = 1; i <= n; i++) {
    const c = 80 + (i % 5) * 10;
    const ns = 40 + ((i * 7) % 100);
    lines.push(
      'round',
      `  contract ${i % 2 ? 'Süd' : 'Ost'} ${c} spades${i % 11 === 0 ? ' coinche' : ''}`,
      `  cards NS ${ns}`,
      `  last ${i % 3 ? 'NS' : 'EW'}`,
      '',
    );
  }
  return lines.join('\n');
}

/** Classic belote: taker, trump, both teams' card points, the last trick, belotes and announcements. */
export function beloteLog(n) {
  const trumps = ['hearts', 'spades', 'clubs', 'diamonds'];
  const lines = ['game belote', 'players Nord Ost Süd West', 'rules house', 'target 1000', ''];
  for (let i = 1; i <= n; i++) {
    const ns = 30 + ((i * 11) % 100);
    lines.push('round', `  taker ${['Nord', 'Ost', 'Süd', 'West'][i % 4]}`, `  trump ${trumps[i % 4]}`);
    lines.push(`  cards Nord-Süd ${ns}, Ost-West ${152 - ns}`, `  last ${i % 2 ? 'Süd' : 'Ost'}`);
    if (i % 4 === 0) lines.push('  belote Nord');
    if (i % 6 === 0) lines.push('  announce Ost tierce');
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Skat under `rules pub` at a three-table: suit and Grand games with their Spitzen, the declarer's Augen (won, lost,
 * Schneider), a Hand game, the odd overbid, Null games by tricks or stated outcome, Kontra and Re, passed rounds and
 * Ramsch rows with every player's Augen.
 */
export function skatLog(n) {
  const players = ['Anna', 'Ben', 'Clara'];
  const suits = ['clubs', 'spades', 'hearts', 'diamonds'];
  const lines = ['game skat', 'title Benchmark evening', 'players Anna Ben Clara', 'rules pub', 'stake 0.01 EUR', ''];
  for (let i = 1; i <= n; i++) {
    const p = players[i % 3];
    const defender = players[(i + 1) % 3];
    lines.push(`round ${i}`);
    if (i % 17 === 0) lines.push('  passed');
    else if (i % 13 === 0) {
      const a = 20 + (i % 40);
      const b = 10 + ((i * 7) % 30);
      lines.push('  ramsch', `  cards Anna ${a} Ben ${b} Clara ${110 - a - b}`);
    } else if (i % 11 === 0) {
      lines.push(`  declarer ${p} null${i % 22 === 0 ? ' hand' : ''}`, `  ${i % 4 ? 'won' : 'lost'}`);
    } else if (i % 19 === 0) {
      // Herz mit 1, Spiel 2 = 20, below the bid of 30: an overbid.
      lines.push(`  declarer ${p} hearts with 1`, '  bid 30', `  cards ${61 + (i % 30)}`);
    } else if (i % 5 === 0) {
      lines.push(
        `  declarer ${p} grand ${i % 10 ? 'with' : 'without'} ${1 + (i % 4)}${i % 15 === 0 ? ' hand' : ''}`,
        `  cards ${40 + ((i * 13) % 80)}`,
      );
      if (i % 7 === 0) lines.push(`  kontra ${defender}`);
    } else {
      // A bid the game reaches: the highest legal one up to its value before play (mit/ohne N, Spiel N + 1).
      const spitzen = 1 + (i % 3);
      const value = [12, 11, 10, 9][i % 4] * (spitzen + 1);
      lines.push(
        `  declarer ${p} ${suits[i % 4]} ${i % 2 ? 'with' : 'without'} ${spitzen}`,
        `  bid ${[48, 44, 40, 36, 33, 30, 27, 24, 22, 20, 18].find((b) => b <= value - (i % 3) * 9) ?? 18}`,
        `  cards ${30 + ((i * 7) % 91)}`,
      );
      if (i % 9 === 0) lines.push(`  kontra ${defender}`, '  re');
    }
    lines.push('');
  }
  return lines.join('\n');
}
