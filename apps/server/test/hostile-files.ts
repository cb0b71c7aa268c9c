import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims any size: the classic decompression bomb shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG start-of-frame that claims 65000 × 65000 pixels. */
function jpegClaimingHuge(): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0xfd, 0xe8, 0xfd, 0xe8, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

export interface HostileFile {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** At least 30 files no photo upload may accept, made here rather than shipped. */
export async function hostileFiles(): Promise<HostileFile[]> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
  const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00ff00' } })
    .webp()
    .toBuffer();
  const gif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
    .gif()
    .toBuffer();
  const tiff = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#654321' } })
    .tiff()
    .toBuffer();
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
  const file = (
    name: string,
    data: Buffer | string,
    filename = `${name}.jpg`,
    contentType = 'image/jpeg',
  ): HostileFile => ({
    name,
    filename,
    contentType,
    data: Buffer.isBuffer(data) ? data : Buffer.from(data),
  });
  return [
    file('svg with script', svg, 'photo.svg', 'image/svg+xml'),
    file('svg renamed png', svg, 'photo.png', 'image/png'),
    file('svg with onload', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    file('html page', '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    file('html as image/jpeg', '<html><img src=x onerror=alert(1)></html>', 'x.jpg', 'image/jpeg'),
    file('gif', gif, 'anim.gif', 'image/gif'),
    file('gif renamed jpg', gif),
    file('gif polyglot', Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from('*/=alert(1)//')])),
    file('pdf', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'doc.pdf', 'application/pdf'),
    file('pdf renamed jpg', '%PDF-1.7\n%âãÏÓ\n'),
    file('plain text renamed jpg', 'This is not a photo, just some text.'),
    file('json', '{"image":"yes"}'),
    file('xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    file('php', '<?php system($_GET["c"]); ?>', 'shell.php.jpg'),
    file('zip', Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(200)]), 'a.zip', 'application/zip'),
    file('elf binary', Buffer.concat([Buffer.from('\x7fELF'), randomBytes(300)])),
    file('bmp', Buffer.concat([Buffer.from('BM'), randomBytes(100)]), 'x.bmp', 'image/bmp'),
    file('tiff', tiff, 'scan.tiff', 'image/tiff'),
    file('ico', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0])),
    file('truncated jpeg', photo.subarray(0, Math.floor(photo.length / 2))),
    file('truncated png', png.subarray(0, Math.floor(png.length / 2)), 'x.png', 'image/png'),
    file('truncated webp', webp.subarray(0, 40), 'x.webp', 'image/webp'),
    file('jpeg magic then garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(500)])),
    file('png magic then garbage', Buffer.concat([png.subarray(0, 8), randomBytes(500)]), 'x.png', 'image/png'),
    file(
      'webp header then garbage',
      Buffer.concat([Buffer.from('RIFF\x00\x01\x00\x00WEBPVP8 '), randomBytes(300)]),
      'x.webp',
      'image/webp',
    ),
    file('png bomb 100k x 100k', pngClaiming(100_000, 100_000), 'bomb.png', 'image/png'),
    file('png bomb 8000 x 8000', pngClaiming(8000, 8000), 'bomb2.png', 'image/png'),
    file('png zero size', pngClaiming(0, 0), 'zero.png', 'image/png'),
    file('jpeg claiming 65000 x 65000', jpegClaimingHuge()),
    file('random bytes small', randomBytes(1024)),
    file('random bytes large', randomBytes(200 * 1024)),
    file('empty file', Buffer.alloc(0)),
  ];
}
