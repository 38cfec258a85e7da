// French `on` and `off`, as a rule switch's value reads for a reader. The switches' and presets' own names are
// each game's (src/games/<game>/messages: gameWords), joined in src/games/messagesFr.ts.

export const ON_OFF: Readonly<Record<string, string>> = { on: 'oui', off: 'non' };
