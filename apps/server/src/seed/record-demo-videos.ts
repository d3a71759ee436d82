/**
 * Records the short clips in ./videos for the demo products marked hasVideo: the product's own
 * illustration with a slow push-in and a passing highlight. The clips are committed; run this
 * again only after changing their art:
 *
 *   npx tsx apps/server/src/seed/record-demo-videos.ts
 *
 * It drives Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through Playwright, whose
 * MediaRecorder writes VP9 WebM without needing a video encoder on the machine.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { demoProducts } from './catalogue.ts';
import { renderProductSvg } from './images.ts';

const CLIP_SECONDS = 4;
const CLIP_SIZE = 360;
const BITS_PER_SECOND = 150_000;

// Sent as source text: the TypeScript runner wraps compiled functions in helpers the page lacks.
const recordInPage = `async ({ svg, size, seconds, bitsPerSecond }) => {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  const image = new Image();
  image.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg)));
  await image.decode();
  const mimeType = 'video/webm;codecs=vp9';
  const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType, videoBitsPerSecond: bitsPerSecond });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const drawFrame = () => {
      const t = (performance.now() - start) / (seconds * 1000);
      if (t >= 1) return resolve();
      const eased = t * t * (3 - 2 * t);
      const zoom = 1 + 0.18 * eased;
      ctx.setTransform(zoom, 0, 0, zoom, (size / 2) * (1 - zoom), size * 0.62 * (1 - zoom));
      ctx.drawImage(image, 0, 0, size, size);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      const x = -size * 0.5 + t * size * 2;
      const light = ctx.createLinearGradient(x - size * 0.25, 0, x + size * 0.25, size * 0.2);
      light.addColorStop(0, 'rgba(255,255,255,0)');
      light.addColorStop(0.5, 'rgba(255,255,255,0.22)');
      light.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = light;
      ctx.fillRect(0, 0, size, size);
      requestAnimationFrame(drawFrame);
    };
    drawFrame();
  });
  recorder.stop();
  await stopped;
  const durationMs = performance.now() - start;
  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { base64: btoa(binary), durationMs };
}`;

/** An EBML variable-length integer at pos: its value (marker bit kept for ids) and its length in bytes. */
function readVint(bytes: Buffer, pos: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[pos] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[pos + i] ?? 0);
  return { value, length };
}

/**
 * MediaRecorder streams WebM without a Duration, which leaves some players unable to show
 * a length or seek; this adds one to the Segment Info. The Segment's size is "unknown" in
 * such files and they have no Cues or SeekHead, so no other size or offset needs changing.
 */
function addWebmDuration(webm: Buffer, durationMs: number): Buffer {
  const SEGMENT = 0x18538067;
  const INFO = 0x1549a966;
  const header = readVint(webm, 0, true);
  const headerSize = readVint(webm, header.length, false);
  let pos = header.length + headerSize.length + headerSize.value;
  const segment = readVint(webm, pos, true);
  if (segment.value !== SEGMENT) throw new Error('Not a WebM segment');
  pos += segment.length + readVint(webm, pos + segment.length, false).length;
  while (pos < webm.length) {
    const id = readVint(webm, pos, true);
    const size = readVint(webm, pos + id.length, false);
    const bodyStart = pos + id.length + size.length;
    if (id.value === INFO) {
      const duration = Buffer.alloc(11);
      duration.set([0x44, 0x89, 0x88]);
      duration.writeDoubleBE(durationMs, 3); // in TimecodeScale units, which MediaRecorder sets to 1 ms
      const newSize = Buffer.alloc(8);
      newSize[0] = 0x01;
      newSize.writeUIntBE(size.value + duration.length, 2, 6);
      return Buffer.concat([
        webm.subarray(0, pos + id.length),
        newSize,
        webm.subarray(bodyStart, bodyStart + size.value),
        duration,
        webm.subarray(bodyStart + size.value),
      ]);
    }
    pos = bodyStart + size.value;
  }
  throw new Error('WebM has no Segment Info');
}

const outputDir = new URL('./videos/', import.meta.url);
await mkdir(outputDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const product of demoProducts.filter((p) => p.hasVideo)) {
    const args = {
      svg: renderProductSvg(product.art, { title: product.name }),
      size: CLIP_SIZE,
      seconds: CLIP_SECONDS,
      bitsPerSecond: BITS_PER_SECOND,
    };
    const clip = (await page.evaluate(`(${recordInPage})(${JSON.stringify(args)})`)) as {
      base64: string;
      durationMs: number;
    };
    const webm = addWebmDuration(Buffer.from(clip.base64, 'base64'), Math.round(clip.durationMs));
    await writeFile(new URL(`${product.slug}.webm`, outputDir), webm);
    process.stdout.write(`${product.slug}.webm ${webm.length} bytes\n`);
  }
} finally {
  await browser.close();
}
