import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip siblings of the text files, and none for images, fonts or files too small to gain', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const rows = [${'{ "name": "Sensor", "status": "ACTIVE" }, '.repeat(200)}];\n`;
    const files: Record<string, string | Buffer> = {
      'index.html': `<!doctype html><html><head><title>FieldSense</title></head><body>${'<div></div>'.repeat(50)}</body></html>`,
      'assets/index-abc123.js': script,
      'assets/index-abc123.css': `.row { display: flex }\n`.repeat(100),
      'assets/catalog-def456.json': JSON.stringify({ messages: Array.from({ length: 100 }, (_, i) => `message ${i}`) }),
      'assets/noto-sans.woff2': Buffer.from(script),
      'assets/logo.png': Buffer.from(script),
      'tiny.js': 'x',
    };
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);

    const written = await precompress(dir);

    for (const file of ['index.html', 'assets/index-abc123.js', 'assets/index-abc123.css', 'assets/catalog-def456.json']) {
      const original = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
    for (const file of ['assets/noto-sans.woff2', 'assets/logo.png', 'tiny.js']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(written).toHaveLength(8);

    // Run again over its own output (a second build into the same folder): no .br.br.
    await precompress(dir);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.gz.br'))).toBe(false);
  });
});
