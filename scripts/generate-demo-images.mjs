#!/usr/bin/env node
/**
 * Renders the demo catalogue's product photographs (backend/seed/images/*.webp) from code, so the
 * repository ships its own imagery and nothing is fetched at build or run time.
 *
 * Each look is a studio shot of a dress on an invisible form: a seamless backdrop, a soft floor
 * shadow, and a garment drawn as SVG paths whose fabric is suggested by layered light (directional
 * gradient, edge roll-off, blurred folds and sheen) plus an optional texture (sequins, beads, lace,
 * print, brocade, glitter). Image 1 is the full front; image 2 is a close crop of the same vector
 * scene, so detail stays sharp.
 *
 *   node scripts/generate-demo-images.mjs                  # all images
 *   node scripts/generate-demo-images.mjs --png /tmp/x a b # only slugs a, b; also PNG previews
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../backend/seed/images/', import.meta.url));
const W = 800;
const H = 1067;
/** Where every hem lands, and the highest a garment may start, in output pixels. */
const FLOOR_Y = 972;
const TOP_MIN = 92;
const MAX_SCALE = 1.62;
const WEBP = { quality: 78, effort: 6, smartSubsample: true };
/** Busy textures (sequins, lace) step the quality down until the file fits this budget. */
const MAX_BYTES = 45 * 1024;

// ---------------------------------------------------------------- colour & randomness

const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a, b, t) => {
  const [x, y] = [rgb(a), rgb(b)];
  return hex(x.map((v, i) => v + (y[i] - v) * t));
};
const shade = (c, t) => mix(c, '#000000', t);
const tint = (c, t) => mix(c, '#ffffff', t);
const f = (n) => (Math.round(n * 10) / 10).toString();

function seeded(text) {
  let a = 2166136261;
  for (const ch of text) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- paths

/** Catmull-Rom through the points, as cubic segments [c1x,c1y,c2x,c2y,x,y]. */
function smooth(points) {
  const segs = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const [p1, p2] = [points[i], points[i + 1]];
    const p3 = points[i + 2] ?? p2;
    segs.push([
      p1[0] + (p2[0] - p0[0]) / 6,
      p1[1] + (p2[1] - p0[1]) / 6,
      p2[0] - (p3[0] - p1[0]) / 6,
      p2[1] - (p3[1] - p1[1]) / 6,
      p2[0],
      p2[1],
    ]);
  }
  return segs;
}
const segD = (s) => `C${s.map(f).join(' ')}`;

/** Runs are smooth point lists that meet at corners (the last point of one is the first of the next). */
function outline(runs) {
  const start = runs[0][0];
  return `M${f(start[0])} ${f(start[1])}` + runs.flatMap(smooth).map(segD).join('') + 'Z';
}

/** A left-right symmetric garment: right-hand runs from the neckline centre down to the hem corner,
 *  then the full hem from right to left, then the mirror of the right-hand side back up. */
function symmetric(right, hem) {
  const segs = right.flatMap(smooth);
  const start = right[0][0];
  let d = `M${f(start[0])} ${f(start[1])}` + segs.map(segD).join('') + smooth(hem).map(segD).join('');
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const prev = i === 0 ? start : segs[i - 1].slice(4);
    d += segD([-s[2], s[3], -s[0], s[1], -prev[0], prev[1]]);
  }
  return d + 'Z';
}

/** A hem seen from slightly above: an elliptical curve with n flutes bulging towards the viewer. */
function hemPoints(hw, y, n, depth, curve, rnd, x0 = 0) {
  const pts = [];
  for (let j = 0; j <= 2 * n; j++) {
    const x = hw - (j * hw) / n;
    const lift = curve * (1 - (x / hw) ** 2);
    const flute = j % 2 ? depth * (0.65 + 0.7 * rnd()) : 0;
    pts.push([x0 + x, y + lift + flute]);
  }
  return pts;
}

/** A tapered, gently bowed band from (xt,yt) to (xb,yb): the shape of a fold's shadow or light. */
function wedge(xt, yt, xb, yb, wt, wb, bow = 0) {
  const mx = (xt + xb) / 2 + bow;
  const my = (yt + yb) / 2;
  const mw = (wt + wb) / 2;
  return (
    `M${f(xt - wt)} ${f(yt)}Q${f(mx - mw)} ${f(my)} ${f(xb - wb)} ${f(yb)}` +
    `L${f(xb + wb)} ${f(yb)}Q${f(mx + mw)} ${f(my)} ${f(xt + wt)} ${f(yt)}Z`
  );
}

/** Shadows in the hem's valleys and light on its ridges, matching hemPoints(hw1, y1, n, …). */
function skirtFolds({ y0, hw0, y1, hw1, n, curve = 0, depth = 0, rnd, spread = 1 }) {
  const dark = [];
  const light = [];
  const highlights = [];
  const step = hw1 / n;
  for (let j = 1; j < 2 * n; j++) {
    const xb = hw1 - j * step;
    const xt = (xb / hw1) * hw0 * spread;
    const yb = y1 + curve * (1 - (xb / hw1) ** 2);
    const bow = (rnd() - 0.5) * step * 0.5;
    const top = y0 + (y1 - y0) * (0.05 + rnd() * 0.2);
    if (j % 2 === 0) dark.push(wedge(xt, top, xb, yb + 2, 1.5, step * 0.34, bow));
    else {
      light.push(wedge(xt, top + (y1 - y0) * 0.1, xb, yb + depth, 1, step * 0.2, bow));
      highlights.push(
        `M${f(xt)} ${f(top + (y1 - y0) * 0.22)}Q${f((xt + xb) / 2 + bow)} ${f((top + y1) / 2)} ${f(xb)} ${f(yb + depth * 0.6)}`,
      );
    }
  }
  return { dark, light, highlights };
}

// ---------------------------------------------------------------- SVG context

class Scene {
  constructor(seed) {
    this.defs = [];
    this.n = 0;
    this.filters = new Map();
    this.rnd = seeded(seed);
  }
  id(prefix) {
    return `${prefix}${++this.n}`;
  }
  blur(sd) {
    if (!this.filters.has(sd)) {
      const id = this.id('b');
      this.defs.push(
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="-900" y="-300" width="1800" height="1700"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      this.filters.set(sd, id);
    }
    return `filter="url(#${this.filters.get(sd)})"`;
  }
  clip(d) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  /** stops: [offset, colour, opacity?]; attrs: extra gradient attributes. */
  linear(stops, attrs = 'x1="0" y1="0" x2="1" y2="0"') {
    const id = this.id('g');
    const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
    this.defs.push(`<linearGradient id="${id}" ${attrs}>${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops, attrs) {
    const id = this.id('g');
    const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
    this.defs.push(`<radialGradient id="${id}" ${attrs}>${s}</radialGradient>`);
    return `url(#${id})`;
  }
  pattern(w, h, body, extra = '') {
    const id = this.id('p');
    this.defs.push(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse" ${extra}>${body}</pattern>`);
    return `url(#${id})`;
  }
  /** A luminance mask from a gradient over a large rectangle. */
  mask(fill) {
    const id = this.id('m');
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="-900" y="-300" width="1800" height="1700"><rect x="-900" y="-300" width="1800" height="1700" fill="${fill}"/></mask>`,
    );
    return `mask="url(#${id})"`;
  }
}

// ---------------------------------------------------------------- backdrop

const BACKDROPS = {
  ivory: ['#fbf7f0', '#efe7da', '#ddd1bf'],
  blush: ['#fbf1ed', '#f0dcd5', '#dcc2b9'],
  sage: ['#f1f3ec', '#dfe5d6', '#c3ccb6'],
  dove: ['#f6f6f4', '#e6e5e2', '#cccbc6'],
  champagne: ['#faf3e7', '#eee1cb', '#d9c6a6'],
};

function backdrop(sc, tone) {
  const [hi, mid, lo] = BACKDROPS[tone];
  const wall = sc.radial(
    [
      [0, hi],
      [0.5, mid],
      [1, lo],
    ],
    'gradientUnits="userSpaceOnUse" cx="400" cy="430" r="820" fx="360" fy="360"',
  );
  // The seamless sweep: the floor warms and darkens a touch towards the camera.
  const floor = sc.linear(
    [
      [0, lo, 0],
      [0.45, lo, 0.18],
      [1, shade(lo, 0.08), 0.55],
    ],
    'gradientUnits="userSpaceOnUse" x1="0" y1="800" x2="0" y2="1067"',
  );
  const vignette = sc.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.1],
    ],
    'gradientUnits="userSpaceOnUse" cx="400" cy="520" r="760"',
  );
  return (
    `<rect x="-800" y="-800" width="2400" height="2700" fill="${wall}"/>` +
    `<rect x="-800" y="780" width="2400" height="1200" fill="${floor}"/>` +
    `<rect x="-800" y="-800" width="2400" height="2700" fill="${vignette}"/>`
  );
}

function floorShadow(sc, y, hw, tone) {
  const c = shade(BACKDROPS[tone][2], 0.55);
  return (
    `<ellipse cx="6" cy="${f(y + 2)}" rx="${f(hw * 1.25 + 40)}" ry="${f(16 + hw * 0.06)}" fill="${c}" opacity="0.28" ${sc.blur(16)}/>` +
    `<ellipse cx="2" cy="${f(y - 2)}" rx="${f(hw * 0.98)}" ry="${f(5 + hw * 0.02)}" fill="${c}" opacity="0.4" ${sc.blur(5)}/>`
  );
}

// ---------------------------------------------------------------- fabrics

const FABRICS = {
  satin: { contrast: 1, sheen: 0.55, sheenW: 9, sheenBlur: 5, edge: 0.55 },
  crepe: { contrast: 0.75, sheen: 0.14, sheenW: 20, sheenBlur: 12, edge: 0.5 },
  sequin: { contrast: 0.85, sheen: 0.28, sheenW: 16, sheenBlur: 9, edge: 0.5 },
  beaded: { contrast: 0.85, sheen: 0.2, sheenW: 16, sheenBlur: 9, edge: 0.55 },
  velvet: { contrast: 1.1, sheen: 0.2, sheenW: 44, sheenBlur: 20, edge: 0.45, torsoLight: 0.35 },
  tulle: { folds: 1.6, contrast: 0.5, sheen: 0.14, sheenW: 14, sheenBlur: 9, edge: 0.3 },
  chiffon: { folds: 1.3, contrast: 0.6, sheen: 0.16, sheenW: 14, sheenBlur: 9, edge: 0.35 },
  lace: { contrast: 0.6, sheen: 0.1, sheenW: 16, sheenBlur: 10, edge: 0.4 },
  print: { contrast: 0.6, sheen: 0.12, sheenW: 16, sheenBlur: 10, edge: 0.4 },
  taffeta: { contrast: 0.95, sheen: 0.36, sheenW: 9, sheenBlur: 6, edge: 0.5 },
  metallic: { contrast: 1, sheen: 0.6, sheenW: 8, sheenBlur: 4, edge: 0.5 },
  brocade: { contrast: 0.75, sheen: 0.25, sheenW: 14, sheenBlur: 8, edge: 0.5 },
};

function sequinTexture(sc, pal, a = 3.6) {
  const rnd = sc.rnd;
  const cols = 8;
  const rows = 8;
  // whole-pixel tiles: fractional ones leave hairline seams between repeats
  const w = Math.round(cols * a);
  const h = Math.round(rows * a * 0.866 * 2);
  const vy = h / (rows * 2);
  let body = '';
  const light = pal.sparkle ?? tint(pal.base, 0.65);
  const dark = shade(pal.base, 0.45);
  for (let r = 0; r < rows * 2; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * a + (r % 2 ? a / 2 : 0);
      const y = r * vy;
      const v = rnd();
      const fill = v > 0.82 ? light : v > 0.5 ? tint(pal.base, 0.25) : v > 0.25 ? pal.base : dark;
      const op = v > 0.82 ? 0.95 : 0.55 + rnd() * 0.3;
      // copies across the tile's edges, so the repeat has no seams
      body += wrapped(
        x,
        y,
        w,
        h,
        a,
        (cx, cy) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(a * 0.5)}" fill="${fill}" opacity="${f(op)}"/>`,
      );
      if (v > 0.93) body += `<circle cx="${f(x - a * 0.15)}" cy="${f(y - a * 0.15)}" r="${f(a * 0.16)}" fill="#fff"/>`;
    }
  }
  return sc.pattern(w, h, body);
}

/** Draws a motif at (x, y) and again across whichever tile edges it overlaps, so repeats are seamless. */
function wrapped(x, y, w, h, r, draw) {
  let out = '';
  for (const ox of [-w, 0, w]) {
    for (const oy of [-h, 0, h]) {
      const cx = x + ox;
      const cy = y + oy;
      if (cx + r > 0 && cx - r < w && cy + r > 0 && cy - r < h) out += draw(cx, cy);
    }
  }
  return out;
}

function beadTexture(sc, pal) {
  const rnd = sc.rnd;
  const bead = pal.bead ?? '#d9dde6';
  const w = 48;
  let body = '';
  for (let i = 0; i < 70; i++) {
    const [x, y] = [rnd() * w, rnd() * w];
    const big = rnd() > 0.9;
    const r = big ? 1.9 : 0.7 + rnd() * 0.6;
    const op = big ? 1 : 0.35 + rnd() * 0.6;
    body += wrapped(
      x,
      y,
      w,
      w,
      r,
      (cx, cy) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${big ? '#fff' : bead}" opacity="${f(op)}"/>`,
    );
  }
  return sc.pattern(w, w, body);
}

/** Lace: a flower per tile joined to its neighbours by fine bars; heavy weight reads as guipure. */
function laceTexture(sc, colour, weight = 1) {
  const s = 30;
  const heavy = weight > 1.4;
  const sw = f(0.6 * weight);
  const flower = (cx, cy, r, petals) => {
    let out = '';
    for (let k = 0; k < petals; k++) {
      out += `<ellipse cx="${cx}" cy="${f(cy - r)}" rx="${f(r * 0.42)}" ry="${f(r * 0.78)}" transform="rotate(${f((k * 360) / petals)} ${cx} ${cy})" fill="${heavy ? colour : 'none'}" stroke="${colour}" stroke-width="${sw}"/>`;
    }
    return (
      out + `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.35)}" fill="${heavy ? 'none' : colour}" stroke="${colour}" stroke-width="${sw}"/>`
    );
  };
  let body = flower(15, 15, 4.6, 6);
  for (const [x, y] of [
    [0, 0],
    [30, 0],
    [0, 30],
    [30, 30],
  ])
    body += flower(x, y, 2.8, 5);
  body +=
    `<path d="M18.5 18.5L27 27M11.5 11.5L3 3M18.5 11.5L27 3M11.5 18.5L3 27" stroke="${colour}" stroke-width="${f(0.5 * weight)}"/>` +
    `<path d="M0 15Q4 12 7.5 15T15 15M15 15Q19 18 22.5 15T30 15" fill="none" stroke="${colour}" stroke-width="${f(0.35 * weight)}" opacity="0.7"/>` +
    `<circle cx="7" cy="22" r="${f(0.8 * weight)}" fill="${colour}"/><circle cx="23" cy="8" r="${f(0.8 * weight)}" fill="${colour}"/>`;
  // guipure is finer-scaled so it reads as a texture at catalogue size, not a check
  return sc.pattern(s, s, body, heavy ? 'patternTransform="rotate(8) scale(0.7)"' : '');
}

function printTexture(sc, pal) {
  const rnd = sc.rnd;
  const [p1, p2, leaf] = pal.print;
  let body = `<rect width="64" height="64" fill="${pal.base}"/>`;
  const spots = [
    [10, 12],
    [42, 8],
    [28, 34],
    [56, 40],
    [12, 52],
    [44, 58],
  ];
  spots.forEach(([x, y], i) => {
    const col = i % 2 ? p2 : p1;
    const rot = rnd() * 72;
    body += `<ellipse cx="${x + 4}" cy="${y + 3}" rx="3.6" ry="1.5" fill="${leaf}" transform="rotate(${f(rot + 30)} ${x} ${y})"/>`;
    for (let k = 0; k < 5; k++) {
      body += `<circle cx="${x}" cy="${y - 2.6}" r="2" fill="${col}" transform="rotate(${f(rot + k * 72)} ${x} ${y})"/>`;
    }
    body += `<circle cx="${x}" cy="${y}" r="1.1" fill="${pal.base}"/>`;
    body += `<circle cx="${x + 9}" cy="${y - 6}" r="0.9" fill="${col}" opacity="0.8"/>`;
  });
  return sc.pattern(64, 64, body);
}

function brocadeTexture(sc, pal) {
  const g = pal.motif;
  const body =
    `<path d="M22 0 C36 10 36 20 22 30 C8 40 8 50 22 60 M22 0 C8 10 8 20 22 30 C36 40 36 50 22 60" fill="none" stroke="${g}" stroke-width="1.3" opacity="0.75"/>` +
    `<path d="M22 9 l3 6 -3 6 -3 -6z M0 39 l3 6 -3 6 -3 -6z M44 39 l3 6 -3 6 -3 -6z" fill="${g}" opacity="0.8"/>` +
    `<circle cx="22" cy="45" r="2" fill="none" stroke="${g}" stroke-width="0.9" opacity="0.7"/><circle cx="0" cy="15" r="2" fill="none" stroke="${g}" stroke-width="0.9" opacity="0.7"/><circle cx="44" cy="15" r="2" fill="none" stroke="${g}" stroke-width="0.9" opacity="0.7"/>`;
  return sc.pattern(44, 60, body);
}

function glitterTexture(sc, pal) {
  const rnd = sc.rnd;
  let body = '';
  for (let i = 0; i < 16; i++) {
    body += `<circle cx="${f(rnd() * 36)}" cy="${f(rnd() * 36)}" r="${f(0.5 + rnd() * 0.8)}" fill="${rnd() > 0.5 ? '#fff' : tint(pal.base, 0.6)}" opacity="${f(0.4 + rnd() * 0.6)}"/>`;
  }
  return sc.pattern(36, 36, body);
}

/** A horizontal light profile for masks: bright where the key light falls, dim at the far edge. */
function lightMask(sc, low = 0.35) {
  const g = (v) => hex([v * 255, v * 255, v * 255]);
  return sc.mask(
    sc.linear([
      [0, g(low * 0.8)],
      [0.34, g(1)],
      [0.6, g(0.7)],
      [1, g(low * 0.6)],
    ]),
  );
}

/**
 * Paints one garment piece: base colour, light from the upper left, rolled-off edges, folds,
 * sheen and texture, all clipped to the piece, plus a fine edge line so it reads crisply.
 *   o.folds {dark[], light[]}, o.highlights[], o.torso {top, waist}, o.texture, o.textureMask
 */
function paint(sc, d, pal, fabricName, o = {}) {
  const fab = FABRICS[fabricName];
  const k = fab.contrast;
  const clip = sc.clip(d);
  const base = o.fill ?? pal.base;
  const dark = pal.dark ?? shade(pal.base, 0.6);
  const dir = sc.linear([
    [0, '#000', 0.42 * k],
    [0.18, '#000', 0.12 * k],
    [0.36, '#fff', 0.14 * k],
    [0.55, '#000', 0],
    [0.8, '#000', 0.2 * k],
    [1, '#000', 0.48 * k],
  ]);
  let inner = `<path d="${d}" fill="${dir}"/>`;
  if (o.torso) {
    const { top, waist } = o.torso;
    const tg = sc.linear(
      [
        [0, '#000', 0.45 * k],
        [0.22, '#000', 0.1 * k],
        [0.38, '#fff', 0.2 * k * (fab.torsoLight ?? 1)],
        [0.55, '#fff', 0],
        [0.8, '#000', 0.22 * k],
        [1, '#000', 0.5 * k],
      ],
      'gradientUnits="userSpaceOnUse" x1="-100" y1="0" x2="100" y2="0"',
    );
    const fade = sc.mask(
      sc.linear(
        [
          [0, '#fff'],
          [0.75, '#fff'],
          [1, '#000'],
        ],
        `gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${waist + 60}"`,
      ),
    );
    inner += `<rect x="-100" y="${top}" width="200" height="${waist + 60 - top}" fill="${tg}" ${fade}/>`;
  }
  if (o.folds) {
    inner += `<g ${sc.blur(o.foldBlur ?? 7)}>`;
    const fk = (fab.folds ?? 1) * (o.foldK ?? 1);
    inner += o.folds.dark.map((p) => `<path d="${p}" fill="${dark}" opacity="${f(Math.min(0.75, (0.42 * k + 0.08) * fk))}"/>`).join('');
    inner += o.folds.light
      .map((p) => `<path d="${p}" fill="${tint(base, 0.6)}" opacity="${f(Math.min(0.6, (0.22 * k + 0.06) * fk))}"/>`)
      .join('');
    inner += '</g>';
  }
  inner += `<path d="${d}" fill="none" stroke="${dark}" stroke-width="${o.edgeW ?? 34}" opacity="${fab.edge}" ${sc.blur(9)}/>`;
  const hl = o.highlights ?? [];
  if (hl.length) {
    const hc = pal.sheen ?? tint(base, 0.75);
    inner += `<g ${sc.blur(fab.sheenBlur)} opacity="${fab.sheen}">`;
    inner += hl.map((p) => `<path d="${p}" fill="none" stroke="${hc}" stroke-width="${fab.sheenW}" stroke-linecap="round"/>`).join('');
    inner += `</g><g ${sc.blur(1.6)} opacity="${f(fab.sheen * 0.9)}">`;
    inner += hl
      .slice(0, o.crispHighlights ?? 0)
      .map((p) => `<path d="${p}" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`)
      .join('');
    inner += '</g>';
  }
  if (o.texture) inner += `<g ${o.textureMask ?? ''}><path d="${d}" fill="${o.texture}" opacity="${o.textureOpacity ?? 1}"/></g>`;
  if (o.extra) inner += o.extra;
  const edge = o.noEdge ? '' : `<path d="${d}" fill="none" stroke="${shade(base, 0.45)}" stroke-width="1" opacity="0.5"/>`;
  return `<path d="${d}" fill="${o.baseFill ?? base}"/><g ${clip}>${inner}</g>${edge}`;
}

/** Texture fill and its mask for a fabric, or nothing. */
function textureFor(sc, pal, fabric) {
  switch (fabric) {
    case 'sequin':
      return { texture: sequinTexture(sc, pal), textureMask: lightMask(sc, 0.45) };
    case 'beaded':
      return {
        texture: beadTexture(sc, pal),
        textureMask: sc.mask(
          sc.linear(
            [
              [0, '#fff'],
              [0.45, '#bbb'],
              [1, '#222'],
            ],
            'gradientUnits="userSpaceOnUse" x1="0" y1="180" x2="0" y2="1000"',
          ),
        ),
      };
    case 'lace':
      return { texture: laceTexture(sc, pal.lace ?? shade(pal.base, 0.25), pal.laceWeight ?? 1), textureOpacity: pal.laceOpacity ?? 0.55 };
    case 'brocade':
      return { texture: brocadeTexture(sc, pal), textureMask: lightMask(sc, 0.55) };
    case 'glitter':
      return { texture: glitterTexture(sc, pal), textureMask: lightMask(sc, 0.3) };
    default:
      return {};
  }
}

const insideOf = (pal) => pal.inside ?? shade(pal.base, 0.32);
/** The inside back of the garment seen through the neckline (the ghost-mannequin look). */
const inside = (sc, d, pal) =>
  `<path d="${d}" fill="${insideOf(pal)}"/><path d="${d}" fill="${sc.linear(
    [
      [0, '#000', 0.3],
      [0.6, '#000', 0.08],
      [1, '#fff', 0.08],
    ],
    'x1="0" y1="1" x2="0" y2="0"',
  )}"/>`;

// ---------------------------------------------------------------- silhouettes
// Body coordinates: x is 0 at the centre front, y grows downwards; shoulders near y 170, floor 985.

const BODICE = [
  [88, 238],
  [92, 272],
  [80, 318],
  [66, 372],
];
/** A Bardot band across the upper arms, its ends wrapping round them. */
const OFF_SHOULDER = [
  [
    [0, 238],
    [30, 234],
    [70, 225],
    [106, 217],
    [122, 217],
    [130, 227],
    [128, 242],
    [118, 249],
  ],
  [
    [118, 249],
    [102, 252],
    [90, 264],
  ],
  [
    [90, 264],
    [92, 282],
    [80, 318],
    [66, 372],
  ],
];

function column(sc, look) {
  const { pal, fabric, rnd = sc.rnd } = look;
  const hemY = 985;
  const hw = 116;
  const right = [
    [
      [0, 300],
      [22, 268],
      [44, 228],
      [58, 196],
      [64, 180],
    ],
    [
      [64, 180],
      [77, 179],
    ],
    [
      [77, 179],
      [82, 208],
      [88, 238],
    ],
    [...BODICE, [81, 424], [95, 480], [93, 560], [86, 680], [92, 800], [105, 910], [hw, hemY]],
  ];
  const d = symmetric(right, hemPoints(hw, hemY, 4, 7, 12, rnd));
  const folds = skirtFolds({ y0: 560, hw0: 90, y1: hemY, hw1: hw, n: 4, curve: 12, depth: 7, rnd });
  const highlights = [
    'M-70 252Q-58 278 -42 298',
    'M-86 436Q-82 500 -76 560',
    'M-62 600Q-62 800 -70 985',
    ...folds.highlights,
    'M30 262Q40 280 44 296',
  ];
  let svg = inside(sc, 'M-64 182Q0 226 64 182L50 330L-50 330Z', pal);
  let extra = '';
  if (look.slit) {
    extra += `<path d="M34 700Q44 850 44 1000L84 1000Q64 850 34 700Z" fill="${insideOf(pal)}"/>`;
    extra += `<path d="M34 700Q44 850 44 1000" fill="none" stroke="${tint(pal.base, 0.4)}" stroke-width="3" opacity="0.5" ${sc.blur(1.5)}/>`;
  }
  if (look.belt) extra += belt(sc, look.belt, 66, 372);
  svg += paint(sc, d, pal, fabric, {
    ...textureFor(sc, pal, fabric),
    folds,
    highlights,
    crispHighlights: fabric === 'satin' ? 3 : 0,
    torso: { top: 170, waist: 372 },
    extra,
  });
  return { svg, top: 179, hem: hemY + 18, hw };
}

function mermaid(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 982;
  const hw = 190;
  const right = [
    [
      [0, 270],
      [16, 256],
      [40, 240],
      [64, 242],
      [84, 252],
      [90, 258],
    ],
    [
      [90, 258],
      [92, 282],
      [80, 320],
      [66, 372],
      [81, 424],
      [96, 482],
      [91, 570],
      [77, 680],
      [72, 738],
      [94, 820],
      [138, 910],
      [hw, hemY],
    ],
  ];
  const d = symmetric(right, hemPoints(hw, hemY, 6, 11, 18, rnd));
  const folds = skirtFolds({ y0: 735, hw0: 74, y1: hemY, hw1: hw, n: 6, curve: 18, depth: 11, rnd });
  const highlights = [
    'M-68 252Q-54 264 -40 288',
    'M-88 440Q-86 520 -78 640',
    'M-70 680Q-68 720 -66 740',
    ...folds.highlights,
    'M24 250Q34 262 40 282',
  ];
  let svg = inside(sc, 'M-88 254L88 254L70 320L-70 320Z', pal);
  const seam = `<path d="M-74 738Q0 752 74 738" fill="none" stroke="${shade(pal.base, 0.5)}" stroke-width="1.4" opacity="0.5"/>`;
  svg += paint(sc, d, pal, fabric, {
    ...textureFor(sc, pal, fabric),
    folds,
    highlights,
    crispHighlights: fabric === 'satin' ? 3 : 0,
    torso: { top: 240, waist: 372 },
    extra: seam,
  });
  return { svg, top: 240, hem: hemY + 20, hw };
}

function belt(sc, colour, hw, y) {
  const d = `M${-hw - 2} ${y - 9}Q0 ${y - 3} ${hw + 2} ${y - 9}L${hw + 2} ${y + 7}Q0 ${y + 13} ${-hw - 2} ${y + 7}Z`;
  const g = sc.linear([
    [0, shade(colour, 0.4)],
    [0.35, tint(colour, 0.35)],
    [0.6, colour],
    [1, shade(colour, 0.45)],
  ]);
  return `<path d="${d}" fill="${g}"/><path d="${d}" fill="none" stroke="${shade(colour, 0.5)}" stroke-width="0.8" opacity="0.6"/>`;
}

/** Translucent tulle over the skirt: the same shape a little fuller and longer, edged only at the hem. */
function tulleLayers(sc, pal, { skirtRun, hw, n, layers = 2 }) {
  let svg = '';
  for (let i = 0; i < layers; i++) {
    const grow = 1 + (8 + i * 8) / hw;
    const run = skirtRun.map(([x, y], k) => [k === 0 ? x : x * grow, k === skirtRun.length - 1 ? y + 6 + i * 5 : y]);
    const corner = run[run.length - 1];
    const hem = hemPoints(corner[0], corner[1], n + 2 + i, 8, 22, sc.rnd);
    const d = symmetric([[[0, run[0][1]], run[0]], run], hem);
    const folds = skirtFolds({
      y0: run[0][1],
      hw0: run[0][0],
      y1: corner[1],
      hw1: corner[0],
      n: n + 2 + i,
      curve: 22,
      depth: 8,
      rnd: sc.rnd,
    });
    svg += `<path d="${d}" fill="${tint(pal.base, 0.45)}" opacity="0.16"/>`;
    svg += `<g ${sc.clip(d)}><g ${sc.blur(5)} opacity="0.22">${folds.light.map((p) => `<path d="${p}" fill="#fff"/>`).join('')}</g></g>`;
    svg += `<path d="${smooth(hem).reduce((a, s) => a + segD(s), `M${f(hem[0][0])} ${f(hem[0][1])}`)}" fill="none" stroke="${tint(pal.base, 0.5)}" stroke-width="2.5" opacity="0.45" ${sc.blur(0.8)}/>`;
  }
  return svg;
}

function ballGown(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 990;
  const hw = look.hw ?? 318;
  const off = look.neck === 'off';
  const top = off
    ? OFF_SHOULDER
    : [
        [
          [0, 318],
          [24, 280],
          [46, 236],
          [58, 200],
          [62, 186],
        ],
        [
          [62, 186],
          [75, 185],
        ],
        [
          [75, 185],
          [80, 212],
          [88, 238],
        ],
        BODICE,
      ];
  const skirtRun = [
    [66, 372],
    [96, 418],
    [hw * 0.47, 520],
    [hw * 0.67, 650],
    [hw * 0.855, 800],
    [hw * 0.975, 930],
    [hw, hemY],
  ];
  const n = look.flutes ?? 8;
  const hem = hemPoints(hw, hemY, n, 12, 22, rnd);
  const d = symmetric([...top, skirtRun], hem);
  const folds = skirtFolds({ y0: 390, hw0: 60, y1: hemY, hw1: hw, n, curve: 22, depth: 12, rnd });
  const highlights = ['M-70 256Q-56 280 -40 300', ...folds.highlights];
  let svg = off ? '' : inside(sc, 'M-62 188Q0 232 62 188L50 330L-50 330Z', pal);
  let extra = `<path d="M-72 384Q0 398 72 384" fill="none" stroke="${shade(pal.base, 0.6)}" stroke-width="12" opacity="0.22" ${sc.blur(6)}/>`;
  extra += `<path d="M-66 372Q0 384 66 372" fill="none" stroke="${shade(pal.base, 0.5)}" stroke-width="1.5" opacity="0.55"/>`;
  if (off)
    extra += `<path d="M-118 249C-90 254 -40 256 0 256C40 256 90 254 118 249" fill="none" stroke="${shade(pal.base, 0.5)}" stroke-width="1.2" opacity="0.45"/>`;
  if (look.ruched) {
    for (let i = 0; i < 5; i++) {
      extra += `<path d="M-88 ${262 + i * 20}Q-30 ${282 + i * 16} 0 ${318 + i * 12}" fill="none" stroke="${shade(pal.base, 0.35)}" stroke-width="3" opacity="0.25" ${sc.blur(2)}/>`;
      extra += `<path d="M88 ${262 + i * 20}Q30 ${282 + i * 16} 0 ${318 + i * 12}" fill="none" stroke="${shade(pal.base, 0.35)}" stroke-width="3" opacity="0.25" ${sc.blur(2)}/>`;
    }
  }
  svg += paint(sc, d, pal, fabric, {
    ...textureFor(sc, pal, fabric),
    folds,
    highlights,
    crispHighlights: fabric === 'satin' ? 4 : 0,
    torso: { top: 186, waist: 372 },
    extra,
    foldBlur: 9,
  });
  if (fabric === 'tulle') svg += tulleLayers(sc, pal, { skirtRun, hemY, hw, n });
  return { svg, top: off ? 212 : 185, hem: hemY + 30, hw };
}

function slip(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 845;
  const hw = 118;
  const right = [
    [
      [0, 262],
      [28, 258],
      [54, 248],
      [68, 240],
    ],
    [
      [68, 240],
      [70, 176],
    ],
    [
      [70, 176],
      [76, 176],
    ],
    [
      [76, 176],
      [79, 242],
    ],
    [
      [78, 242],
      [89, 246],
    ],
    [
      [89, 246],
      [92, 275],
      [80, 320],
      [70, 372],
      [84, 425],
      [96, 480],
      [99, 560],
      [103, 680],
      [110, 780],
      [hw, hemY],
    ],
  ];
  const d = symmetric(right, hemPoints(hw, hemY, 4, 6, 10, rnd));
  const folds = skirtFolds({ y0: 470, hw0: 96, y1: hemY, hw1: hw, n: 4, curve: 10, depth: 6, rnd });
  folds.dark.push('M-56 252Q0 300 56 252L50 258Q0 316 -50 258Z', 'M-40 266Q0 326 40 266L36 270Q0 334 -36 270Z');
  folds.light.push('M-60 250Q0 290 60 250L58 254Q0 300 -58 254Z');
  const highlights = [
    'M-64 262Q0 312 62 262',
    'M-72 290Q-60 310 -46 320',
    'M-80 600Q-78 700 -84 845',
    'M-90 440Q-40 480 30 540',
    ...folds.highlights,
  ];
  let svg = inside(sc, 'M-72 240Q0 252 72 240L60 310L-60 310Z', pal);
  svg += paint(sc, d, pal, fabric, { folds, highlights, crispHighlights: 3, torso: { top: 176, waist: 372 }, edgeW: 28 });
  return { svg, top: 176, hem: hemY + 16, hw };
}

function wrapMidi(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 852;
  const hw = 160;
  const right = [
    [
      [0, 312],
      [20, 278],
      [36, 236],
      [46, 196],
      [50, 164],
    ],
    [
      [50, 164],
      [97, 178],
    ],
    [
      [97, 178],
      [92, 208],
      [88, 238],
    ],
    BODICE,
    [
      [66, 372],
      [86, 430],
      [110, 520],
      [132, 650],
      [150, 780],
      [hw, hemY],
    ],
  ];
  const d = symmetric(right, hemPoints(hw, hemY, 5, 7, 12, rnd));
  const folds = skirtFolds({ y0: 390, hw0: 66, y1: hemY, hw1: hw, n: 5, curve: 12, depth: 7, rnd });
  folds.dark.push(wedge(-8, 384, 62, 864, 2, 16, 6));
  const tex = fabric === 'print' ? { baseFill: printTexture(sc, pal) } : {};
  let svg = inside(sc, 'M-50 166Q0 184 50 166L30 330L-30 330Z', pal);
  const line = shade(pal.base, 0.45);
  const sash = `M-68 362Q0 370 68 362L68 385Q0 393 -68 385Z`;
  const tie =
    `M-62 381C-80 430 -86 480 -98 546L-84 550C-76 492 -70 432 -54 383Z` +
    `M-56 383C-62 432 -60 472 -68 516L-56 518C-50 474 -48 432 -48 383Z`;
  let extra = `<path d="M-14 384C10 520 40 700 56 864" fill="none" stroke="${line}" stroke-width="1.4" opacity="0.6"/>`;
  svg += paint(sc, d, pal, fabric, {
    ...tex,
    folds,
    highlights: ['M-70 254Q-56 280 -40 300', ...folds.highlights],
    torso: { top: 164, waist: 372 },
    extra,
  });
  svg += paint(sc, sash, pal, fabric, { ...tex, edgeW: 10 });
  svg += paint(sc, tie, pal, fabric, { ...tex, edgeW: 10, highlights: ['M-66 392C-76 440 -82 490 -90 540'] });
  // the knot: a gathered, rounded bundle where the sash is tied
  svg += paint(
    sc,
    'M-70 366C-72 360 -50 360 -49 367C-47 376 -48 386 -52 391C-58 395 -66 394 -69 389C-72 382 -72 372 -70 366Z',
    pal,
    fabric,
    {
      ...tex,
      edgeW: 8,
      folds: { dark: [wedge(-62, 364, -58, 392, 1, 1.5)], light: [] },
      highlights: ['M-66 368L-66 386'],
    },
  );
  for (const m of [1, -1]) {
    const sleeve = `M${97 * m} 178C${120 * m} 190 ${140 * m} 214 ${152 * m} 252C${144 * m} 258 ${134 * m} 250 ${126 * m} 258C${116 * m} 250 ${102 * m} 254 ${88 * m} 240C${92 * m} 214 ${94 * m} 196 ${97 * m} 178Z`;
    svg += paint(sc, sleeve, pal, fabric, { ...tex, edgeW: 16, highlights: m < 0 ? [`M${-104} 192C-118 206 -128 224 -134 244`] : [] });
  }
  return { svg, top: 164, hem: hemY + 18, hw };
}

function sheath(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 705;
  const hw = 85;
  const right = [
    [
      [0, 252],
      [26, 252],
      [48, 250],
    ],
    [
      [48, 250],
      [52, 210],
      [56, 170],
    ],
    [
      [56, 170],
      [84, 174],
    ],
    [
      [84, 174],
      [82, 206],
      [87, 238],
    ],
    [
      [87, 238],
      [92, 272],
      [80, 318],
      [68, 372],
      [82, 424],
      [96, 480],
      [94, 560],
      [89, 640],
      [hw, hemY],
    ],
  ];
  const scallop = look.scallop;
  const hem = scallop ? hemPoints(hw, hemY, 7, 5, 6, () => 0.5) : hemPoints(hw, hemY, 1, 0, 6, rnd);
  const d = symmetric(right, hem);
  const line = shade(pal.base, 0.55);
  let extra = '';
  for (const m of [1, -1]) {
    extra += `<path d="M${46 * m} 300C${44 * m} 330 ${46 * m} 356 ${52 * m} 372C${60 * m} 420 ${66 * m} 470 ${62 * m} 560L${58 * m} 712" fill="none" stroke="${line}" stroke-width="1.3" opacity="0.45"/>`;
  }
  if (look.belt) extra += belt(sc, look.belt, 68, 372);
  const folds = {
    dark: [wedge(-30, 560, -36, 712, 2, 8), wedge(38, 520, 44, 712, 2, 9), wedge(-60, 380, -74, 470, 6, 2)],
    light: [wedge(-52, 480, -58, 700, 2, 8)],
  };
  let svg = inside(sc, 'M-56 172Q0 186 56 172L56 262L-56 262Z', pal);
  const lining = look.lining;
  const o = {
    ...textureFor(sc, pal, fabric),
    folds,
    extra,
    torso: { top: 170, waist: 372 },
    highlights: ['M-70 256Q-58 280 -42 300', 'M-86 436Q-84 520 -80 600', 'M-60 600Q-56 650 -54 700', 'M28 262Q36 278 40 294'],
  };
  if (lining) o.baseFill = lining;
  svg += paint(sc, d, pal, fabric, o);
  return { svg, top: 170, hem: hemY + 10, hw };
}

function fitFlare(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 640;
  const hw = 152;
  const neck =
    look.neck === 'square'
      ? [
          [
            [0, 232],
            [22, 232],
            [42, 230],
          ],
          [
            [42, 230],
            [46, 200],
            [50, 166],
          ],
          [
            [50, 166],
            [94, 176],
          ],
        ]
      : [
          [
            [0, 176],
            [14, 175],
            [30, 170],
            [44, 160],
          ],
          [
            [44, 160],
            [94, 176],
          ],
        ];
  const right = [
    ...neck,
    [
      [94, 176],
      [90, 208],
      [88, 238],
    ],
    BODICE,
    [
      [66, 372],
      [92, 420],
      [124, 520],
      [hw, hemY],
    ],
  ];
  const n = 4;
  const d = symmetric(right, hemPoints(hw, hemY, n, 10, 14, rnd));
  const folds = skirtFolds({ y0: 380, hw0: 66, y1: hemY, hw1: hw, n, curve: 14, depth: 10, rnd });
  let svg = inside(sc, look.neck === 'square' ? 'M-50 168Q0 182 50 168L50 240L-50 240Z' : 'M-44 162Q0 174 44 162L40 200L-40 200Z', pal);
  const extra = `<path d="M-66 372Q0 382 66 372" fill="none" stroke="${shade(pal.base, 0.5)}" stroke-width="1.4" opacity="0.5"/>`;
  svg += paint(sc, d, pal, fabric, {
    ...textureFor(sc, pal, fabric),
    folds,
    extra,
    torso: { top: 160, waist: 372 },
    highlights: ['M-70 256Q-58 280 -42 300', ...folds.highlights],
    crispHighlights: fabric === 'taffeta' ? 3 : 0,
  });
  if (look.sleeves === 'puff') {
    for (const m of [1, -1]) {
      const sleeve = `M${90 * m} 170C${132 * m} 158 ${164 * m} 198 ${158 * m} 236C${154 * m} 256 ${140 * m} 262 ${126 * m} 262L${100 * m} 252C${96 * m} 228 ${92 * m} 200 ${90 * m} 170Z`;
      const gathers = [0, 1, 2, 3].map(
        (i) => `M${(98 + i * 10) * m} ${176 + i * 2}Q${(118 + i * 9) * m} ${206 + i * 4} ${(108 + i * 6) * m} ${252 + i * 2}`,
      );
      svg += paint(sc, sleeve, pal, fabric, {
        edgeW: 22,
        highlights: m < 0 ? ['M-104 182Q-140 190 -146 226'] : ['M118 190Q140 200 144 224'],
        crispHighlights: 1,
        folds: { dark: gathers.filter((_, i) => i % 2 === 0).map(wedgeAlong), light: gathers.filter((_, i) => i % 2).map(wedgeAlong) },
      });
      const cuff = `M${100 * m} 250L${127 * m} 261L${124 * m} 272L${97 * m} 261Z`;
      svg += `<path d="${cuff}" fill="${shade(pal.base, 0.1)}"/><path d="${cuff}" fill="none" stroke="${tint(pal.base, 0.25)}" stroke-width="0.8" opacity="0.6"/>`;
    }
  }
  return { svg, top: look.sleeves === 'puff' ? 160 : 166, hem: hemY + 20, hw };
}

/** A thin wedge following a quadratic stroke "Mx y Qcx cy ex ey". */
function wedgeAlong(p) {
  const n = p.match(/-?\d+(?:\.\d+)?/g).map(Number);
  return wedge(n[0], n[1], n[4], n[5], 1, 4, (n[2] - (n[0] + n[4]) / 2) * 0.8);
}

function oneShoulder(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const mini = look.length === 'mini';
  const hemY = mini ? 640 : 985;
  const hw = mini ? 150 : 136;
  const side = mini
    ? [
        [90, 258],
        [92, 282],
        [80, 320],
        [66, 372],
        [94, 440],
        [124, 540],
        [hw, hemY],
      ]
    : [
        [90, 258],
        [92, 282],
        [80, 320],
        [66, 372],
        [81, 424],
        [96, 482],
        [94, 570],
        [100, 700],
        [116, 840],
        [hw, hemY],
      ];
  const leftSide = side
    .slice()
    .reverse()
    .map(([x, y]) => [-x, y]);
  leftSide.splice(leftSide.length - 2, 2, [-80, 320], [-92, 272], [-88, 238]);
  const n = mini ? 4 : 5;
  const runs = [
    [
      [-98, 182],
      [-74, 172],
    ],
    [
      [-74, 172],
      [-44, 200],
      [-6, 232],
      [34, 248],
      [70, 252],
      [90, 258],
    ],
    side,
    hemPoints(hw, hemY, n, mini ? 10 : 8, 14, rnd),
    leftSide,
    [
      [-88, 238],
      [-96, 206],
      [-98, 182],
    ],
  ];
  const d = outline(runs);
  const folds = skirtFolds({ y0: mini ? 380 : 560, hw0: mini ? 66 : 92, y1: hemY, hw1: hw, n, curve: 14, depth: 8, rnd });
  // draped pleats fanning from the shoulder across the bodice
  for (let i = 0; i < 5; i++) {
    const y = 250 + i * 26;
    folds.dark.push(wedge(-78, 186 + i * 4, 80, y + 14, 1, 3, -10));
    if (i < 4) folds.light.push(wedge(-76, 190 + i * 4, 80, y + 27, 0.5, 2, -10));
  }
  let svg = '';
  if (look.cape) {
    // a chiffon cape falling from the shoulder behind the gown, pooling on the floor
    const capeHem = hemPoints(105, 1000, 4, 9, 10, rnd, -150);
    const cape = outline([
      [
        [-74, 174],
        [-96, 180],
        [-140, 330],
        [-200, 640],
        [-255, 1000],
      ],
      capeHem.slice().reverse(),
      [
        [-45, 1000],
        [-70, 700],
        [-60, 400],
        [-74, 174],
      ],
    ]);
    const cf = skirtFolds({ y0: 330, hw0: 40, y1: 1000, hw1: 105, n: 4, curve: 10, depth: 9, rnd });
    const move = (list) =>
      list.map((p) =>
        p.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${f(Number(x) - 150 + (1000 - Number(y)) * 0.12)} ${y}`),
      );
    svg += `<g opacity="0.62">${paint(sc, cape, { ...pal, base: shade(pal.base, 0.22) }, 'chiffon', {
      folds: { dark: move(cf.dark), light: move(cf.light) },
      highlights: ['M-100 240C-140 420 -170 700 -190 990'],
      edgeW: 24,
      foldBlur: 8,
    })}</g>`;
  }
  svg += inside(sc, 'M-74 172L20 214L84 246L88 258L60 330L-80 330Z', pal);
  svg += paint(sc, d, pal, fabric, {
    ...textureFor(sc, pal, fabric),
    folds,
    torso: { top: 172, waist: 372 },
    foldBlur: 5,
    highlights: ['M-72 262Q-58 288 -44 306', 'M-86 440Q-84 520 -76 600', ...folds.highlights],
    crispHighlights: 0,
  });
  if (look.ruffle) {
    let pts = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      const x = -96 + t * 196;
      const y = 176 + t * 82 + 50 * (1 - 0.72 * t) + (i % 2 ? 12 * (1 - 0.5 * t) : 0);
      pts.push([x, y]);
    }
    const top = [
      [-98, 174],
      [-74, 166],
      [-44, 196],
      [-6, 228],
      [34, 244],
      [70, 248],
      [96, 257],
    ];
    pts[12] = [96, 272];
    const r = outline([top, pts.slice().reverse(), [pts[0], [-98, 174]]]);
    const rf = skirtFolds({ y0: 190, hw0: 90, y1: 300, hw1: 100, n: 6, rnd });
    svg += paint(sc, r, pal, fabric, {
      edgeW: 18,
      highlights: pts.filter((_, i) => i % 2).map(([x, y]) => `M${f(x - 14)} ${f(y - 46)}Q${f(x - 4)} ${f(y - 24)} ${f(x)} ${f(y - 4)}`),
      folds: {
        dark: pts.filter((_, i) => i % 2 === 0 && i > 0 && i < 12).map(([x, y]) => wedge(x - 18, y - 52, x, y, 1, 6)),
        light: rf.light.slice(0, 0),
      },
      crispHighlights: 0,
    });
  }
  return { svg, top: mini && look.ruffle ? 166 : 172, hem: hemY + 20, hw: look.cape ? hw + 40 : hw };
}

function suit(sc, look) {
  const { pal } = look;
  const fabric = look.fabric;
  const lapel = look.lapel ?? pal.base;
  const cami = look.cami;
  let svg = '';
  // trousers, one leg at a time, behind the jacket
  for (const m of [1, -1]) {
    const leg = `M${2 * m} 500L${100 * m} 500C${104 * m} 620 ${114 * m} 800 ${122 * m} 985L${10 * m} 985C${8 * m} 800 ${6 * m} 640 ${2 * m} 560Z`;
    svg += paint(sc, leg, pal, fabric, {
      highlights: [`M${56 * m} 560L${64 * m} 980`],
      crispHighlights: 1,
      folds: { dark: [wedge(72 * m, 560, 90 * m, 985, 1, 10), wedge(30 * m, 620, 24 * m, 985, 1, 8)], light: [] },
      edgeW: 24,
    });
    svg += `<path d="M${60 * m} 520L${66 * m} 985" stroke="${shade(pal.base, 0.5)}" stroke-width="1" opacity="0.35"/>`;
  }
  const body = symmetric(
    [
      [
        [0, 146],
        [30, 148],
        [50, 156],
      ],
      [
        [50, 156],
        [100, 172],
      ],
      [
        [100, 172],
        [96, 240],
        [90, 300],
        [82, 372],
        [92, 440],
        [98, 520],
      ],
      [
        [98, 520],
        [40, 528],
        [14, 530],
      ],
      [
        [14, 530],
        [6, 470],
        [0, 420],
      ],
    ],
    [
      [0, 420],
      [0, 420],
    ],
  );
  svg += paint(sc, body, pal, fabric, {
    torso: { top: 146, waist: 380 },
    edgeW: 30,
    highlights: ['M-72 240Q-60 300 -58 360', 'M-80 420Q-84 470 -86 510'],
    folds: { dark: [wedge(-70, 380, -80, 520, 3, 8), wedge(60, 380, 70, 520, 3, 6)], light: [] },
    extra:
      `<path d="M-86 468L-34 470M86 468L34 470" stroke="${shade(pal.base, 0.55)}" stroke-width="1.6" opacity="0.6"/>` +
      `<path d="M-86 468L-34 470L-35 480L-86 478Z M86 468L34 470L35 480L86 478Z" fill="${shade(pal.base, 0.25)}" opacity="0.35"/>` +
      `<path d="M-80 276L-50 274" stroke="${shade(pal.base, 0.5)}" stroke-width="1.4" opacity="0.5"/>`,
  });
  // what shows inside the opening: the jacket's inside back, then the camisole
  svg += `<path d="M-24 158L24 158L0 414Z" fill="${look.inside ?? shade(pal.base, 0.55)}"/>`;
  if (cami) {
    const c = 'M-17 250Q0 244 17 250L0 414Z';
    svg += paint(sc, c, { base: cami }, 'satin', { highlights: ['M-8 262L-3 380'], edgeW: 8 });
  }
  for (const m of [1, -1]) {
    const lap = `M${22 * m} 158L${50 * m} 156L${66 * m} 200L${90 * m} 238L${80 * m} 258L${70 * m} 252C${50 * m} 320 ${24 * m} 380 ${4 * m} 418L${2 * m} 412C${10 * m} 330 ${18 * m} 240 ${22 * m} 158Z`;
    svg += paint(sc, lap, { ...pal, base: lapel }, look.lapelFabric ?? fabric, {
      edgeW: 12,
      highlights: [m < 0 ? 'M-30 200C-40 280 -30 340 -12 400' : 'M44 220C40 300 24 360 10 400'],
      crispHighlights: 1,
    });
  }
  for (const m of [1, -1]) {
    const sleeve = `M${100 * m} 172C${114 * m} 190 ${122 * m} 240 ${124 * m} 300C${126 * m} 400 ${128 * m} 480 ${126 * m} 548L${96 * m} 552C${96 * m} 470 ${92 * m} 380 ${88 * m} 250C${90 * m} 210 ${94 * m} 190 ${100 * m} 172Z`;
    svg += paint(sc, sleeve, pal, fabric, {
      edgeW: 20,
      highlights: m < 0 ? ['M-108 200Q-118 300 -116 540'] : [],
      folds: { dark: [wedge(110 * m, 300, 106 * m, 540, 1, 5), wedge(104 * m, 380, 114 * m, 430, 1, 4)], light: [] },
    });
  }
  svg += `<circle cx="0" cy="422" r="6" fill="${look.button ?? shade(lapel, 0.2)}"/><circle cx="-1.6" cy="420" r="2" fill="#fff" opacity="0.45"/>`;
  return { svg, top: 146, hem: 998, hw: 126 };
}

function tieredProm(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const tiers = [
    { y0: 600, hw0: 150, y1: 985, hw1: 310, n: 13 },
    { y0: 480, hw0: 112, y1: 760, hw1: 250, n: 11 },
    { y0: 372, hw0: 66, y1: 560, hw1: 180, n: 9 },
  ];
  let svg = '';
  const glitter = fabric === 'glitter' ? glitterTexture(sc, pal) : null;
  const gm = glitter ? lightMask(sc, 0.3) : '';
  tiers.forEach((t, i) => {
    const right = [
      [
        [t.hw0, t.y0],
        [t.hw0 + (t.hw1 - t.hw0) * 0.45, t.y0 + (t.y1 - t.y0) * 0.45],
        [t.hw1, t.y1],
      ],
    ];
    const d = symmetric(right, hemPoints(t.hw1, t.y1, t.n, 8, 16, rnd)).replace(/^M[^C]+/, `M0 ${t.y0}L${t.hw0} ${t.y0}`);
    const folds = skirtFolds({ y0: t.y0, hw0: t.hw0, y1: t.y1, hw1: t.hw1, n: t.n, curve: 16, depth: 8, rnd });
    const shadowBelow = i < 2 ? '' : '';
    svg +=
      paint(sc, d, { ...pal, base: shade(pal.base, (2 - i) * 0.04) }, 'tulle', {
        folds,
        highlights: folds.highlights.filter((_, k) => k % 2 === 0),
        foldBlur: 5,
        foldK: 0.7,
        edgeW: 24,
        texture: glitter,
        textureMask: gm,
        textureOpacity: 0.9,
      }) + shadowBelow;
    // the ruffle's own translucent edge
    svg += `<path d="${smooth(hemPoints(t.hw1 + 4, t.y1 + 3, t.n + 3, 7, 16, rnd)).reduce((a, s) => a + segD(s), `M${t.hw1 + 4} ${t.y1 + 3}`)}" fill="none" stroke="${tint(pal.base, 0.5)}" stroke-width="6" opacity="0.35"/>`;
    if (i < 2) {
      // shade cast by the tier above
      const ny = tiers[i + 1].y1;
      svg += `<path d="M${-tiers[i + 1].hw1} ${ny}Q0 ${ny + 40} ${tiers[i + 1].hw1} ${ny}" fill="none" stroke="${shade(pal.base, 0.5)}" stroke-width="16" opacity="0.3" ${sc.blur(8)}/>`;
    }
  });
  const right = [
    [
      [0, 268],
      [16, 256],
      [40, 240],
      [64, 242],
      [84, 252],
      [90, 258],
    ],
    [
      [90, 258],
      [92, 282],
      [80, 320],
      [64, 380],
    ],
  ];
  const bodice = symmetric(right, [
    [64, 380],
    [30, 392],
    [0, 404],
    [-30, 392],
    [-64, 380],
  ]);
  let extra = '';
  for (const x of [-58, -30, 30, 58])
    extra += `<path d="M${x} ${248 + Math.abs(x) * 0.1}Q${x * 0.92} 330 ${x * 0.9} ${386 + (64 - Math.abs(x)) * 0.28}" fill="none" stroke="${shade(pal.base, 0.45)}" stroke-width="1.2" opacity="0.45"/>`;
  svg += inside(sc, 'M-88 254L88 254L70 320L-70 320Z', pal);
  svg += paint(sc, bodice, pal, look.bodiceFabric ?? 'satin', {
    torso: { top: 240, waist: 390 },
    highlights: ['M-68 254Q-54 268 -40 290', 'M24 250Q34 262 40 282'],
    extra,
    texture: glitter,
    textureMask: gm,
  });
  return { svg, top: 240, hem: 1010, hw: 310 };
}

function bridal(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 985;
  const hw = 292;
  const off = look.neck === 'off';
  const top = off
    ? OFF_SHOULDER
    : [
        [
          [0, 318],
          [24, 280],
          [46, 236],
          [58, 200],
          [62, 186],
        ],
        [
          [62, 186],
          [78, 185],
        ],
        [
          [78, 185],
          [82, 212],
          [88, 238],
        ],
        BODICE,
      ];
  const skirtRun = [
    [66, 372],
    [92, 420],
    [140, 520],
    [196, 650],
    [248, 800],
    [282, 920],
    [hw, hemY],
  ];
  const n = 7;
  const d = symmetric([...top, skirtRun], hemPoints(hw, hemY, n, 10, 20, rnd));
  const folds = skirtFolds({ y0: 390, hw0: 62, y1: hemY, hw1: hw, n, curve: 20, depth: 10, rnd });
  // the train pools behind the skirt, sweeping a little to the right
  const train = 'M-250 880C-320 930 -352 990 -300 1018C-200 1052 250 1058 346 1012C392 986 330 908 262 862Z';
  let svg = paint(sc, train, pal, fabric === 'lace' ? 'chiffon' : fabric, {
    highlights: ['M-240 960C-100 1010 120 1012 300 960'],
    edgeW: 12,
    noEdge: true,
    folds: { dark: [wedge(-280, 900, -250, 1030, 2, 16), wedge(300, 880, 290, 1010, 2, 16)], light: [] },
  });
  if (fabric === 'lace') {
    let dots = '';
    for (let i = 0; i <= 36; i++) {
      const t = i / 36;
      const x = -300 + t * 646;
      const y = 1018 + Math.sin(t * Math.PI) * 30 - t * 6;
      dots += `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="none" stroke="${shade(pal.base, 0.2)}" stroke-width="1" opacity="0.6"/>`;
    }
    svg += `<g ${sc.clip(train)}>${dots}</g>`;
  }
  if (!off) svg += inside(sc, 'M-62 188Q0 232 62 188L50 330L-50 330Z', pal);
  let extra = `<path d="M-66 372Q0 384 66 372" fill="none" stroke="${shade(pal.base, 0.3)}" stroke-width="1.3" opacity="0.5"/>`;
  if (fabric === 'lace') {
    const lace = laceTexture(sc, shade(pal.base, 0.28), 1);
    const bodice = symmetric(
      [
        ...top,
        [
          [66, 372],
          [66, 380],
        ],
      ],
      [
        [66, 380],
        [0, 386],
        [-66, 380],
      ],
    );
    extra += `<path d="${bodice}" fill="${lace}" opacity="0.7"/>`;
    const hemBand = sc.mask(
      sc.linear(
        [
          [0, '#000'],
          [0.55, '#000'],
          [1, '#fff'],
        ],
        'gradientUnits="userSpaceOnUse" x1="0" y1="560" x2="0" y2="1000"',
      ),
    );
    extra += `<g ${hemBand}><path d="${d}" fill="${lace}" opacity="0.55"/></g>`;
  }
  svg += paint(sc, d, pal, fabric === 'lace' ? 'chiffon' : fabric, {
    folds,
    highlights: ['M-70 256Q-56 280 -40 300', ...folds.highlights],
    crispHighlights: fabric === 'satin' ? 4 : 0,
    torso: { top: 186, waist: 372 },
    extra,
    foldBlur: 9,
  });
  return { svg, top: off ? 212 : 185, hem: 1040, hw: 340 };
}

function velvetMini(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 625;
  const hw = 100;
  const right = [
    [
      [0, 250],
      [30, 248],
      [62, 242],
    ],
    [
      [62, 242],
      [66, 176],
    ],
    [
      [66, 176],
      [71, 176],
    ],
    [
      [71, 176],
      [74, 242],
    ],
    [
      [74, 242],
      [88, 244],
    ],
    [
      [88, 244],
      [92, 272],
      [80, 318],
      [68, 372],
      [82, 424],
      [96, 480],
      [97, 560],
      [hw, hemY],
    ],
  ];
  const d = symmetric(right, hemPoints(hw, hemY, 2, 4, 8, rnd));
  let svg = inside(sc, 'M-66 242Q0 252 66 242L60 300L-60 300Z', pal);
  const rim = `<path d="${d}" fill="none" stroke="${pal.sheen}" stroke-width="18" opacity="0.3" ${sc.blur(7)}/>`;
  svg += paint(sc, d, pal, fabric, {
    torso: { top: 176, waist: 372 },
    extra: rim,
    highlights: ['M-60 270Q-50 300 -36 320', 'M-74 440Q-70 520 -66 600'],
    folds: { dark: [wedge(-20, 420, -30, 630, 2, 10), wedge(30, 430, 40, 630, 2, 10)], light: [] },
  });
  let beads = '';
  for (const m of [1, -1]) {
    for (let i = 0; i <= 11; i++) {
      const y = 178 + i * 5.6;
      beads += `<circle cx="${f((68.5 + i * 0.2) * m)}" cy="${f(y)}" r="2.4" fill="#e9edf2"/><circle cx="${f((67.8 + i * 0.2) * m)}" cy="${f(y - 0.8)}" r="0.9" fill="#fff"/>`;
    }
  }
  svg += `<g>${beads}</g>`;
  return { svg, top: 176, hem: hemY + 12, hw };
}

function pleatedMaxi(sc, look) {
  const { pal, fabric } = look;
  const rnd = sc.rnd;
  const hemY = 985;
  const hw = 196;
  const n = 18;
  const right = [
    [
      [0, 292],
      [22, 256],
      [30, 210],
      [24, 170],
      [20, 150],
    ],
    [
      [20, 150],
      [34, 152],
    ],
    [
      [34, 152],
      [60, 190],
      [86, 236],
    ],
    [
      [86, 236],
      [92, 272],
      [80, 318],
      [66, 372],
    ],
    [
      [66, 372],
      [84, 430],
      [112, 560],
      [150, 760],
      [hw, hemY],
    ],
  ];
  const hem = hemPoints(hw, hemY, n, 4, 16, rnd);
  const d = symmetric(right, hem);
  let pleats = '';
  const lines = 2 * n;
  for (let j = 1; j < lines; j++) {
    const t = j / lines;
    const xb = -hw + t * 2 * hw;
    const xt = (-64 + t * 128) * 0.95;
    const yb = hemY + 16 * (1 - (xb / hw) ** 2) + 2;
    pleats += `<path d="M${f(xt)} 378Q${f(xt + (xb - xt) * 0.45)} 640 ${f(xb)} ${f(yb)}" stroke="${j % 2 ? shade(pal.base, 0.55) : tint(pal.base, 0.55)}" stroke-width="${j % 2 ? 2.2 : 1.4}" opacity="${j % 2 ? 0.32 : 0.38}" fill="none"/>`;
  }
  const folds = skirtFolds({ y0: 420, hw0: 70, y1: hemY, hw1: hw, n: 3, curve: 16, rnd });
  let svg = paint(sc, d, pal, fabric, {
    torso: { top: 150, waist: 372 },
    folds,
    foldBlur: 14,
    highlights: ['M-62 250Q-54 280 -40 300', ...folds.highlights, 'M-100 600Q-120 780 -140 985'],
    crispHighlights: 0,
    extra: `<g ${sc.blur(0.5)}>${pleats}</g>`,
  });
  if (look.belt) svg += belt(sc, look.belt, 66, 374);
  return { svg, top: 150, hem: hemY + 20, hw };
}

const SILHOUETTES = {
  column,
  mermaid,
  ballGown,
  slip,
  wrapMidi,
  sheath,
  fitFlare,
  oneShoulder,
  suit,
  tieredProm,
  bridal,
  velvetMini,
  pleatedMaxi,
};

// ---------------------------------------------------------------- the looks, one per demo product

const P = (base, more = {}) => ({ base, ...more });

/** slug → silhouette, palette, fabric, backdrop and the crop of the detail shot (body coordinates). */
export const LOOKS = {
  'aurora-sequin-column-gown': {
    s: 'column',
    pal: P('#cdb38a', { sparkle: '#fff6e0' }),
    fabric: 'sequin',
    tone: 'dove',
    detail: [0, 300, 240],
  },
  'celestine-satin-column-gown': { s: 'column', pal: P('#1d5a46'), fabric: 'satin', tone: 'ivory', slit: true, detail: [-10, 330, 300] },
  'isadora-crepe-column-maxi': {
    s: 'column',
    pal: P('#6f8dc4'),
    fabric: 'crepe',
    tone: 'champagne',
    belt: '#6f8dc4',
    detail: [0, 330, 300],
  },
  'marisol-beaded-fishtail-gown': {
    s: 'mermaid',
    pal: P('#222c4c', { bead: '#dfe4ee' }),
    fabric: 'beaded',
    tone: 'dove',
    detail: [0, 320, 250],
  },
  'valentina-satin-fishtail-gown': { s: 'mermaid', pal: P('#6d1d31'), fabric: 'satin', tone: 'blush', detail: [0, 800, 380] },
  'ophelia-tulle-ball-gown': { s: 'ballGown', pal: P('#a7bcd6'), fabric: 'tulle', tone: 'ivory', ruched: true, detail: [0, 330, 320] },
  'elodie-off-shoulder-ball-gown': {
    s: 'ballGown',
    pal: P('#4b2447'),
    fabric: 'satin',
    tone: 'champagne',
    neck: 'off',
    flutes: 6,
    detail: [0, 360, 360],
  },
  'rosalind-blush-tulle-gown': {
    s: 'ballGown',
    pal: P('#e2bdb8'),
    fabric: 'tulle',
    tone: 'sage',
    ruched: true,
    hw: 300,
    detail: [0, 340, 320],
  },
  'lola-bias-cut-satin-slip-dress': { s: 'slip', pal: P('#b9bcc4'), fabric: 'satin', tone: 'blush', detail: [0, 290, 260] },
  'giulia-silk-slip-midi-dress': { s: 'slip', pal: P('#5b3b2f'), fabric: 'satin', tone: 'ivory', detail: [0, 290, 260] },
  'cleo-floral-wrap-midi-dress': {
    s: 'wrapMidi',
    pal: P('#f3e7d6', { print: ['#b5452f', '#1f3a63', '#6d7f4a'] }),
    fabric: 'print',
    tone: 'sage',
    detail: [-10, 300, 220],
  },
  'halliday-linen-wrap-midi-dress': {
    s: 'wrapMidi',
    pal: P('#efd98d', { print: ['#ffffff', '#4a6fa5', '#7e8c4b'] }),
    fabric: 'print',
    tone: 'dove',
    detail: [-20, 330, 240],
  },
  'moonlit-chiffon-wrap-midi-dress': { s: 'wrapMidi', pal: P('#b7a2c6'), fabric: 'chiffon', tone: 'ivory', detail: [-30, 330, 260] },
  'noir-guipure-lace-midi-dress': {
    s: 'sheath',
    pal: P('#151515', { lace: '#141414', laceWeight: 1.5, laceOpacity: 0.92, inside: '#2a2522' }),
    lining: '#dcc5b0',
    fabric: 'lace',
    tone: 'dove',
    scallop: true,
    detail: [0, 280, 200],
  },
  'ruby-crepe-sheath-dress': { s: 'sheath', pal: P('#a3172c'), fabric: 'crepe', tone: 'champagne', belt: '#a3172c', detail: [0, 330, 220] },
  'mirabel-brocade-party-dress': {
    s: 'fitFlare',
    pal: P('#2d6c63', { motif: '#e0c27a' }),
    fabric: 'brocade',
    tone: 'blush',
    neck: 'square',
    detail: [0, 330, 220],
  },
  'sienna-one-shoulder-cape-gown': {
    s: 'oneShoulder',
    pal: P('#2446a0'),
    fabric: 'crepe',
    tone: 'ivory',
    cape: true,
    detail: [-20, 260, 280],
  },
  'poppy-one-shoulder-ruffle-mini': {
    s: 'oneShoulder',
    pal: P('#c62f78'),
    fabric: 'taffeta',
    tone: 'dove',
    length: 'mini',
    ruffle: true,
    detail: [0, 270, 240],
  },
  'le-smoking-tuxedo-suit': {
    s: 'suit',
    pal: P('#1b1b1f', { inside: '#0c0c0e' }),
    fabric: 'crepe',
    lapel: '#1e1e23',
    lapelFabric: 'satin',
    cami: '#ece4d6',
    tone: 'champagne',
    detail: [0, 320, 260],
  },
  'blush-tailored-wide-leg-suit': {
    s: 'suit',
    pal: P('#e3b8b2'),
    fabric: 'crepe',
    cami: '#fbf6ef',
    button: '#d9c08a',
    tone: 'sage',
    detail: [0, 330, 260],
  },
  'clementine-tiered-tulle-gown': { s: 'tieredProm', pal: P('#c6b1dc'), fabric: 'tulle', tone: 'ivory', detail: [0, 440, 380] },
  'stardust-glitter-tulle-prom-gown': { s: 'tieredProm', pal: P('#e3cfae'), fabric: 'glitter', tone: 'sage', detail: [0, 360, 260] },
  'genevieve-lace-bridal-gown': {
    s: 'bridal',
    pal: P('#f3ede2', { inside: '#d9d0c0' }),
    fabric: 'lace',
    tone: 'dove',
    detail: [0, 300, 260],
  },
  'margot-satin-bridal-gown': {
    s: 'bridal',
    pal: P('#f1e8da', { inside: '#d6cab6' }),
    fabric: 'satin',
    tone: 'blush',
    neck: 'off',
    detail: [0, 840, 420],
  },
  'audrey-puff-sleeve-mini-dress': {
    s: 'fitFlare',
    pal: P('#16161a', { sheen: '#9a9aa4' }),
    fabric: 'taffeta',
    tone: 'blush',
    sleeves: 'puff',
    detail: [0, 270, 260],
  },
  'noir-velvet-crystal-mini-dress': {
    s: 'velvetMini',
    pal: P('#141318', { sheen: '#6c6878' }),
    fabric: 'velvet',
    tone: 'champagne',
    detail: [0, 250, 200],
  },
  'athena-pleated-lame-maxi-dress': {
    s: 'pleatedMaxi',
    pal: P('#c6a25c', { sheen: '#fff3d1' }),
    fabric: 'metallic',
    tone: 'dove',
    belt: '#b08a45',
    detail: [0, 420, 300],
  },
  'willow-plisse-maxi-dress': { s: 'pleatedMaxi', pal: P('#9fb096'), fabric: 'chiffon', tone: 'blush', detail: [0, 420, 300] },
};

// ---------------------------------------------------------------- rendering

function compose(slug, look) {
  const sc = new Scene(slug);
  const g = SILHOUETTES[look.s](sc, { ...look, pal: look.pal, rnd: sc.rnd });
  const s = Math.min(MAX_SCALE, (FLOOR_Y - TOP_MIN) / (g.hem - g.top));
  const ty = FLOOR_Y - g.hem * s;
  const bg = backdrop(sc, look.tone);
  const body = `<g transform="translate(400 ${f(ty)}) scale(${s.toFixed(4)})">${floorShadow(sc, g.hem - 12, g.hw, look.tone)}${g.svg}</g>`;
  const defs = `<defs>${sc.defs.join('')}</defs>`;
  const svg = (viewBox) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${viewBox}">${defs}${bg}${body}</svg>`;
  const [dx, dy, dw] = look.detail;
  const cw = dw * s;
  const ch = (cw * H) / W;
  const cx = 400 + dx * s;
  const cy = ty + dy * s;
  return { front: svg(`0 0 ${W} ${H}`), detail: svg(`${f(cx - cw / 2)} ${f(cy - ch / 2)} ${f(cw)} ${f(ch)}`) };
}

async function main() {
  const args = process.argv.slice(2);
  const pngAt = args.indexOf('--png');
  const pngDir = pngAt >= 0 ? args.splice(pngAt, 2)[1] : null;
  const slugs = args.length ? args : Object.keys(LOOKS);
  sharp.concurrency(1);
  await mkdir(OUT_DIR, { recursive: true });
  if (pngDir) await mkdir(pngDir, { recursive: true });
  let total = 0;
  for (const slug of slugs) {
    const look = LOOKS[slug];
    if (!look) throw new Error(`No look for ${slug}`);
    const { front, detail } = compose(slug, look);
    for (const [i, svg] of [front, detail].entries()) {
      const name = `${slug}-${i + 1}`;
      const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
      let webp;
      let quality = WEBP.quality;
      for (; quality >= 50; quality -= 6) {
        webp = await sharp(png)
          .webp({ ...WEBP, quality })
          .toBuffer();
        if (webp.length <= MAX_BYTES) break;
      }
      await writeFile(`${OUT_DIR}${name}.webp`, webp);
      total += webp.length;
      if (pngDir) await sharp(webp).png().toFile(`${pngDir}/${name}.png`);
      console.log(`${name}.webp ${(webp.length / 1024).toFixed(1)} KB q${quality}`);
    }
  }
  console.log(`total ${(total / 1024).toFixed(0)} KB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
