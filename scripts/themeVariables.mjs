// Writes test/webview/themes/*.css: for VS Code's four default themes, the value of every --vscode-* variable the
// settlement view reads, as VS Code computes it for a webview — the theme's own colour, else the colour registry's
// default for the theme kind (resolved through references, transparency, lighten/darken like VS Code does).
//
// Usage: node scripts/themeVariables.mjs [path/to/code-server/lib/vscode]
// (default: the code-server that scripts/e2e/setup-code-server.sh installs). The registry is read from the minified
// workbench bundle; a registration it cannot evaluate is reported and left out. The minified names below (`oe` for
// registerColor, `pi`/`wf`/`ku`… for its transforms, `qe`/`ni` for Color/RGBA) are those of VS Code 1.139's build:
// another build needs them looked up again (search the bundle for `registerColor(` and `op:2,value`).

import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = process.env.SCORESHEET_E2E_CACHE || join(homedir(), '.cache/scoresheet-e2e');
const defaultVscode = existsSync(cache)
  ? readdirSync(cache)
      .filter((d) => /^code-server-[\d.]+$/.test(d))
      .map((d) => join(cache, d, 'node_modules/code-server/lib/vscode'))
      .find((d) => existsSync(d))
  : undefined;
const vscodeDir = process.argv[2] || defaultVscode;
if (!vscodeDir) {
  console.error(
    'No VS Code build found: pass the path of code-server/lib/vscode (or run scripts/e2e/setup-code-server.sh).',
  );
  process.exit(1);
}
const version = JSON.parse(readFileSync(join(vscodeDir, 'package.json'), 'utf8')).version;
const W = readFileSync(join(vscodeDir, 'out/vs/code/browser/workbench/workbench.js'), 'utf8');
const themesDir = join(vscodeDir, 'extensions/theme-defaults/themes');

const round3 = (n) => Math.round(n * 1000) / 1000;
class RGBA {
  constructor(r, g, b, a = 1) {
    this.r = Math.min(255, Math.max(0, r)) | 0;
    this.g = Math.min(255, Math.max(0, g)) | 0;
    this.b = Math.min(255, Math.max(0, b)) | 0;
    this.a = round3(Math.max(Math.min(1, a), 0));
  }
}
class HSLA {
  constructor(h, s, l, a) {
    this.h = Math.max(Math.min(360, h), 0) | 0;
    this.s = round3(Math.max(Math.min(1, s), 0));
    this.l = round3(Math.max(Math.min(1, l), 0));
    this.a = round3(Math.max(Math.min(1, a), 0));
  }
  static fromRGBA(o) {
    let e = o.r / 255,
      t = o.g / 255,
      i = o.b / 255,
      n = o.a,
      r = Math.max(e, t, i),
      a = Math.min(e, t, i),
      c = 0,
      l = 0,
      u = (a + r) / 2,
      p = r - a;
    if (p > 0) {
      l = Math.min(u <= 0.5 ? p / (2 * u) : p / (2 - 2 * u), 1);
      switch (r) {
        case e:
          c = (t - i) / p + (t < i ? 6 : 0);
          break;
        case t:
          c = (i - e) / p + 2;
          break;
        case i:
          c = (e - t) / p + 4;
          break;
      }
      c *= 60;
      c = Math.round(c);
    }
    return new HSLA(c, l, u, n);
  }
  static h2r(o, e, t) {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    return t < 1 / 6 ? o + (e - o) * 6 * t : t < 1 / 2 ? e : t < 2 / 3 ? o + (e - o) * (2 / 3 - t) * 6 : o;
  }
  static toRGBA(o) {
    const e = o.h / 360;
    const { s: t, l: i, a: n } = o;
    let r, a, c;
    if (t === 0) r = a = c = i;
    else {
      const l = i < 0.5 ? i * (1 + t) : i + t - i * t,
        u = 2 * i - l;
      r = HSLA.h2r(u, l, e + 1 / 3);
      a = HSLA.h2r(u, l, e);
      c = HSLA.h2r(u, l, e - 1 / 3);
    }
    return new RGBA(Math.round(r * 255), Math.round(a * 255), Math.round(c * 255), n);
  }
}
class Color {
  constructor(v) {
    if (v instanceof RGBA) this.rgba = v;
    else {
      this.rgba = HSLA.toRGBA(v);
      this._hsla = v;
    }
  }
  get hsla() {
    return this._hsla ?? HSLA.fromRGBA(this.rgba);
  }
  static fromHex(h) {
    h = h.replace('#', '');
    if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
    const n = (i) => parseInt(h.slice(i, i + 2), 16);
    return new Color(new RGBA(n(0), n(2), n(4), h.length === 8 ? n(6) / 255 : 1));
  }
  lighten(f) {
    const x = this.hsla;
    return new Color(new HSLA(x.h, x.s, x.l + x.l * f, x.a));
  }
  darken(f) {
    const x = this.hsla;
    return new Color(new HSLA(x.h, x.s, x.l - x.l * f, x.a));
  }
  transparent(f) {
    const { r, g, b, a } = this.rgba;
    return new Color(new RGBA(r, g, b, a * f));
  }
  isOpaque() {
    return this.rgba.a === 1;
  }
  mix(o, e = 0.5) {
    const t = Math.min(Math.max(e, 0), 1),
      i = this.rgba,
      n = o.rgba;
    return new Color(
      new RGBA(i.r + (n.r - i.r) * t, i.g + (n.g - i.g) * t, i.b + (n.b - i.b) * t, i.a + (n.a - i.a) * t),
    );
  }
  makeOpaque(o) {
    if (this.isOpaque() || o.rgba.a !== 1) return this;
    const { r: e, g: t, b: i, a: n } = this.rgba;
    return new Color(
      new RGBA(o.rgba.r - n * (o.rgba.r - e), o.rgba.g - n * (o.rgba.g - t), o.rgba.b - n * (o.rgba.b - i), 1),
    );
  }
  lum() {
    const c = (v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(this.rgba.r) + 0.7152 * c(this.rgba.g) + 0.0722 * c(this.rgba.b);
  }
  isDarkerThan(o) {
    return this.lum() < o.lum();
  }
  isLighterThan(o) {
    return this.lum() > o.lum();
  }
  static getLighterColor(o, e, t) {
    if (o.isLighterThan(e)) return o;
    t = t || 0.5;
    const i = o.lum(),
      n = e.lum();
    t = (t * (n - i)) / n;
    return o.lighten(t);
  }
  static getDarkerColor(o, e, t) {
    if (o.isDarkerThan(e)) return o;
    t = t || 0.5;
    const i = o.lum(),
      n = e.lum();
    t = (t * (i - n)) / i;
    return o.darken(t);
  }
  toString() {
    const { r, g, b, a } = this.rgba;
    const hx = (v) => v.toString(16).padStart(2, '0');
    return a === 1 ? `#${hx(r)}${hx(g)}${hx(b)}` : `#${hx(r)}${hx(g)}${hx(b)}${hx(Math.round(a * 255))}`;
  }
}
Color.white = new Color(new RGBA(255, 255, 255, 1));
Color.black = new Color(new RGBA(0, 0, 0, 1));
Color.transparent = new Color(new RGBA(0, 0, 0, 0));
Color.red = new Color(new RGBA(255, 0, 0, 1));
Color.blue = new Color(new RGBA(0, 0, 255, 1));
Color.green = new Color(new RGBA(0, 255, 0, 1));
Color.cyan = new Color(new RGBA(0, 255, 255, 1));
Color.lightgrey = new Color(new RGBA(211, 211, 211, 1));
// --- extract registrations: IDENT=oe("id",EXPR,...)
function scanArgs(s, i) {
  // i at '(' ; returns [args[], endIndex]
  const args = [];
  let depth = 0,
    start = i + 1,
    q = null;
  for (let k = i; k < s.length; k++) {
    const ch = s[k];
    if (q) {
      if (ch === '\\') {
        k++;
        continue;
      }
      if (ch === q) q = null;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      q = ch;
      continue;
    }
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) {
        args.push(s.slice(start, k));
        return [args, k];
      }
    } else if (ch === ',' && depth === 1) {
      args.push(s.slice(start, k));
      start = k + 1;
    }
  }
  throw new Error('unbalanced');
}
const regs = new Map(); // id -> expr
const varToId = new Map();
const re = /([A-Za-z_$][\w$]*)=oe\("([\w.-]+)",/g;
let m;
while ((m = re.exec(W))) {
  const p = W.indexOf('(', m.index + m[1].length + 1);
  const [args] = scanArgs(W, p);
  regs.set(m[2], args[1]);
  varToId.set(m[1], m[2]);
}
// also registrations without assignment: oe("id",...) preceded by , or ;
const re2 = /[,;(]oe\("([\w.-]+)",/g;
while ((m = re2.exec(W))) {
  if (regs.has(m[1])) continue;
  const p = m.index + 3;
  const [args] = scanArgs(W, p);
  regs.set(m[1], args[1]);
}
const helpers = {
  ku: (s, o) => ({ op: 0, value: s, factor: o }),
  wf: (s, o) => ({ op: 1, value: s, factor: o }),
  pi: (s, o) => ({ op: 2, value: s, factor: o }),
  rD: (s, o) => ({ op: 3, value: s, background: o }),
  ZP: (...s) => ({ op: 4, values: s }),
  tfe: (s, o, e) => ({ op: 6, if: s, then: o, else: e }),
  $xi: (s, o, e, t) => ({ op: 5, value: s, background: o, factor: e, transparency: t }),
  qe: Color,
  ni: RGBA,
  d: () => '',
};
const defaults = new Map();
const failed = [];
for (const [id, expr] of regs) {
  const names = [...Object.keys(helpers), ...varToId.keys()].filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  const uniq = [...new Set(names)];
  try {
    const f = new Function(...uniq, `return (${expr});`);
    defaults.set(id, f(...uniq.map((n) => (n in helpers ? helpers[n] : varToId.get(n)))));
  } catch (e) {
    failed.push(`${id}: ${e.message} :: ${expr.slice(0, 80)}`);
  }
}

function loadTheme(file) {
  const j = JSON.parse(readFileSync(join(themesDir, file), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
  const base = j.include ? loadTheme(j.include.replace('./', '')) : {};
  return { ...base, ...(j.colors ?? {}) };
}
const TYPES = { 'vs-dark': 'dark', vs: 'light', 'hc-black': 'hcDark', 'hc-light': 'hcLight' };

function resolver(file, uiTheme) {
  const colors = loadTheme(file);
  const type = TYPES[uiTheme];
  const cache = new Map();
  const ctx = {
    defines: (id) => id in colors && colors[id] !== null,
    getColor(id) {
      if (cache.has(id)) return cache.get(id);
      cache.set(id, undefined);
      let c;
      if (id in colors && colors[id]) c = Color.fromHex(colors[id]);
      else {
        let d = defaults.get(id);
        if (d && typeof d === 'object' && !(d instanceof Color) && ('dark' in d || 'light' in d || 'hcDark' in d))
          d = d[type];
        c = xM(d, ctx);
      }
      cache.set(id, c);
      return c;
    },
  };
  return ctx;
}
function xM(s, o) {
  if (s === null || s === undefined) return undefined;
  if (typeof s === 'string') return s[0] === '#' ? Color.fromHex(s) : o.getColor(s);
  if (s instanceof Color) return s;
  if (typeof s === 'object') return op(s, o);
}
function op(s, o) {
  switch (s.op) {
    case 0:
      return xM(s.value, o)?.darken(s.factor);
    case 1:
      return xM(s.value, o)?.lighten(s.factor);
    case 2:
      return xM(s.value, o)?.transparent(s.factor);
    case 7: {
      const e = xM(s.color, o) || Color.transparent,
        t = xM(s.with, o) || Color.transparent;
      return e.mix(t, s.ratio);
    }
    case 3: {
      const e = xM(s.background, o);
      return e ? xM(s.value, o)?.makeOpaque(e) : xM(s.value, o);
    }
    case 4:
      for (const e of s.values) {
        const t = xM(e, o);
        if (t) return t;
      }
      return undefined;
    case 6:
      return xM(o.defines(s.if) ? s.then : s.else, o);
    case 5: {
      const e = xM(s.value, o);
      if (!e) return undefined;
      const t = xM(s.background, o);
      return t
        ? e.isDarkerThan(t)
          ? Color.getLighterColor(e, t, s.factor).transparent(s.transparency)
          : Color.getDarkerColor(e, t, s.factor).transparent(s.transparency)
        : e.transparent(s.factor * s.transparency);
    }
  }
  throw new Error('op ' + s.op);
}

// The variables the view reads: the same sources test/webview/accessibility.test.ts scans.
const sources = [
  ...readdirSync(join(root, 'webview'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(root, 'webview', f)),
  join(root, 'media/settlement.css'),
  join(root, 'node_modules/@vscode-elements/elements/dist/vscode-badge/vscode-badge.styles.js'),
  join(root, 'node_modules/@vscode-elements/elements/dist/includes/default.styles.js'),
];
const FONTS = ['font-family', 'font-size', 'font-weight', 'editor-font-family'];
const used = [
  ...new Set(sources.flatMap((f) => readFileSync(f, 'utf8').match(/--vscode-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g) ?? [])),
]
  .map((v) => v.slice('--vscode-'.length))
  .filter((v) => !FONTS.includes(v))
  .sort();

const THEMES = [
  ['light', 'light_modern.json', 'vs', 'Light Modern'],
  ['dark', 'dark_modern.json', 'vs-dark', 'Dark Modern'],
  ['hc', 'hc_black.json', 'hc-black', 'Dark High Contrast'],
  ['hc-light', 'hc_light.json', 'hc-light', 'Light High Contrast'],
];

function wrap(words, width) {
  const lines = [''];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + w).length > width) lines.push(w);
    else lines[lines.length - 1] = last ? `${last} ${w}` : w;
  }
  return lines;
}

if (failed.length)
  console.warn(`registry entries not evaluated (${failed.length}): ${failed.map((f) => f.split(':')[0]).join(', ')}`);
for (const [name, file, ui, label] of THEMES) {
  const r = resolver(file, ui);
  const defined = [];
  const missing = [];
  for (const v of used) {
    // VS Code names the variable after the colour id with its first '.' turned into '-' (charts.red → charts-red).
    const color = r.getColor(v.replace('-', '.')) ?? r.getColor(v);
    if (color) defined.push(`  --vscode-${v}: ${color.toString()};`);
    else missing.push(`--vscode-${v}`);
  }
  const notSent = wrap(['not sent:', ...(missing.length ? missing : ['-'])], 110).join('\n *   ');
  const css = `/*
 * VS Code ${label} (VS Code ${version}, theme-defaults/${file}): the --vscode-* variables a webview
 * receives — every one the settlement view or the vscode-elements it uses reads — with the value VS Code computes
 * from its colour registry for this theme. Variables VS Code does not send in this theme are listed, not defined.
 * Written by scripts/themeVariables.mjs.
 * ${notSent}
 */
:root {
  --vscode-font-family: system-ui, 'Ubuntu', 'Droid Sans', sans-serif;
  --vscode-font-weight: normal;
  --vscode-font-size: 13px;
  --vscode-editor-font-family: 'Droid Sans Mono', 'monospace', monospace;
${defined.join('\n')}
}
`;
  writeFileSync(join(root, 'test/webview/themes', `${name}.css`), css);
  console.log(`test/webview/themes/${name}.css: ${defined.length} variables, not sent: ${missing.length}`);
}
