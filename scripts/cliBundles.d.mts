import type { Plugin } from 'esbuild';

export declare const APART_ENTRIES: Record<string, string>;
export declare const cliApart: Plugin;
