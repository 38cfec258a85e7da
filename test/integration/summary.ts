// The last line both hosts print, `N passed, N failed`, and the run's outcome (rejected when any test failed).

export function finish(stats: Mocha.Stats | undefined, resolve: () => void, reject: (e: Error) => void): void {
  const passed = stats?.passes ?? 0;
  const failed = stats?.failures ?? 0;
  console.log(`${passed} passed, ${failed} failed`);
  if (failed > 0 || passed === 0) reject(new Error(failed > 0 ? `${failed} tests failed` : 'no test ran'));
  else resolve();
}
