// A minimal LSP client for the tests that drive `scoresheet lsp` over stdio: raw JSON-RPC with Content-Length
// framing, numbered requests, and notifications kept until a test waits for them.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';

export interface RpcMessage {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: unknown;
}

/** A minimal LSP client: numbered requests, notifications kept until someone waits for them. */
export class Client {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (m: RpcMessage) => void>();
  private readonly notifications: RpcMessage[] = [];
  private waiters: { method: string; accept: (m: RpcMessage) => boolean; resolve: (m: RpcMessage) => void }[] = [];

  constructor(private readonly proc: ChildProcessWithoutNullStreams) {
    proc.stdout.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const end = this.buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'))?.[1]);
        if (this.buffer.length < end + 4 + length) return;
        const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
        this.buffer = this.buffer.subarray(end + 4 + length);
        this.dispatch(JSON.parse(body) as RpcMessage);
      }
    });
  }

  private dispatch(m: RpcMessage): void {
    if (m.id !== undefined && m.method === undefined) {
      this.pending.get(m.id)?.(m);
      this.pending.delete(m.id);
      return;
    }
    if (m.id !== undefined) {
      // A request from the server (e.g. client/registerCapability): answer it so the server goes on.
      this.send({ id: m.id, result: null });
      return;
    }
    const w = this.waiters.find((x) => x.method === m.method && x.accept(m));
    if (w) {
      this.waiters = this.waiters.filter((x) => x !== w);
      w.resolve(m);
    } else this.notifications.push(m);
  }

  private send(m: object): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...m });
    this.proc.stdin.write(`Content-Length: ${Buffer.byteLength(body, 'utf8')}\r\n\r\n${body}`);
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (m) => (m.error ? reject(new Error(JSON.stringify(m.error))) : resolve(m.result as T)));
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  /** The next notification of this method that matches (already received or still to come). */
  notification(method: string, accept: (m: RpcMessage) => boolean = () => true): Promise<RpcMessage> {
    const i = this.notifications.findIndex((m) => m.method === method && accept(m));
    if (i >= 0) return Promise.resolve(this.notifications.splice(i, 1)[0]);
    return new Promise((resolve) => this.waiters.push({ method, accept, resolve }));
  }
}
