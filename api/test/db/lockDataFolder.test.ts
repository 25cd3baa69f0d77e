import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { lockDataFolder } from '../../src/db/lockDataFolder.ts';

const children: { kill: () => boolean }[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

describe('one process at a time on an embedded database folder', () => {
  it('refuses a folder another live process holds, saying what to do', () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'pglite');
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(other);
    writeFileSync(`${folder}.lock`, String(other.pid));
    expect(() => lockDataFolder(folder)).toThrow(new RegExp(`pid ${other.pid}.*another DATA_DIR.*DATABASE_URL`));
    // Refused, it leaves the other's lock alone.
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(other.pid));
  });

  it("takes over the lock of a process that is gone (a crash), and releases it", () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'pglite');
    writeFileSync(`${folder}.lock`, '2147483646');
    const release = lockDataFolder(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  // A new cluster on disk (PGlite's initdb) and every migration: 73–100 s at load 18, so a bound of its own.
  it('holds the lock while the database is open and lets it go on close', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lock-db-'));
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
