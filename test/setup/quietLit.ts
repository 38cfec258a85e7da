// Test setup: drops lit's one "Lit is in dev mode" banner; its other dev-mode warnings still show.
//
// Tests run lit's development build (vitest resolves the `development` export condition), which
// checks more than the production build the bundle ships. Its banner is expected and says nothing
// about a test; lit skips any warning code already in `globalThis.litIssuedWarnings`.
const litGlobal = globalThis as { litIssuedWarnings?: Set<string> };
(litGlobal.litIssuedWarnings ??= new Set()).add('dev-mode');

export {};
