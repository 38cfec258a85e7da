// English texts of the table session (`scoresheet serve`, src/cli/serve.ts): what the laptop's terminal says.

import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const session = {
  'session.score-only': (a: { file: string }) => `${a.file}: a table session serves a .score file`,
  'session.one-file': () => 'serve takes one .score file',
  'session.port-value': (a: { value: string }) => `--port takes a port number from 0 to 65535, not "${a.value}"`,
  'session.host-value': () => '--host takes an address of this computer, or lan',
  'session.no-lan': () =>
    'this computer has no address on a local network (10.x, 172.16–31.x, 192.168.x); give --host ADDRESS',
  'session.no-page': () => 'the phone page (phone.js) is missing beside the program: run "npm run build"',
  'session.cannot-listen': (a: { address: string; error: string }) => `cannot listen on ${a.address}: ${a.error}`,
  'session.started': (a: { file: string }) =>
    `Table session for ${a.file}: the phones at the table open the link above (or scan its QR code).`,
  'session.loopback': () => 'Only this computer can open it; "--host lan" serves the phones on the local network.',
  'session.everywhere': () => 'It listens on every network of this computer: anyone who has the link can add rounds.',
  'session.stop': () => 'Ctrl+C ends the session. The file is the record: rounds are added to it as they come.',
  'session.added': (a: { index: number; from: string }) => `round ${a.index} added (from ${a.from})`,
  'session.refused': (a: { reason: 'stale' | 'invalid' | 'no-sheet' | 'failed'; from: string; detail?: string }) =>
    `a round from ${a.from} was not added: ` +
    (a.reason === 'stale'
      ? 'the phone had not seen the latest round yet; it now shows the current sheet'
      : a.reason === 'invalid'
        ? `the engine found an error in it${a.detail ? ` (${a.detail})` : ''}`
        : a.reason === 'no-sheet'
          ? 'the file has no game line yet'
          : `the file could not be written${a.detail ? ` (${a.detail})` : ''}`),
  'session.phones': (a: { count: number }, f: Fmt) => `${n(a.count, 'phone', 'phones', f)} connected`,
  'session.forbidden': (a: { from: string }) => `a request from ${a.from} without the session's token was refused`,
  'session.limited': (a: { from: string }) => `too many requests from ${a.from}: some were refused`,
  'session.changed': () => 'the file changed on disk: the phones show the new version',
  'session.ended': () => 'table session ended',
} satisfies Record<string, (a: never, f: Fmt) => string>;
