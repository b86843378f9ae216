import { crc32, deflateSync } from 'node:zlib';

// A small, valid PNG (8-bit RGB, no interlace) drawn in code: the demo's uploaded image, a bar
// chart of a company's monthly gross revenue, without shipping a binary in the repository.

const WIDTH = 480;
const HEIGHT = 270;
const MARGIN = 24;

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
};

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Bars of `values` (one a month, oldest first) in `color` on white, with a baseline. */
export function buildBarChartPng(
  values: readonly number[],
  color: string,
  accent: string,
): Uint8Array {
  const pixels = Buffer.alloc(HEIGHT * (1 + WIDTH * 3), 0xff);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    const at = y * (1 + WIDTH * 3) + 1 + x * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  const fill = (x0: number, y0: number, x1: number, y1: number, rgb: Rgb) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) paint(x, y, rgb);
  };
  for (let y = 0; y < HEIGHT; y++) pixels[y * (1 + WIDTH * 3)] = 0; // filter: none
  const max = Math.max(1, ...values);
  const slot = (WIDTH - 2 * MARGIN) / Math.max(1, values.length);
  const base = HEIGHT - MARGIN;
  values.forEach((value, i) => {
    const height = Math.round(((base - MARGIN) * value) / max);
    const x0 = Math.round(MARGIN + i * slot + slot * 0.15);
    const x1 = Math.round(MARGIN + (i + 1) * slot - slot * 0.15);
    fill(x0, base - height, x1, base, i === values.length - 1 ? rgbOf(accent) : rgbOf(color));
  });
  fill(MARGIN, base, WIDTH - MARGIN, base + 2, [0x33, 0x33, 0x33]);

  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}
