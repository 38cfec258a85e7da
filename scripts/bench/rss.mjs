// Preloaded into a benchmarked process (`node --import`): on exit it writes the process's own CPU time and peak
// memory to stderr, so the parent reads them for exactly that process.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const u = process.resourceUsage();
  writeSync(2, `\nBENCH cpu=${(u.userCPUTime + u.systemCPUTime) / 1000} rss=${u.maxRSS}\n`);
});
