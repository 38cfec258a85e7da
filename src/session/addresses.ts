// Where a table session listens: this computer only (loopback, the default), or an address of the local network the
// user chose. `lan` picks the first private-range address of this machine (RFC 1918 IPv4, or an IPv6 unique local
// address), never a public one: the session is for the phones at the table, not for the internet.

import { networkInterfaces } from 'node:os';

export const LOOPBACK = '127.0.0.1';

export interface LanAddress {
  address: string;
  /** The interface's name (`wlan0`, `en0`, `Ethernet`). */
  interface: string;
}

/** 10/8, 172.16/12, 192.168/16, and IPv6 unique local addresses (fc00::/7): reachable on a local network only. */
export function isPrivateAddress(address: string): boolean {
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return /^f[cd][0-9a-f]{2}:/i.test(address);
}

/** This machine's private-range addresses (IPv4 first), for the editor's choice and for `--host lan`. */
export function lanAddresses(interfaces = networkInterfaces()): LanAddress[] {
  const found: LanAddress[] = [];
  for (const [name, list] of Object.entries(interfaces)) {
    for (const info of list ?? []) {
      if (!info.internal && isPrivateAddress(info.address)) found.push({ address: info.address, interface: name });
    }
  }
  return found.sort((a, b) => Number(a.address.includes(':')) - Number(b.address.includes(':')));
}

export type HostChoice =
  | { ok: true; host: string; linkHost?: string; scope: 'loopback' | 'lan' | 'chosen' | 'everywhere' }
  | { ok: false; reason: 'no-lan' };

/**
 * What `--host` means: nothing → loopback; `lan` → the first private address; `0.0.0.0` or `::` → every network of
 * this computer (the link names the first private address); any other address → that one, as the user chose.
 */
export function chooseHost(given: string | undefined, lan: readonly LanAddress[] = lanAddresses()): HostChoice {
  if (given === undefined || given === '' || given === 'localhost' || given === LOOPBACK) {
    return { ok: true, host: LOOPBACK, scope: 'loopback' };
  }
  if (given === 'lan')
    return lan[0] ? { ok: true, host: lan[0].address, scope: 'lan' } : { ok: false, reason: 'no-lan' };
  if (given === '0.0.0.0' || given === '::') {
    return { ok: true, host: given, linkHost: lan[0]?.address ?? LOOPBACK, scope: 'everywhere' };
  }
  return { ok: true, host: given, scope: 'chosen' };
}
