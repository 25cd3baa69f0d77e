import { describe, expect, it } from 'vitest';
import { contentDisposition, displayName, MAX_DISPLAY_NAME } from '../../src/storage/displayName.ts';

describe('displayName', () => {
  it('keeps only the last segment of any path', () => {
    expect(displayName('../../etc/passwd.png', 'x')).toBe('passwd.png');
    expect(displayName('C:\\Users\\Mette\\Billeder\\brønd.jpg', 'x')).toBe('brønd.jpg');
    expect(displayName('/abs/olute/', 'fallback.png')).toBe('fallback.png');
  });

  it('drops control and bidirectional-override characters, and keeps Danish letters (NFC)', () => {
    expect(displayName('evil\u202Egnp.exe', 'x')).toBe('evilgnp.exe');
    expect(displayName('a\u0000b\r\nc.png', 'x')).toBe('abc.png');
    expect(displayName('Ba\u0308r.png', 'x')).toBe('Bär.png');
    expect(displayName('  two   spaces .png ', 'x')).toBe('two spaces .png');
  });

  it('falls back for nothing, . and ..', () => {
    for (const name of [undefined, '', '   ', '.', '..', '\u202E']) expect(displayName(name, 'file.png')).toBe('file.png');
  });

  it('shortens long names and keeps the extension', () => {
    const name = displayName(`${'å'.repeat(500)}.jpeg`, 'x');
    expect([...name]).toHaveLength(MAX_DISPLAY_NAME);
    expect(name.endsWith('å.jpeg')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name', () => {
    expect(contentDisposition('inline', 'Brønd "7".png')).toBe(`inline; filename="Br_nd _7_.png"; filename*=UTF-8''Br%C3%B8nd%20%227%22.png`);
    expect(contentDisposition('attachment', "it's (1).png")).toBe(`attachment; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`);
  });
});
