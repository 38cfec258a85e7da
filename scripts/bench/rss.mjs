// Preloaded into a benchmarked process (`node --import`): on exit it writes the process's own CPU time and peak
// memory to stderr, so the parent reads them for exactly that process. Node preloads it on worker threads as well:
// only the main thread reports, when the whole process (every thread) is done.
import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread)
  process.on('exit', () => {
    const u = process.resourceUsage();
    writeSync(2, `\nBENCH cpu=${(u.userCPUTime + u.systemCPUTime) / 1000} rss=${u.maxRSS}\n`);
  });
