// Workbooks (.xlsx) through read-excel-file's universal build: bytes in, each sheet's name and rows out, in node and
// in VS Code's web worker alike (it reads an ArrayBuffer and needs neither `fs` nor a worker thread).

import readXlsxFile from 'read-excel-file/universal';
import { msg } from '../messages';
import { ImportFailure } from './model';
import type { Cell } from './table';

export interface WorkbookSheet {
  name: string;
  rows: Cell[][];
}

/** Whether the bytes start like a zip archive, which every .xlsx file is. */
export function looksLikeWorkbook(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export async function readWorkbook(bytes: Uint8Array): Promise<WorkbookSheet[]> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  try {
    const sheets = await readXlsxFile(buffer, { trim: true });
    return sheets.map((s) => ({ name: s.sheet, rows: s.data.map((row) => row.map((c) => c as Cell)) }));
  } catch (e) {
    throw new ImportFailure(undefined, msg('import.not-workbook', { reason: e instanceof Error ? e.message : '' }));
  }
}
