// Gives the browser test bundle the `process` global that mocha and assert expect (esbuild `inject`).
export { default as process } from 'process/browser.js';
