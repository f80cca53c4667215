import { crc32, deflateSync } from 'node:zlib';

// The demo records' business-licence image (docs/database.md "Demo data"): a record without one
// would fail the product's own completeness rule. Drawn here, so the repository ships no binary: a
// pale certificate-coloured card with a red border and a red "seal" square, as a PNG.

const WIDTH = 240;
const HEIGHT = 160;
const PAPER = [250, 244, 226];
const RED = [200, 40, 40];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function colourAt(x: number, y: number): number[] {
  const border = x < 6 || y < 6 || x >= WIDTH - 6 || y >= HEIGHT - 6;
  const seal = x >= WIDTH - 70 && x < WIDTH - 30 && y >= HEIGHT - 70 && y < HEIGHT - 30;
  return border || seal ? RED : PAPER;
}

/** A 240×160 RGB PNG (8 bits per channel, no interlace). */
export function demoLicencePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    rows.push(0); // filter type "none" for each scanline
    for (let x = 0; x < WIDTH; x += 1) rows.push(...colourAt(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
