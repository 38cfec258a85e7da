// The table session's server (src/session/server.ts) over real HTTP on loopback, with an in-memory file: the token on
// every route, the page's CSP, proposals in order on the current version only, the engine's refusal, the limits, the
// live updates, and a log that never holds the token. The README's security section lists these promises.

import { afterEach, describe, expect, it } from 'vitest';
import { tokenMatches } from '../../src/session/server';
import { MAX_BODY_BYTES } from '../../src/session/wire';
import { listen, normalRound, propose, send, SHEET, startTestSession, type TestSession } from './serverHelpers';

const sessions: TestSession[] = [];
async function session(options?: Parameters<typeof startTestSession>[0]): Promise<TestSession> {
  const s = await startTestSession(options);
  sessions.push(s);
  return s;
}
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.server.close();
});

/** The new round's block as the form writes it (score-format.md: `round N`, `re P1 P2`, `cards re N`). */
const ROUND_2 = '\nround 2\n  re Anna Clara\n  cards re 163\n';

describe('the token', () => {
  it('is 256 random bits in the path: 43 URL-safe characters, another per session', async () => {
    const a = await session();
    const b = await session();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.server.url).toBe(`http://127.0.0.1:${a.server.port}/${a.token}/`);
  });

  it('every route answers 403 without it, with a wrong one, a prefix of it or it in another place', async () => {
    const s = await session();
    const origin = `http://127.0.0.1:${s.server.port}`;
    const wrong = s.token.slice(0, -1) + (s.token.endsWith('A') ? 'B' : 'A');
    const paths = ['/', '/events', '/sheet', '/phone.js', '/rounds', '/favicon.ico', '/x/y'];
    for (const prefix of ['', `/${wrong}`, `/${s.token.slice(0, 20)}`, `/x/${s.token}`, `/?t=${s.token}`]) {
      for (const path of paths) {
        const r = await send(origin + prefix + path);
        expect(r.status, prefix + path).toBe(403);
        expect(r.body).toBe('Forbidden');
      }
    }
    const post = await send(`${origin}/rounds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'abcdefgh01', version: 1, input: normalRound(['Anna', 'Clara'], 163) }),
    });
    expect(post.status).toBe(403);
    expect(s.writes).toEqual([]);
  });

  it('is compared as a whole: same-length and different-length guesses are both refused', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches('ab', 'abc')).toBe(false);
    expect(tokenMatches('', 'abc')).toBe(false);
  });

  it('is never in what the server reports', async () => {
    const s = await session();
    await send(`http://127.0.0.1:${s.server.port}/nope/`);
    await propose(s.base, { id: 'abcdefgh02', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    await propose(s.base, { id: 'abcdefgh03', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    const phone = listen(s.base);
    await phone.until(2);
    phone.close();
    expect(s.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['forbidden', 'added', 'refused', 'phones']));
    expect(JSON.stringify(s.events)).not.toContain(s.token);
  });
});

describe('what is served', () => {
  it('the page: a strict CSP with a fresh nonce, no inline script, the language of Accept-Language', async () => {
    const s = await session();
    const a = await send(s.base, { headers: { 'Accept-Language': 'fr-CH, fr;q=0.9, en;q=0.8' } });
    const b = await send(s.base);
    expect(a.status).toBe(200);
    const csp = String(a.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; ` +
        "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(String(b.headers['content-security-policy'])).not.toContain(nonce);
    expect(a.body).toContain('<html lang="fr">');
    expect(b.body).toContain('<html lang="en">');
    // Every script element is the page script, by nonce; there is no inline script and no handler attribute.
    expect([...a.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      `<script nonce="${nonce}" src="phone.js">`,
    ]);
    expect(a.body).not.toMatch(/\son\w+=/);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.headers['referrer-policy']).toBe('no-referrer');
    expect(a.headers['x-frame-options']).toBe('DENY');
  });

  it('the script (gzipped when asked), the sheet, nothing else (404), each by its method only (405)', async () => {
    const s = await session();
    const script = await send(`${s.base}phone.js`);
    expect(script.status).toBe(200);
    expect(script.body).toBe('console.log("phone")');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const zipped = await send(`${s.base}phone.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const sheet = await send(`${s.base}sheet`);
    expect(JSON.parse(sheet.body)).toEqual({ version: 1, fileName: 'evening.score', text: SHEET });
    // A path that climbs out of the token's folder has left the token behind.
    expect((await send(`${s.base}../etc/passwd`)).status).toBe(403);
    for (const path of ['evening.score', 'sheet/x', 'phone.js.map'])
      expect((await send(s.base + path)).status, path).toBe(404);
    expect((await send(`${s.base}rounds`)).status).toBe(405);
    expect((await send(`${s.base}sheet`, { method: 'POST' })).status).toBe(405);
  });
});

describe('proposals', () => {
  it('a round on the current version is checked, appended as the form writes it, and every phone sees it', async () => {
    const s = await session();
    const phones = [listen(s.base), listen(s.base)];
    await Promise.all(phones.map((p) => p.until(1)));
    const r = await propose(s.base, { id: 'round-two-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ ok: true, index: 2, version: 2 });
    expect(s.file.text).toBe(SHEET + ROUND_2);
    expect(s.writes).toEqual([{ line: 6, character: 0, text: ROUND_2, index: 2 }]);
    await Promise.all(phones.map((p) => p.until(2)));
    for (const p of phones) {
      expect(p.sheet?.text).toBe(SHEET + ROUND_2);
      // Only what changed travels: the first version's text is kept.
      expect(p.changes[1]).toMatchObject({ version: 2, base: 1, keep: SHEET.length, text: ROUND_2 });
      expect(p.gaps).toBe(0);
      p.close();
    }
  });

  it('a proposal on an old version is refused with the current sheet, and nothing is written', async () => {
    const s = await session();
    await propose(s.base, { id: 'first-one-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    const stale = await propose(s.base, { id: 'second-one', version: 1, input: normalRound(['Ben', 'Dora'], 100) });
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.body)).toEqual({
      ok: false,
      reason: 'stale',
      sheet: { version: 2, fileName: 'evening.score', text: SHEET + ROUND_2 },
    });
    expect(s.writes).toHaveLength(1);
  });

  it('the same proposal sent again (its answer was lost) gets the same answer and is written once', async () => {
    const s = await session();
    const p = { id: 'retried-01', version: 1, input: normalRound(['Anna', 'Clara'], 163) };
    const [a, b] = await Promise.all([propose(s.base, p), propose(s.base, p)]);
    const again = await propose(s.base, p);
    expect([a.body, b.body, again.body].map((x) => JSON.parse(x))).toEqual([
      { ok: true, index: 2, version: 2 },
      { ok: true, index: 2, version: 2 },
      { ok: true, index: 2, version: 2 },
    ]);
    expect(s.writes).toHaveLength(1);
  });

  it('proposals that come together are taken one at a time, in order: the first added, the others stale', async () => {
    const s = await session();
    const answers = await Promise.all(
      ['Anna', 'Ben', 'Clara'].map((p, i) =>
        propose(s.base, { id: `together-${i}`, version: 1, input: normalRound([p, 'Dora'], 150) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 409, 409]);
    expect(s.file.text).toBe(`${SHEET}\nround 2\n  re Anna Dora\n  cards re 150\n`);
  });

  it("a bad round gets the engine's message, in the phone's language, and changes nothing", async () => {
    const s = await session();
    const phone = listen(s.base);
    await phone.until(1);
    const en = await propose(s.base, { id: 'bad-round-1', version: 1, input: normalRound(['Anna', 'Zed'], 163) });
    const de = await propose(s.base, {
      id: 'bad-round-2',
      version: 1,
      input: normalRound(['Anna', 'Zed'], 163),
      lang: 'de',
    });
    expect(en.status).toBe(422);
    const answer = JSON.parse(en.body) as { reason: string; problems: string[] };
    expect(answer.reason).toBe('invalid');
    expect(answer.problems.join(' ')).toMatch(/"Zed" is not a player/);
    expect((JSON.parse(de.body) as { problems: string[] }).problems.join(' ')).toMatch(/„Zed“ .*kein/);
    expect(s.file.text).toBe(SHEET);
    expect(s.server.version).toBe(1);
    expect(phone.changes).toHaveLength(1);
    phone.close();
  });

  it('the file changed under the writer: the proposal is stale and the phones get the file as it is', async () => {
    const s = await session();
    const edited = SHEET + '\n# a comment typed on the laptop\n';
    s.file.text = edited; // another program wrote the file; the server has not seen it yet
    const phone = listen(s.base);
    await phone.until(1);
    const r = await propose(s.base, { id: 'under-it-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(r.status).toBe(409);
    expect(JSON.parse(r.body)).toMatchObject({ reason: 'stale', sheet: { version: 2, text: edited } });
    await phone.until(2);
    expect(phone.sheet?.text).toBe(edited);
    expect(s.file.text).toBe(edited);
    phone.close();
  });

  it('an edit on the laptop (update) reaches every phone as a new version', async () => {
    const s = await session();
    const phone = listen(s.base);
    await phone.until(1);
    s.server.update(SHEET.replace('cards re 130', 'cards re 131'));
    s.server.update(SHEET.replace('cards re 130', 'cards re 131')); // the same text: no new version
    await phone.until(2);
    expect(s.server.version).toBe(2);
    expect(phone.sheet?.text).toContain('cards re 131');
    expect(phone.changes[1]).toMatchObject({ base: 1, keep: SHEET.indexOf('130') + 2, text: '1\n' });
    phone.close();
  });

  it('refuses what is no proposal: not JSON (415), a bad body (400), too large (413), other origin (403)', async () => {
    const s = await session();
    const good = { id: 'shape-ok-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) };
    const asForm = await send(`${s.base}rounds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(asForm.status).toBe(415);
    for (const body of [
      '{',
      '[]',
      '{"id":"x","version":1,"input":{"game":"doppelkopf"}}',
      '{"id":"abcdefgh","version":1}',
    ]) {
      const r = await send(`${s.base}rounds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(r.status, body).toBe(400);
    }
    const huge = { ...good, input: { ...good.input, re: ['Anna', 'x'.repeat(MAX_BODY_BYTES)] } };
    expect((await propose(s.base, huge)).status).toBe(413);
    expect((await propose(s.base, good, { Origin: 'http://evil.example' })).status).toBe(403);
    expect(s.writes).toEqual([]);
    // The same proposal from the page's own origin is taken.
    expect((await propose(s.base, good, { Origin: `http://127.0.0.1:${s.server.port}` })).status).toBe(200);
  });
});

describe('limits', () => {
  it('requests of one address beyond the burst get 429', async () => {
    const s = await session({ limits: { requestBurst: 3, requestsPerSecond: 0.001 } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(`${s.base}sheet`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Each refused, told once (a flood fills no terminal).
    expect(s.events.filter((e) => e.kind === 'limited')).toEqual([{ kind: 'limited', from: '127.0.0.1' }]);
  });

  it('requests without the token are each refused, and told once per address', async () => {
    const s = await session();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(`${new URL(s.base).origin}/sheet`)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    expect(s.events.filter((e) => e.kind === 'forbidden')).toEqual([{ kind: 'forbidden', from: '127.0.0.1' }]);
  });

  it('proposals of one address beyond theirs get 429, and nothing is written for them', async () => {
    const s = await session({ limits: { proposalBurst: 1, proposalsPerSecond: 0.001 } });
    const first = await propose(s.base, { id: 'limit-one-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    const second = await propose(s.base, { id: 'limit-one-2', version: 2, input: normalRound(['Ben', 'Clara'], 163) });
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(s.writes).toHaveLength(1);
  });

  it('live connections beyond the limit get 503', async () => {
    const s = await session({ limits: { phones: 2 } });
    const phones = [listen(s.base), listen(s.base), listen(s.base)];
    expect(await Promise.all(phones.map((p) => p.status))).toEqual([200, 200, 503]);
    await phones[1].until(1);
    expect(s.server.phones).toBe(2);
    for (const p of phones) p.close();
  });

  it('a live connection gets a ping at each heartbeat', async () => {
    const s = await session({ limits: { heartbeatMs: 20 } });
    const phone = listen(s.base);
    await phone.until(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(phone.pings).toBeGreaterThan(0);
    phone.close();
  });
});
