// Preloaded into a benchmarked process (`node --require`): on exit it writes the process's own CPU time and peak
// memory to stderr, so the parent reads them for exactly that process.
process.on('exit', () => {
  const u = process.resourceUsage();
  require('node:fs').writeSync(2, `\nBENCH cpu=${(u.userCPUTime + u.systemCPUTime) / 1000} rss=${u.maxRSS}\n`);
});
