// The table session's server, shared by `scoresheet serve` (src/cli/serve.ts) and the editor's "Start Table Session"
// (src/extension/tableSession.ts): Node's own `http`, server-sent events for the live sheet, and one writer.
//
// Every request must carry the session's token as the first segment of its path (`/<token>/…`), compared in constant
// time; without it the answer is 403 and nothing else. Only the sheet of the one file is served: the phone page, its
// script, the sheet as text and its changes. The only write is a proposed round, checked by the engine
// (src/session/proposal.ts) and appended by the caller's writer, one proposal at a time, in the order they came, and
// only when the phone saw the current version of the sheet. Bodies, connections, requests and proposals are limited
// per address. Nothing this module reports (the `log` events) holds the token.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { RoundInsertion } from '../language/roundEntry';
import type { SessionEvent } from './events';
import { langOfAcceptLanguage, phonePageCsp, phonePageHtml } from './page';
import { planProposal } from './proposal';
import {
  isProposal,
  MAX_BODY_BYTES,
  SheetChanged,
  sheetChange,
  type Proposal,
  type ProposalAnswer,
  type SheetChange,
  type SheetState,
} from './wire';

export { SheetChanged, type SessionEvent };

/** How the caller writes: the CLI replaces the file atomically, the editor applies a WorkspaceEdit. */
export interface SheetWriter {
  /**
   * Appends the round to the file whose sheet is `base` (LF line ends); resolves to the sheet's new text. Throws
   * SheetChanged when the file is no longer `base`, any other error when it could not write.
   */
  append(base: string, insertion: RoundInsertion): Promise<string>;
}

export interface SessionLimits {
  /** Live connections (phones) in all, and from one address. */
  phones: number;
  phonesPerAddress: number;
  /** Requests of one address: a burst, then so many a second. */
  requestBurst: number;
  requestsPerSecond: number;
  /** Proposals of one address: a burst, then so many a second. */
  proposalBurst: number;
  proposalsPerSecond: number;
  /** Proposals waiting for their turn. */
  queue: number;
  /** A comment line on each live connection this often, so that a phone notices a dead one. */
  heartbeatMs: number;
}

/**
 * A table has a handful of phones; a keeper proposes a round every few minutes. The limits leave room for reloads
 * and retries and stop a runaway script (or a flood) early.
 */
export const DEFAULT_LIMITS: SessionLimits = {
  phones: 32,
  phonesPerAddress: 16,
  requestBurst: 120,
  requestsPerSecond: 20,
  proposalBurst: 20,
  proposalsPerSecond: 2,
  queue: 16,
  heartbeatMs: 15_000,
};

export interface TableServerOptions {
  /** The file's name, shown on the phones. */
  fileName: string;
  /** The sheet's text now (LF line ends). */
  text: string;
  writer: SheetWriter;
  /** The phone page's script (dist/phone.js). */
  phoneScript: string | Uint8Array;
  /** The address to listen on, and the one the link names when that is a wildcard (`0.0.0.0`). */
  host: string;
  linkHost?: string;
  /** 0: any free port. */
  port: number;
  log?: (event: SessionEvent) => void;
  limits?: Partial<SessionLimits>;
}

export interface TableServer {
  /** The session's link, token included: for the QR code and the first line of `scoresheet serve`, never a log. */
  readonly url: string;
  readonly port: number;
  readonly version: number;
  /** Phones connected now. */
  readonly phones: number;
  /** The sheet changed (an edit in the editor, another program): every phone gets the new version. */
  update(text: string): void;
  close(): Promise<void>;
}

/** 256 bits from the system's CSPRNG, as 43 URL-safe characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();

/** Compares in constant time (over digests of equal length, so the length of a guess tells nothing either). */
export function tokenMatches(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** A token bucket per address: `burst` at once, refilled at `rate` a second. */
class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly burst: number,
    private readonly rate: number,
  ) {}

  take(key: string, now = Date.now()): boolean {
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.rate);
    b.at = now;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.buckets.set(key, b);
    // Full buckets are forgotten, so many addresses cannot grow the map for long.
    if (this.buckets.size > 1024)
      for (const [k, v] of this.buckets) if (v.tokens >= this.burst - 1) this.buckets.delete(k);
    return ok;
  }
}

/** How often refused requests of one address are reported (src/session/events.ts), however many there are. */
const REPORT_EVERY_MS = 10_000;

/** The headers of every answer: nothing cached, no referrer, no sniffing, no framing. */
const COMMON_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

interface Phone {
  res: ServerResponse;
  address: string;
}

class Session implements TableServer {
  url = '';
  port = 0;
  version = 1;
  private state: SheetState;
  private readonly token = newToken();
  private readonly limits: SessionLimits;
  private readonly requests: Buckets;
  private readonly proposals: Buckets;
  private readonly live = new Set<Phone>();
  private readonly answered = new Map<string, ProposalAnswer>();
  /** When each refusal (kind and address) was last reported. */
  private readonly reported = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly script: Buffer;
  private readonly scriptGzip: Buffer;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  readonly server: Server;

  constructor(private readonly options: TableServerOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.requests = new Buckets(this.limits.requestBurst, this.limits.requestsPerSecond);
    this.proposals = new Buckets(this.limits.proposalBurst, this.limits.proposalsPerSecond);
    this.state = { version: this.version, fileName: options.fileName, text: options.text };
    this.script = Buffer.from(options.phoneScript);
    this.scriptGzip = gzipSync(this.script);
    this.server = createServer((req, res) => this.handle(req, res));
    // Slow or idle clients do not hold the server: a request must arrive whole in time (a live connection is an
    // answer, which these do not limit).
    this.server.headersTimeout = 10_000;
    this.server.requestTimeout = 15_000;
    this.server.on('clientError', (_e, socket) => socket.destroy());
  }

  get phones(): number {
    return this.live.size;
  }

  async listen(): Promise<void> {
    const { host, port } = this.options;
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
    const linkHost = this.options.linkHost ?? host;
    const hostPart = linkHost.includes(':') ? `[${linkHost}]` : linkHost;
    this.url = `http://${hostPart}:${this.port}/${this.token}/`;
    this.heartbeat = setInterval(() => this.broadcastRaw('event: ping\ndata: {}\n\n'), this.limits.heartbeatMs);
    this.heartbeat.unref?.();
  }

  update(text: string): void {
    if (text === this.state.text) return;
    const prev = this.state;
    this.version += 1;
    this.state = { version: this.version, fileName: prev.fileName, text };
    this.broadcast(sheetChange(prev, this.state));
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const phone of this.live) phone.res.end();
    this.live.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // Idle keep-alive connections of the phones would hold the close until they time out.
    this.server.closeAllConnections();
    await closed;
  }

  // ------------------------------------------------------------------------------------------------ requests

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const address = req.socket.remoteAddress ?? '';
    if (!this.requests.take(address)) {
      this.report('limited', address);
      this.plain(res, 429, 'Too many requests', { 'Retry-After': '1' });
      return;
    }
    const path = (req.url ?? '').split('?')[0];
    const [, first = '', ...rest] = path.split('/');
    if (!tokenMatches(first, this.token)) {
      this.report('forbidden', address);
      this.plain(res, 403, 'Forbidden');
      return;
    }
    const route = rest.join('/');
    const method = req.method ?? 'GET';
    if (rest.length === 0) {
      // `/<token>`: the page's links are relative to `/<token>/`.
      res.writeHead(301, { ...COMMON_HEADERS, Location: `/${this.token}/` }).end();
      return;
    }
    const routes: Record<string, { method: string; run: () => void }> = {
      '': { method: 'GET', run: () => this.page(req, res) },
      'phone.js': { method: 'GET', run: () => this.phoneScript(req, res) },
      sheet: { method: 'GET', run: () => this.json(res, 200, this.state) },
      events: { method: 'GET', run: () => this.events(req, res, address) },
      rounds: { method: 'POST', run: () => void this.propose(req, res, address) },
    };
    const found = routes[route];
    if (!found) this.plain(res, 404, 'Not found');
    else if (found.method !== method) this.plain(res, 405, 'Method not allowed', { Allow: found.method });
    else found.run();
  }

  /**
   * A refused request, told once per address and kind every REPORT_EVERY_MS: a flood (a script without the token, a
   * phone in a loop) is refused request by request but fills no terminal or output channel.
   */
  private report(kind: 'forbidden' | 'limited', from: string): void {
    const key = `${kind} ${from}`;
    const now = Date.now();
    const last = this.reported.get(key);
    if (last !== undefined && now - last < REPORT_EVERY_MS) return;
    if (this.reported.size >= 1024) this.reported.clear();
    this.reported.set(key, now);
    this.options.log?.({ kind, from });
  }

  private plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
    res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(text);
  }

  private json(res: ServerResponse, status: number, value: unknown): void {
    res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(value));
  }

  private page(req: IncomingMessage, res: ServerResponse): void {
    const nonce = randomBytes(16).toString('base64');
    const lang = langOfAcceptLanguage(req.headers['accept-language']);
    res.writeHead(200, {
      ...COMMON_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': phonePageCsp(nonce),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
    res.end(phonePageHtml({ nonce, lang, title: `Scoresheet · ${this.state.fileName}` }));
  }

  private phoneScript(req: IncomingMessage, res: ServerResponse): void {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      ...COMMON_HEADERS,
      'Content-Type': 'text/javascript; charset=utf-8',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
    });
    res.end(gzip ? this.scriptGzip : this.script);
  }

  // ------------------------------------------------------------------------------------------------ live sheet

  private events(req: IncomingMessage, res: ServerResponse, address: string): void {
    const fromHere = [...this.live].filter((p) => p.address === address).length;
    if (this.live.size >= this.limits.phones || fromHere >= this.limits.phonesPerAddress) {
      this.plain(res, 503, 'Too many connections', { 'Retry-After': '5' });
      return;
    }
    res.writeHead(200, {
      ...COMMON_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      Connection: 'keep-alive',
    });
    req.socket.setNoDelay(true);
    const phone: Phone = { res, address };
    this.live.add(phone);
    // A phone that lost its connection tries again after two seconds and gets the whole sheet.
    res.write(`retry: 2000\n\n${this.eventOf(this.state)}`);
    const gone = (): void => {
      if (this.live.delete(phone)) this.options.log?.({ kind: 'phones', count: this.live.size });
    };
    req.on('close', gone);
    res.on('close', gone);
    this.options.log?.({ kind: 'phones', count: this.live.size });
  }

  private eventOf(change: SheetChange): string {
    return `id: ${change.version}\nevent: sheet\ndata: ${JSON.stringify(change)}\n\n`;
  }

  private broadcast(change: SheetChange): void {
    this.broadcastRaw(this.eventOf(change));
  }

  private broadcastRaw(text: string): void {
    for (const phone of this.live) {
      // A phone that does not read what it is sent is dropped (it comes back and gets the whole sheet).
      if (phone.res.writableLength > 4 * 1024 * 1024) phone.res.destroy();
      else phone.res.write(text);
    }
  }

  // ------------------------------------------------------------------------------------------------ proposals

  private async propose(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    const type = String(req.headers['content-type'] ?? '');
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) {
      this.plain(res, 403, 'Forbidden');
      return;
    }
    if (!/^application\/json\b/i.test(type)) {
      this.plain(res, 415, 'Send JSON');
      return;
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === 'too-large') {
      this.plain(res, 413, 'Too large', { Connection: 'close' });
      req.socket.destroySoon?.();
      return;
    }
    if (body === undefined) return; // the phone went away
    let proposal: unknown;
    try {
      proposal = JSON.parse(body);
    } catch {
      proposal = undefined;
    }
    if (!isProposal(proposal)) {
      this.plain(res, 400, 'Not a proposal');
      return;
    }
    const again = this.answered.get(proposal.id);
    if (again) {
      this.answer(res, again);
      return;
    }
    if (!this.proposals.take(address)) {
      this.report('limited', address);
      this.plain(res, 429, 'Too many proposals', { 'Retry-After': '2' });
      return;
    }
    if (this.waiting >= this.limits.queue) {
      this.plain(res, 503, 'Busy', { 'Retry-After': '2' });
      return;
    }
    this.waiting += 1;
    const turn = this.queue.then(() => this.decide(proposal, address));
    this.queue = turn.catch(() => undefined);
    try {
      this.answer(res, await turn);
    } catch (e) {
      this.answer(res, { ok: false, reason: 'failed', message: e instanceof Error ? e.message : String(e) });
    } finally {
      this.waiting -= 1;
    }
  }

  private answer(res: ServerResponse, answer: ProposalAnswer): void {
    const status = answer.ok ? 200 : answer.reason === 'stale' ? 409 : answer.reason === 'failed' ? 500 : 422;
    this.json(res, status, answer);
  }

  /** One proposal, its turn come: on the current version only, checked by the engine, appended by the writer. */
  private async decide(p: Proposal, from: string): Promise<ProposalAnswer> {
    const answered = this.answered.get(p.id);
    if (answered) return answered;
    const refuse = (answer: Exclude<ProposalAnswer, { ok: true }>, detail?: string): ProposalAnswer => {
      this.options.log?.({ kind: 'refused', reason: answer.reason, from, ...(detail ? { detail } : {}) });
      return answer;
    };
    if (p.version !== this.version) return refuse({ ok: false, reason: 'stale', sheet: this.state });
    const lang = p.lang ?? 'en';
    const plan = planProposal(this.state.text, p.input, lang);
    if (!plan.ok) {
      return plan.reason === 'invalid'
        ? refuse({ ok: false, reason: 'invalid', problems: plan.problems }, plan.problems[0])
        : refuse({ ok: false, reason: 'no-sheet', message: 'no-sheet' });
    }
    let text: string;
    try {
      text = await this.options.writer.append(this.state.text, plan.insertion);
    } catch (e) {
      if (e instanceof SheetChanged) {
        this.update(e.text);
        return refuse({ ok: false, reason: 'stale', sheet: this.state });
      }
      const message = e instanceof Error ? e.message : String(e);
      return refuse({ ok: false, reason: 'failed', message }, message);
    }
    this.update(text);
    const answer: ProposalAnswer = { ok: true, index: plan.index, version: this.version };
    this.answered.set(p.id, answer);
    if (this.answered.size > 256) this.answered.delete(this.answered.keys().next().value as string);
    this.options.log?.({ kind: 'added', index: plan.index, from });
    return answer;
  }
}

/** The body as text, at most `max` bytes (`too-large` beyond), or undefined when the request was cut off. */
function readBody(req: IncomingMessage, max: number): Promise<string | 'too-large' | undefined> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > max) {
      resolve('too-large');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('aborted', () => resolve(undefined));
    req.on('error', () => resolve(undefined));
  });
}

/** Starts a session's server; rejects when it cannot listen (the port is taken, the address is not this machine's). */
export async function startTableServer(options: TableServerOptions): Promise<TableServer> {
  const session = new Session(options);
  await session.listen();
  return session;
}
