// End to end through the real parser: `.score` text with hand/trick lines, and the rule guide
// examples/regelwerk-stiche.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractScoreBlocks } from '../../../src/format/markdown';
import { analyzeMarkdown } from '../../../src/analysis/analyze';
import { resolveRules } from '../../helpers/rules';
import { beloteRules } from '../../../src/games/belote/rules';
import { doppelkopfRules } from '../../../src/games/doppelkopf/rules';
import { analyzeBeloteTricks, beloteTrumpFromRound } from '../../../src/games/belote/steps/trickDeal';
import { analyzeDoppelkopfTricks, doppelkopfGameFromRound } from '../../../src/games/doppelkopf/steps/trickDeal';
import { parseScore } from '../../../src/games/syntax';

/** What an engine will do: parse, resolve the rules, read the game from the round, analyse its tricks. */
function check(text: string, firstLine = 0) {
  const doc = parseScore(text, firstLine);
  const game = doc.header.game?.kind ?? 'doppelkopf';
  const { rules } = resolveRules(doc.header, game);
  const players = doc.header.players.map((p) => p.text);
  const rounds = doc.rounds.map((round) =>
    game === 'doppelkopf'
      ? analyzeDoppelkopfTricks(round, {
          players,
          rules: doppelkopfRules(rules.values),
          game: doppelkopfGameFromRound(round),
        })
      : analyzeBeloteTricks(round, {
          players,
          rules: beloteRules(game as 'belote' | 'coinche', rules.preset, rules.values),
          trump: beloteTrumpFromRound(round),
        }),
  );
  return { parseProblems: doc.problems, rounds };
}

describe('parsed .score text', () => {
  it('the FFB trick with a forbidden ♦K: error on the card, naming the rule and the allowed card', () => {
    const trick = '  trick South SA, West S10, North S7, East DK => South 25';
    const at = trick.indexOf('DK');
    const { parseProblems, rounds } = check(`game belote
players North East South West

round
  taker South
  trump hearts
  hand East HJ DK
${trick}
`);
    expect(parseProblems).toEqual([]);
    // The problem now also carries its message as data (msg); the English text is unchanged.
    expect(rounds[0].problems).toEqual([
      expect.objectContaining({
        code: 'illegal-card',
        severity: 'error',
        range: { start: { line: 7, character: at }, end: { line: 7, character: at + 2 } },
        message: 'East must trump: ♥J was allowed, ♦K is not (FFB-B §5.2).',
      }),
    ]);
  });
  it('a Doppelkopf queens solo trick with a party as the winner', () => {
    const { rounds } = check(`game doppelkopf
players Anna Ben Clara Dora
round 1
  solo Ben queens
  trick Anna ♥10, Ben ♠Q, Clara ♥A, Dora ♥K => re 28
`);
    expect(rounds[0].problems).toEqual([]);
    expect(rounds[0].tricks[0].explain).toBe('Ben wins with ♠Q: 10 + 3 + 11 + 4 = 28');
  });
});

describe('examples/regelwerk-stiche.md', () => {
  const md = readFileSync(join(__dirname, '../../../examples/regelwerk-stiche.md'), 'utf8');
  const blocks = extractScoreBlocks(md);
  const results = blocks.map((b) => check(b.text, b.firstLine));
  it('every block parses', () => {
    expect(blocks.length).toBe(7);
    for (const r of results) expect(r.parseProblems).toEqual([]);
  });
  it(
    'exactly one example is wrong: the FFB no-trump ace ' + 'counted as 11, reported at its line in the Markdown file',
    () => {
      const problems = results.flatMap((r) => r.rounds.flatMap((x) => x.problems));
      expect(problems.map((p) => p.code)).toEqual(['trick-value']);
      expect(problems[0].message).toBe('This trick is worth 52 (♠A 19 + ♠10 10 + ♠K 4 + ♥A 19), not 36.');
      const line = md.split('\n')[problems[0].range.start.line];
      expect(line).toContain('=> Süd 36');
      expect(line.slice(problems[0].range.start.character, problems[0].range.end.character)).toBe('36');
    },
  );
  it('through the engines: that one error and nothing else above a hint; the whole deal scores 122 to 60', () => {
    const docs = analyzeMarkdown(md);
    const loud = docs.flatMap((d) => d.problems).filter((p) => p.severity === 'error' || p.severity === 'warning');
    expect(loud.map((p) => p.code)).toEqual(['trick-value']);
    const whole = docs.find((d) => d.rounds[0]?.tricks?.length === 8)!;
    expect(whole.rounds[0].scores).toEqual({ 'Nord-Süd': 122, 'Ost-West': 60 });
    // Every single-trick example is a hint, not scored and not counted.
    for (const d of docs.filter((x) => x.rounds[0]?.tricks?.length === 1)) {
      expect(d.rounds[0].outcome).toBe('unscored');
      expect(d.problems.filter((p) => p.code === 'trick-example')).toHaveLength(1);
    }
  });
});
