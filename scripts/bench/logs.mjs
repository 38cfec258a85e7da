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
