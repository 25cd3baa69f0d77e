import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleGraphProjects, onceForAllProjects, testsThatReplaceModules } from '../src/index.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A package folder holding `files` (relative path → content). */
function packageWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'test-tooling-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('testsThatReplaceModules', () => {
  it('finds the test files that replace modules or globals, in every folder given, and nothing else', () => {
    const root = packageWith({
      'test/a.test.ts': "vi.mock('../src/x.ts');",
      'test/deep/b.test.tsx': "vi.stubEnv('TZ', 'UTC');",
      'test/c.test.ts': "vi.spyOn(db, 'query'); // a spy on an object is the file's own",
      'test/helper.ts': "vi.mock('./y.ts');",
      'test/node_modules/d.test.ts': "vi.mock('z');",
      'tooling/e.test.ts': 'vi.stubGlobal("fetch", f);',
      'src/f.test.ts': 'vi.resetModules();',
    });
    expect(testsThatReplaceModules(root, ['test', 'tooling', 'absent'])).toEqual(['test/a.test.ts', 'test/deep/b.test.tsx', 'tooling/e.test.ts']);
  });
});

describe('moduleGraphProjects', () => {
  it('shares one module graph among the files that replace nothing, and isolates the others without running them twice', () => {
    const root = packageWith({ 'test/a.test.ts': "vi.mock('x');", 'test/b.test.ts': 'expect(1).toBe(1);' });
    expect(moduleGraphProjects(root, { dirs: ['test'], include: ['test/**/*.test.ts'] })).toEqual([
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], isolate: false, exclude: ['test/a.test.ts', '**/node_modules/**'] } },
      { extends: true, test: { name: 'isolated', include: ['test/a.test.ts'] } },
    ]);
  });

  it('makes no isolated project when no file needs one, and leaves the default include alone when none is given', () => {
    const root = packageWith({ 'src/b.test.ts': 'expect(1).toBe(1);' });
    expect(moduleGraphProjects(root, { dirs: ['src'] })).toEqual([
      { extends: true, test: { name: 'shared', isolate: false, exclude: ['**/node_modules/**'] } },
    ]);
  });
});

describe('onceForAllProjects', () => {
  it('makes the resource once for every project that sets it up, and releases it after the last teardown', async () => {
    const key = `shared-${Math.random()}`;
    const log: string[] = [];
    const make = async () => {
      log.push('made');
      return { value: 42, release: async () => void log.push('released') };
    };
    // Each project loads the global setup anew: two calls, as two module instances make them.
    const [a, b] = [onceForAllProjects(key, make), onceForAllProjects(key, make)];
    expect(await Promise.all([a.setup(), b.setup()])).toEqual([42, 42]);
    await a.teardown();
    expect(log).toEqual(['made']);
    await b.teardown();
    expect(log).toEqual(['made', 'released']);
    // A later run in the same process makes it again.
    expect(await a.setup()).toBe(42);
    await a.teardown();
    expect(log).toEqual(['made', 'released', 'made', 'released']);
  });

  it('reports a failure to make the resource to every setup, and tears down without throwing', async () => {
    const key = `failing-${Math.random()}`;
    const [a, b] = [0, 1].map(() => onceForAllProjects(key, () => Promise.reject(new Error('no database'))));
    await expect(a!.setup()).rejects.toThrow('no database');
    await expect(b!.setup()).rejects.toThrow('no database');
    await a!.teardown();
    await b!.teardown();
  });
});
