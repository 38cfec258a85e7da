// How much of a user's file is read, at most: the CLI (src/node/userFiles.ts) and the Season tab read no more.

/** 16 MiB: about 1,600 evenings of 100 rounds, or a trick-by-trick log of 30,000 rounds. */
export const MAX_READ_BYTES = 16 * 1024 * 1024;
