/**
 * Flat product illustrations for the demo catalogue, drawn from code so the repository ships
 * its pictures without binary files or downloads. Every picture is a 600x600 square with the
 * product standing on a soft surface whose tint comes from the product's own colour.
 */

export type ArtKind =
  | 'perfume'
  | 'attar'
  | 'chocolate-bar'
  | 'gift-box'
  | 'tea-tin'
  | 'pouch'
  | 'jar'
  | 'candle'
  | 'lamp'
  | 'towels'
  | 'bowl'
  | 'bottle'
  | 'tube'
  | 'soap'
  | 'travel-pouch'
  | 'passport-cover'
  | 'luggage-tag'
  | 'neck-pillow'
  | 'eye-mask'
  | 'adapter';

/** Shape options that some kinds understand: what fills a jar or pouch window, which cap a bottle has. */
export type ArtDetail = 'powder' | 'seeds' | 'nuts' | 'sticks' | 'chips' | 'pump' | 'dropper' | 'screw' | 'spray' | 'reeds';

/** How the product is framed: alone, two of them, or close to the label. */
export type ArtView = 'front' | 'pair' | 'closeup';

export interface ArtSpec {
  kind: ArtKind;
  /** Main colour of the product (#rrggbb); the background is a soft tint of it. */
  primary: string;
  /** Cap, ribbon, lid or trim colour (#rrggbb). */
  secondary: string;
  /** Contents or detail colour (#rrggbb): the spice in a jar, the chocolate, the chips in a window. */
  accent?: string;
  /** Short brand-like word printed on the product. */
  label: string;
  /** Smaller second line, such as the size. */
  sublabel?: string;
  detail?: ArtDetail;
}

interface Palette {
  p: string;
  s: string;
  a: string;
  ink: string;
  cream: string;
}

type Template = (c: Palette, spec: ArtSpec) => string;

const GROUND_Y = 520;

function parseHex(color: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(color);
  if (!match?.[1]) throw new Error(`Expected a #rrggbb colour, got ${color}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour a fraction t of the way from a to b. */
function mixColors(a: string, b: string, t: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * t);
  return `#${[channel(0), channel(1), channel(2)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const lighten = (color: string, t: number) => mixColors(color, '#ffffff', t);
const darken = (color: string, t: number) => mixColors(color, '#000000', t);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A font size at which text of this length fits the width: bold generic capitals run up to about 0.78 em, plus 1px spacing. */
function fitFontSize(text: string, maxWidth: number, maxSize: number): number {
  const length = Math.max(text.length, 1);
  return Math.max(10, Math.min(maxSize, Math.floor((maxWidth - length) / (length * 0.78))));
}

interface TextOptions {
  width: number;
  size: number;
  fill: string;
  serif?: boolean;
  bold?: boolean;
  rotate?: number;
}

function drawText(x: number, y: number, text: string, o: TextOptions): string {
  const size = fitFontSize(text, o.width, o.size);
  const family = o.serif ? 'serif' : 'sans-serif';
  const weight = o.bold ? ' font-weight="700"' : '';
  const rotate = o.rotate ? ` transform="rotate(${o.rotate} ${x} ${y})"` : '';
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}"${weight} fill="${o.fill}" text-anchor="middle" letter-spacing="1"${rotate}>${escapeXml(text)}</text>`;
}

/** The label and optional sublabel, stacked and centred on x. */
function drawLabel(spec: ArtSpec, x: number, y: number, width: number, fill: string, size = 28): string {
  const main = drawText(x, y, spec.label.toUpperCase(), { width, size, fill, serif: true, bold: true });
  if (!spec.sublabel) return main;
  return main + drawText(x, y + Math.round(size * 0.95), spec.sublabel, { width, size: 15, fill });
}

/** A deterministic pseudo-random sequence, so the same product always gets the same picture. */
function createRandom(seedText: string): () => number {
  let state = 2166136261;
  for (const ch of seedText) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Small pieces scattered inside a box: seeds, nuts, cinnamon sticks, chips or specks of powder. */
function drawTexture(detail: ArtDetail | undefined, color: string, box: [number, number, number, number], seed: string): string {
  const [x0, y0, width, height] = box;
  const random = createRandom(seed);
  const at = () => [Math.round(x0 + random() * width), Math.round(y0 + random() * height), Math.round(random() * 180)] as const;
  const light = lighten(color, 0.25);
  const dark = darken(color, 0.25);
  const parts: string[] = [];
  switch (detail) {
    case 'seeds':
      for (let i = 0; i < 46; i++) {
        const [x, y] = at();
        parts.push(`<circle cx="${x}" cy="${y}" r="${5 + (i % 3)}" fill="${i % 2 ? light : dark}"/>`);
      }
      break;
    case 'nuts':
      for (let i = 0; i < 24; i++) {
        const [x, y, r] = at();
        parts.push(
          `<ellipse cx="${x}" cy="${y}" rx="15" ry="9" transform="rotate(${r} ${x} ${y})" fill="${i % 2 ? light : dark}"/>`,
        );
      }
      break;
    case 'sticks':
      for (let i = 0; i < 12; i++) {
        const [x, y, r] = at();
        parts.push(
          `<rect x="${x - 30}" y="${y - 6}" width="60" height="12" rx="6" transform="rotate(${r} ${x} ${y})" fill="${i % 2 ? light : dark}"/>`,
        );
      }
      break;
    case 'chips':
      for (let i = 0; i < 12; i++) {
        const [x, y] = at();
        parts.push(
          `<circle cx="${x}" cy="${y}" r="${14 + (i % 4) * 2}" fill="${i % 2 ? light : color}" stroke="${dark}" stroke-width="2"/>`,
        );
      }
      break;
    default:
      for (let i = 0; i < 22; i++) {
        const [x, y] = at();
        parts.push(`<circle cx="${x}" cy="${y}" r="2" fill="${light}"/>`);
      }
  }
  return parts.join('');
}

/** Cylinder shading and a glass highlight, laid over a shape of the same outline. */
const shade = (shape: string) => shape.replace(/fill="[^"]*"/, 'fill="url(#cyl)"');
const sheen = (x: number, y: number, height: number, width = 20) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width / 2}" fill="#fff" opacity=".35"/>`;

const flame = (x: number, y: number, size = 1) => {
  const h = Math.round(40 * size);
  const w = Math.round(14 * size);
  return `<path d="M${x} ${y - h}C${x + w} ${y - h / 2} ${x + w} ${y} ${x} ${y}C${x - w} ${y} ${x - w} ${y - h / 2} ${x} ${y - h}Z" fill="#ffb547"/><ellipse cx="${x}" cy="${y - Math.round(10 * size)}" rx="${Math.round(5 * size)}" ry="${Math.round(9 * size)}" fill="#fff3c4"/>`;
};

/** A paper shop tag resting beside products that carry no printed label. */
function drawGroundTag(c: Palette, spec: ArtSpec, x: number): string {
  return (
    `<g transform="rotate(-7 ${x} 480)"><rect x="${x - 62}" y="446" width="124" height="62" rx="8" fill="${c.cream}" stroke="${darken(c.cream, 0.12)}"/>` +
    `<circle cx="${x - 46}" cy="477" r="5" fill="${darken(c.cream, 0.2)}"/>${drawLabel(spec, x + 8, 476, 92, c.ink, 18)}</g>`
  );
}

const templates: Record<ArtKind, Template> = {
  perfume: (c, spec) => {
    const glass = `<rect x="186" y="246" width="228" height="276" rx="30" fill="${lighten(c.p, 0.55)}"/>`;
    const cap = `<rect x="236" y="136" width="128" height="96" rx="14" fill="${c.s}"/>`;
    return (
      `<rect x="268" y="218" width="64" height="40" fill="${darken(c.s, 0.2)}"/>${glass}` +
      `<rect x="200" y="300" width="200" height="208" rx="20" fill="${c.p}"/>${shade(glass)}${sheen(206, 262, 236)}${cap}${shade(cap)}${sheen(250, 146, 76, 12)}` +
      `<rect x="232" y="350" width="136" height="88" rx="6" fill="${c.cream}"/>${drawLabel(spec, 300, 392, 118, c.ink, 26)}`
    );
  },
  attar: (c, spec) => {
    const body = `<circle cx="300" cy="418" r="104" fill="${lighten(c.p, 0.45)}"/>`;
    const stopper = `<path d="M300 126C344 192 350 250 300 296C250 250 256 192 300 126Z" fill="${c.s}"/>`;
    const plateY = spec.sublabel ? 398 : 404;
    return (
      `<rect x="280" y="286" width="40" height="40" fill="${darken(c.s, 0.1)}"/>${body}<circle cx="300" cy="428" r="90" fill="${c.p}"/>` +
      `<path d="M300 320V516M214 372L386 466M214 466L386 372" stroke="#fff" stroke-opacity=".2" stroke-width="3"/>${shade(body)}${sheen(226, 360, 90, 16)}` +
      `<rect x="268" y="300" width="64" height="18" rx="8" fill="${c.s}"/>${stopper}${shade(stopper)}<circle cx="300" cy="122" r="10" fill="${c.s}"/>` +
      `<rect x="236" y="${plateY}" width="128" height="${spec.sublabel ? 66 : 50}" rx="25" fill="${c.cream}"/>${drawLabel(spec, 300, plateY + 32, 104, c.ink, 22)}`
    );
  },
  'chocolate-bar': (c, spec) => {
    const choc = c.a;
    const squares: string[] = [];
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < 4; col++) {
        squares.push(
          `<rect x="${182 + col * 60}" y="${142 + row * 60}" width="52" height="52" rx="6" fill="${lighten(choc, 0.1)}" stroke="${darken(choc, 0.25)}" stroke-width="2"/>`,
        );
      }
    }
    let foil = 'M160 268';
    for (let x = 180; x <= 440; x += 20) foil += `L${x} ${x % 40 ? 246 : 262}`;
    return (
      `<rect x="170" y="130" width="260" height="170" rx="10" fill="${choc}"/>${squares.join('')}` +
      `<path d="${foil}L440 522H160Z" fill="${c.s}"/><rect x="150" y="292" width="300" height="230" rx="12" fill="${c.p}"/>` +
      `<rect x="150" y="356" width="300" height="104" fill="${c.cream}"/><rect x="150" y="362" width="300" height="4" fill="${c.s}"/><rect x="150" y="450" width="300" height="4" fill="${c.s}"/>` +
      drawLabel(spec, 300, 406, 260, c.ink, 30)
    );
  },
  'gift-box': (c, spec) =>
    `<rect x="140" y="300" width="320" height="222" rx="10" fill="${c.p}"/><rect x="140" y="312" width="320" height="16" fill="#000" opacity=".12"/>` +
    `<rect x="124" y="250" width="352" height="66" rx="10" fill="${lighten(c.p, 0.1)}"/><rect x="284" y="250" width="32" height="272" fill="${c.s}"/>` +
    `<ellipse cx="262" cy="230" rx="46" ry="22" transform="rotate(-20 262 230)" fill="${c.s}"/><ellipse cx="338" cy="230" rx="46" ry="22" transform="rotate(20 338 230)" fill="${c.s}"/>` +
    `<circle cx="300" cy="246" r="17" fill="${darken(c.s, 0.15)}"/>` +
    `<rect x="186" y="376" width="228" height="88" rx="8" fill="${c.cream}" stroke="${c.s}" stroke-width="3"/>${drawLabel(spec, 300, 418, 200, c.ink, 28)}`,
  'tea-tin': (c, spec) => {
    const body = `<rect x="196" y="214" width="208" height="306" fill="${c.p}"/>`;
    const lid = `<rect x="190" y="176" width="220" height="52" fill="${c.s}"/>`;
    return (
      `<ellipse cx="300" cy="520" rx="104" ry="16" fill="${darken(c.p, 0.2)}"/>${body}` +
      `<rect x="196" y="292" width="208" height="144" fill="${c.cream}"/><rect x="196" y="300" width="208" height="4" fill="${c.s}"/><rect x="196" y="424" width="208" height="4" fill="${c.s}"/>` +
      `<path d="M300 316c16 8 20 24 0 38c-20-14-16-30 0-38z" fill="${c.p}"/>${drawLabel(spec, 300, 384, 190, c.ink, 26)}${shade(body)}` +
      `<ellipse cx="300" cy="228" rx="110" ry="14" fill="${darken(c.s, 0.2)}"/>${lid}${shade(lid)}<ellipse cx="300" cy="176" rx="110" ry="18" fill="${lighten(c.s, 0.2)}"/>`
    );
  },
  pouch: (c, spec) =>
    `<path d="M196 196H404L420 506Q300 530 180 506Z" fill="${c.p}"/><rect x="196" y="176" width="208" height="34" rx="4" fill="${darken(c.p, 0.15)}"/>` +
    `<path d="M206 222H394" stroke="${darken(c.p, 0.25)}" stroke-width="3" stroke-dasharray="6 5"/>` +
    `<rect x="214" y="248" width="172" height="100" rx="10" fill="${c.cream}"/>${drawLabel(spec, 300, 290, 156, c.ink, 26)}` +
    `<rect x="238" y="370" width="124" height="104" rx="50" fill="${c.a}"/>` +
    `<g clip-path="url(#win)">${drawTexture(spec.detail, c.a, [244, 372, 112, 100], spec.label)}</g>` +
    `<rect x="238" y="370" width="124" height="104" rx="50" fill="none" stroke="${darken(c.p, 0.2)}" stroke-width="4"/>` +
    `<path d="M216 236L228 488" stroke="#fff" stroke-opacity=".3" stroke-width="14" stroke-linecap="round"/>`,
  jar: (c, spec) => {
    const glass = `<rect x="196" y="236" width="208" height="286" rx="34" fill="${lighten(c.p, 0.75)}"/>`;
    const lid = `<rect x="212" y="186" width="176" height="58" rx="10" fill="${c.p}"/>`;
    let ridges = '';
    for (let x = 226; x < 380; x += 12) ridges += `M${x} 194v42`;
    return (
      `${glass}<rect x="208" y="290" width="184" height="222" rx="24" fill="${c.a}"/>` +
      `<g clip-path="url(#fill)">${drawTexture(spec.detail, c.a, [214, 296, 172, 210], spec.label)}</g>` +
      `<rect x="220" y="346" width="160" height="96" rx="8" fill="${c.cream}" stroke="${c.s}" stroke-width="3"/>${drawLabel(spec, 300, 390, 140, c.ink, 26)}` +
      `${shade(glass)}${sheen(208, 256, 240, 16)}${lid}<path d="${ridges}" stroke="${darken(c.p, 0.18)}" stroke-width="3"/>${shade(lid)}`
    );
  },
  candle: (c, spec) => {
    const glass = `<rect x="200" y="282" width="200" height="240" rx="22" fill="${lighten(c.p, 0.55)}"/>`;
    return (
      `<circle cx="300" cy="240" r="64" fill="#ffc94d" opacity=".2"/>${flame(300, 282, 1.2)}<rect x="298" y="276" width="4" height="26" fill="#3a2a1a"/>` +
      `${glass}<rect x="210" y="300" width="180" height="210" rx="16" fill="${c.p}"/><ellipse cx="300" cy="302" rx="88" ry="11" fill="${lighten(c.p, 0.25)}"/>` +
      `<rect x="196" y="276" width="208" height="12" rx="6" fill="${c.s}"/>` +
      `<rect x="226" y="370" width="148" height="88" rx="6" fill="${c.cream}"/>${drawLabel(spec, 300, 410, 128, c.ink, 24)}${shade(glass)}${sheen(212, 300, 196, 14)}`
    );
  },
  lamp: (c, spec) => {
    const stem = `<rect x="290" y="296" width="20" height="190" fill="${c.p}"/>`;
    const bowl = `<path d="M186 290Q300 378 414 290Z" fill="${c.p}"/>`;
    return (
      `<path d="M206 522H394L368 482H232Z" fill="${c.p}"/><ellipse cx="300" cy="482" rx="68" ry="10" fill="${lighten(c.p, 0.25)}"/>${stem}${shade(stem)}` +
      `<ellipse cx="300" cy="360" rx="26" ry="10" fill="${darken(c.p, 0.1)}"/><ellipse cx="300" cy="430" rx="20" ry="8" fill="${darken(c.p, 0.1)}"/>` +
      `${bowl}${shade(bowl)}<ellipse cx="300" cy="290" rx="114" ry="14" fill="${lighten(c.p, 0.3)}"/><ellipse cx="300" cy="291" rx="100" ry="8" fill="${darken(c.p, 0.4)}"/>` +
      `<rect x="292" y="216" width="16" height="74" fill="${c.p}"/><ellipse cx="300" cy="218" rx="18" ry="6" fill="${lighten(c.p, 0.2)}"/>` +
      `<path d="M300 150C318 184 316 204 300 216C284 204 282 184 300 150Z" fill="${c.p}"/>` +
      `${flame(196, 286, 0.8)}${flame(404, 286, 0.8)}${flame(250, 296, 0.7)}${flame(350, 296, 0.7)}${sheen(294, 300, 170, 6)}` +
      drawGroundTag(c, spec, 478)
    );
  },
  towels: (c, spec) => {
    const towel = (x: number, y: number, width: number, color: string) =>
      `<rect x="${x}" y="${y}" width="${width}" height="70" rx="28" fill="${color}"/><rect x="${x + 10}" y="${y + 8}" width="${width - 20}" height="12" rx="6" fill="#fff" opacity=".2"/>` +
      `<rect x="${x + 28}" y="${y}" width="10" height="70" fill="${c.s}"/><rect x="${x + width - 38}" y="${y}" width="10" height="70" fill="${c.s}"/>`;
    return (
      towel(150, 452, 300, c.p) +
      towel(160, 384, 280, lighten(c.p, 0.35)) +
      towel(170, 316, 260, c.p) +
      `<rect x="262" y="306" width="76" height="216" fill="${c.cream}"/>` +
      drawText(292, 414, spec.label.toUpperCase(), {
        width: 190,
        size: 30,
        fill: c.ink,
        serif: true,
        bold: true,
        rotate: -90,
      }) +
      (spec.sublabel ? drawText(320, 414, spec.sublabel, { width: 190, size: 16, fill: c.ink, rotate: -90 }) : '')
    );
  },
  bowl: (c, spec) =>
    `<ellipse cx="300" cy="516" rx="52" ry="8" fill="${darken(c.p, 0.3)}"/><path d="M170 400A130 118 0 0 0 430 400Z" fill="${c.p}"/>` +
    `<path d="M200 430Q300 470 400 430M186 412Q300 452 414 412M224 470Q300 496 376 470" fill="none" stroke="${darken(c.p, 0.25)}" stroke-width="3"/>` +
    `<ellipse cx="300" cy="400" rx="130" ry="26" fill="${lighten(c.p, 0.3)}"/><ellipse cx="300" cy="404" rx="116" ry="19" fill="${c.s}"/>` +
    `<rect x="320" y="250" width="18" height="170" rx="9" transform="rotate(24 329 335)" fill="${darken(c.s, 0.1)}"/>` +
    drawGroundTag(c, spec, 150),
  bottle: (c, spec) => {
    const isSmall = spec.detail === 'dropper' || spec.detail === 'reeds';
    const top = isSmall ? 300 : 262;
    const body = `<rect x="${isSmall ? 226 : 214}" y="${top}" width="${isSmall ? 148 : 172}" height="${GROUND_Y - top}" rx="${isSmall ? 26 : 36}" fill="${c.p}"/>`;
    const caps: Record<string, string> = {
      pump: `<rect x="292" y="172" width="16" height="50" fill="${lighten(c.s, 0.25)}"/><rect x="256" y="150" width="88" height="26" rx="10" fill="${c.s}"/><rect x="338" y="156" width="52" height="12" rx="5" fill="${c.s}"/><rect x="262" y="212" width="76" height="32" rx="6" fill="${c.s}"/>`,
      spray: `<rect x="266" y="170" width="68" height="50" rx="12" fill="${c.s}"/><circle cx="280" cy="186" r="4" fill="${darken(c.s, 0.4)}"/><rect x="262" y="212" width="76" height="32" rx="6" fill="${c.s}"/>`,
      dropper: `<path d="M280 262V192C280 150 320 150 320 192V262Z" fill="${darken(c.s, 0.55)}"/><rect x="266" y="246" width="68" height="34" rx="6" fill="${c.s}"/>`,
      reeds: `<path d="M296 290L244 104M300 290V92M304 290L356 106M298 290L270 98M302 290L334 96" stroke="${c.s}" stroke-width="5" stroke-linecap="round"/><rect x="276" y="270" width="48" height="34" rx="6" fill="${darken(c.p, 0.15)}"/>`,
      screw: `<rect x="256" y="184" width="88" height="62" rx="10" fill="${c.s}"/><path d="M268 190v50M280 190v50M292 190v50M304 190v50M316 190v50M328 190v50" stroke="${darken(c.s, 0.15)}" stroke-width="3"/>`,
    };
    const plateY = isSmall ? 366 : 350;
    return (
      `<rect x="270" y="232" width="60" height="44" rx="8" fill="${darken(c.p, 0.12)}"/>${body}` +
      // A faint outline keeps white caps visible on pale backgrounds.
      `<g stroke="${darken(c.s, 0.18)}" stroke-width="2">${caps[spec.detail ?? 'screw'] ?? caps.screw}</g>` +
      `<rect x="${isSmall ? 240 : 232}" y="${plateY}" width="${isSmall ? 120 : 136}" height="96" rx="8" fill="${c.cream}"/>${drawLabel(spec, 300, plateY + 42, isSmall ? 106 : 120, c.ink, 24)}` +
      `${shade(body)}${sheen(isSmall ? 238 : 228, top + 20, isSmall ? 160 : 200, 14)}`
    );
  },
  tube: (c, spec) => {
    const body = `<path d="M232 176H368L346 448H254Z" fill="${c.p}"/>`;
    const cap = `<rect x="248" y="444" width="104" height="78" rx="12" fill="${c.s}"/>`;
    let crimp = '';
    for (let x = 238; x < 366; x += 8) crimp += `M${x} 152v24`;
    return (
      `<rect x="228" y="148" width="144" height="32" rx="3" fill="${darken(c.p, 0.12)}"/><path d="${crimp}" stroke="${darken(c.p, 0.25)}" stroke-width="2"/>` +
      `${body}<path d="M262 190H338L332 270H268Z" fill="${c.s}" opacity=".9"/>` +
      drawText(292, 340, spec.label.toUpperCase(), {
        width: 180,
        size: 34,
        fill: c.cream,
        serif: true,
        bold: true,
        rotate: -90,
      }) +
      (spec.sublabel ? drawText(326, 340, spec.sublabel, { width: 170, size: 17, fill: c.cream, rotate: -90 }) : '') +
      `${shade(body)}${cap}${shade(cap)}`
    );
  },
  soap: (c, spec) =>
    `<rect x="190" y="190" width="220" height="210" rx="6" fill="${c.s}"/><rect x="190" y="190" width="220" height="24" fill="${darken(c.s, 0.15)}"/>` +
    `<circle cx="300" cy="256" r="22" fill="none" stroke="${c.cream}" stroke-width="3"/><path d="M300 242c10 6 12 18 0 28c-12-10-10-22 0-28z" fill="${c.cream}"/>` +
    drawLabel(spec, 300, 318, 190, c.cream, 28) +
    `<rect x="166" y="380" width="268" height="142" rx="56" fill="${c.p}"/><rect x="184" y="390" width="232" height="58" rx="29" fill="${lighten(c.p, 0.2)}"/>` +
    `<ellipse cx="300" cy="462" rx="86" ry="34" fill="none" stroke="${darken(c.p, 0.15)}" stroke-width="4"/>` +
    drawText(300, 471, spec.label.toUpperCase(), {
      width: 140,
      size: 22,
      fill: darken(c.p, 0.2),
      serif: true,
      bold: true,
    }),
  'travel-pouch': (c, spec) =>
    `<path d="M150 330C108 330 108 404 150 404" fill="none" stroke="${c.s}" stroke-width="10"/>` +
    `<path d="M150 300Q150 262 190 262H410Q450 262 450 300L462 486Q464 522 424 522H176Q136 522 138 486Z" fill="${c.p}"/>` +
    `<path d="M160 292H440" stroke="${darken(c.p, 0.3)}" stroke-width="12"/><path d="M160 292H440" stroke="${lighten(c.s, 0.2)}" stroke-width="6" stroke-dasharray="3 4"/>` +
    `<rect x="396" y="284" width="16" height="30" rx="4" fill="${c.s}"/><rect x="392" y="310" width="24" height="40" rx="10" fill="none" stroke="${c.s}" stroke-width="6"/>` +
    `<rect x="222" y="352" width="156" height="100" rx="12" fill="${c.s}"/><rect x="230" y="360" width="140" height="84" rx="8" fill="none" stroke="${c.cream}" stroke-width="2" stroke-dasharray="6 5"/>` +
    drawLabel(spec, 300, 400, 124, c.cream, 24) +
    `<path d="M166 318L172 490" stroke="#fff" stroke-opacity=".18" stroke-width="16" stroke-linecap="round"/>`,
  'passport-cover': (c, spec) =>
    `<g transform="rotate(-6 300 340)"><rect x="236" y="122" width="120" height="70" rx="4" fill="${c.cream}"/><path d="M250 140H340M250 156H310" stroke="${darken(c.cream, 0.2)}" stroke-width="4"/>` +
    `<rect x="196" y="160" width="208" height="300" rx="16" fill="${c.p}"/><rect x="196" y="160" width="20" height="300" rx="8" fill="${darken(c.p, 0.2)}"/>` +
    `<rect x="226" y="174" width="164" height="272" rx="10" fill="none" stroke="${c.s}" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<g fill="none" stroke="${c.s}" stroke-width="4"><circle cx="308" cy="260" r="38"/><ellipse cx="308" cy="260" rx="16" ry="38"/><path d="M270 260H346M276 242H340M276 278H340"/></g>` +
    drawLabel(spec, 308, 350, 150, c.s, 26) +
    '</g>',
  'luggage-tag': (c, spec) =>
    `<path d="M220 242L262 198H338L380 242V500Q380 522 358 522H242Q220 522 220 500Z" fill="${c.p}"/>` +
    `<path d="M232 250L268 212H332L368 250V496Q368 510 354 510H246Q232 510 232 496Z" fill="none" stroke="${c.s}" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<circle cx="300" cy="236" r="14" fill="${lighten(c.p, 0.7)}" stroke="${c.s}" stroke-width="5"/>` +
    `<path d="M300 226C296 150 366 118 398 166C426 210 372 244 316 236" fill="none" stroke="${c.s}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="244" y="290" width="112" height="176" rx="8" fill="${c.cream}"/>${drawLabel(spec, 300, 330, 96, c.ink, 22)}` +
    `<path d="M258 400H342M258 420H342M258 440H318" stroke="${darken(c.cream, 0.18)}" stroke-width="4"/>`,
  'neck-pillow': (c, spec) => {
    const shape = 'M232 446C140 410 140 250 300 236C460 250 460 410 368 446';
    return (
      `<path d="${shape}" fill="none" stroke="${darken(c.p, 0.12)}" stroke-width="100" stroke-linecap="round"/>` +
      `<path d="${shape}" fill="none" stroke="${c.p}" stroke-width="84" stroke-linecap="round"/>` +
      `<path d="M210 410C160 350 180 262 300 250" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="26" stroke-linecap="round"/>` +
      `<rect x="250" y="430" width="100" height="22" rx="11" fill="${c.s}"/><rect x="290" y="426" width="20" height="30" rx="4" fill="${darken(c.s, 0.2)}"/>` +
      `<rect x="236" y="206" width="128" height="60" rx="8" fill="${c.cream}"/>${drawLabel(spec, 300, 236, 112, c.ink, 20)}`
    );
  },
  'eye-mask': (c, spec) => {
    const mask =
      'M160 330C160 270 250 262 300 292C350 262 440 270 440 330C440 400 370 420 330 384Q300 362 270 384C230 420 160 400 160 330Z';
    return (
      `<g transform="translate(0 70)"><path d="M164 330C96 336 100 420 200 436H400C500 420 504 336 436 330" fill="none" stroke="${darken(c.p, 0.25)}" stroke-width="14"/>` +
      `<path d="${mask}" fill="${c.p}"/><path d="${mask}" fill="none" stroke="${c.s}" stroke-width="5"/>` +
      `<ellipse cx="236" cy="312" rx="44" ry="14" fill="#fff" opacity=".2"/>${drawLabel(spec, 300, 340, 150, c.s, 22)}</g>`
    );
  },
  adapter: (c, spec) =>
    `<rect x="250" y="184" width="22" height="72" rx="4" fill="${c.s}"/><rect x="328" y="184" width="22" height="72" rx="4" fill="${c.s}"/>` +
    `<rect x="200" y="250" width="200" height="270" rx="34" fill="${c.p}"/><rect x="200" y="250" width="200" height="270" rx="34" fill="url(#cyl)"/>` +
    `<rect x="392" y="320" width="14" height="70" rx="7" fill="${c.s}"/>${drawLabel(spec, 300, 330, 170, c.ink, 26)}` +
    `<circle cx="300" cy="392" r="6" fill="${c.a}"/><rect x="236" y="430" width="52" height="22" rx="4" fill="${darken(c.p, 0.5)}"/><rect x="312" y="430" width="52" height="22" rx="11" fill="${darken(c.p, 0.5)}"/>`,
};

/** Places one drawing of the product, scaled by factor around the point where it stands. */
function placeItem(centerX: number, groundY: number, factor: number): string {
  const dx = Math.round(centerX - 300 * factor);
  const dy = Math.round(groundY - GROUND_Y * factor);
  return `<use href="#item" transform="translate(${dx} ${dy}) scale(${factor})"/>`;
}

/** An SVG document (600x600, no scripts, no external references) picturing the product. */
export function renderProductSvg(spec: ArtSpec, options: { title: string; view?: ArtView }): string {
  const palette: Palette = {
    p: spec.primary,
    s: spec.secondary,
    a: spec.accent ?? '#5b3421',
    ink: '#2b2118',
    cream: '#fffaf0',
  };
  const backdropTop = mixColors(spec.primary, '#fdfaf5', 0.88);
  const backdropBottom = mixColors(spec.primary, '#f4eee6', 0.8);
  const surface = mixColors(spec.primary, '#ece4d8', 0.78);
  const view = options.view ?? 'front';
  const drawing = templates[spec.kind](palette, spec);

  let scene: string;
  if (view === 'pair') {
    scene =
      `<ellipse cx="210" cy="492" rx="130" ry="16" fill="#000" opacity=".1"/><ellipse cx="390" cy="532" rx="145" ry="18" fill="#000" opacity=".12"/>` +
      placeItem(210, 492, 0.78) +
      placeItem(390, 532, 0.86);
  } else if (view === 'closeup') {
    scene = `<use href="#item" transform="translate(-180 -220) scale(1.6)"/>`;
  } else {
    scene = `<ellipse cx="300" cy="${GROUND_Y}" rx="170" ry="20" fill="#000" opacity=".12"/><use href="#item"/>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(options.title)}</title>` +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdropTop}"/><stop offset="1" stop-color="${backdropBottom}"/></linearGradient>` +
    '<linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".3" stop-color="#fff" stop-opacity=".16"/>' +
    '<stop offset=".65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".24"/></linearGradient>' +
    '<clipPath id="win"><rect x="238" y="370" width="124" height="104" rx="50"/></clipPath>' +
    '<clipPath id="fill"><rect x="208" y="290" width="184" height="222" rx="24"/></clipPath>' +
    `<g id="item">${drawing}</g>` +
    '</defs>' +
    `<rect width="600" height="600" fill="url(#bg)"/><rect y="440" width="600" height="160" fill="${surface}" opacity=".7"/>` +
    `<circle cx="300" cy="290" r="220" fill="#fff" opacity=".3"/>${scene}</svg>`
  );
}
