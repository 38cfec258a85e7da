// A file's bytes as text: UTF-8 only (with or without a BOM, which is kept), never binary data. The CLI's commands and
// `scoresheet serve` read through it.

import { msg, render, type Message } from '../messages';

/** The file as UTF-8 text, or why it is not a text file (binary data, another encoding). */
export function decodeText(bytes: Uint8Array): { text: string } | { problem: string; why: Message } {
  if (bytes.includes(0)) {
    const why = msg('cli.read.binary');
    return { problem: render(why), why };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const lenient = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const line = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD'))).split('\n').length;
    const why = msg('cli.read.not-utf8', { line });
    return { problem: render(why), why };
  }
}
