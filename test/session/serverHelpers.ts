// A table session's server on loopback with an in-memory file, and a reader of its server-sent events, for the tests.
import { request } from 'node:http';
import type { RoundInsertion } from '../../src/language/roundEntry';
import {
  startTableServer,
  SheetChanged,
  type SessionEvent,
  type SessionLimits,
  type TableServer,
} from '../../src/session/server';
import { applySheetChange, type SheetChange, type SheetState } from '../../src/session/wire';
import { applyInsertion } from '../../src/language/roundEntry';

/** Four players, one round: Re (Anna, Ben) 130 wins 1 (Kontra 110, not below 90). */
export const SHEET = `game doppelkopf
players Anna Ben Clara Dora

round 1
  re Anna Ben
  cards re 130
`;

export interface TestSession {
  server: TableServer;
  /** The file as the writer holds it. */
  file: { text: string };
  writes: RoundInsertion[];
  events: SessionEvent[];
  token: string;
  base: string;
}

export async function startTestSession(
  options: { text?: string; limits?: Partial<SessionLimits>; onAppend?: (base: string) => void } = {},
): Promise<TestSession> {
  const file = { text: options.text ?? SHEET };
  const writes: RoundInsertion[] = [];
  const events: SessionEvent[] = [];
  const server = await startTableServer({
    fileName: 'evening.score',
    text: file.text,
    phoneScript: 'console.log("phone")',
    host: '127.0.0.1',
    port: 0,
    limits: options.limits,
    log: (e) => events.push(e),
    writer: {
      async append(base, insertion) {
        options.onAppend?.(base);
        if (file.text !== base) throw new SheetChanged(file.text);
        writes.push(insertion);
        file.text = applyInsertion(file.text.split('\n'), insertion);
        return file.text;
      },
    },
  });
  const url = new URL(server.url);
  const token = url.pathname.split('/')[1];
  return { server, file, writes, events, token, base: server.url };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with Node's http (so that any header can be sent, a wrong Origin or a long body). */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { method: init.method ?? 'GET', headers: init.headers, localAddress: init.localAddress };
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A proposal, as a phone sends it (from `localAddress`, a loopback address standing for a phone's). */
export function propose(
  base: string,
  proposal: unknown,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<Answer> {
  return send(`${base}rounds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(proposal),
    localAddress,
  });
}

/** A phone's live connection: every `sheet` event applied in turn, as the page applies them. */
export interface Listener {
  changes: SheetChange[];
  sheet: SheetState | undefined;
  /** A change whose base this listener did not hold (a missed update). */
  gaps: number;
  pings: number;
  /** Resolves once the listener holds `version`. */
  until(version: number): Promise<void>;
  close(): void;
  status: Promise<number>;
}

export function listen(base: string, localAddress?: string): Listener {
  const waiters: { version: number; done: () => void }[] = [];
  let closeIt = () => {};
  let gotStatus: (n: number) => void = () => {};
  const l: Listener = {
    changes: [],
    sheet: undefined,
    gaps: 0,
    pings: 0,
    until(version) {
      if ((l.sheet?.version ?? 0) >= version) return Promise.resolve();
      return new Promise((done) => waiters.push({ version, done }));
    },
    close: () => closeIt(),
    status: new Promise((r) => (gotStatus = r)),
  };
  const req = request(`${base}events`, { localAddress }, (res) => {
    gotStatus(res.statusCode ?? 0);
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'ping') l.pings++;
        if (event !== 'sheet' || data === undefined) continue;
        const change = JSON.parse(data) as SheetChange;
        l.changes.push(change);
        const next = applySheetChange(l.sheet, change);
        if (next) l.sheet = next;
        else l.gaps++;
        for (const w of waiters.splice(0)) {
          if ((l.sheet?.version ?? 0) >= w.version) w.done();
          else waiters.push(w);
        }
      }
    });
  });
  req.on('error', () => undefined);
  req.end();
  closeIt = () => req.destroy();
  return l;
}

/** The Add round form's answers for a normal game: the two Re players and Re's card points. */
export function normalRound(re: [string, string], cards: number) {
  return { game: 'doppelkopf' as const, type: 'normal' as const, re, result: { kind: 'cards' as const, re: cards } };
}
