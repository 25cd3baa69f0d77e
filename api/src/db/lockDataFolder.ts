import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded database: two PGlite instances writing the same folder
 * corrupt it for good (a second `npm start`, or a test stack started on a running product's
 * DATA_DIR, left one that no longer opens: "Aborted()"). The first process writes its pid to
 * `<folder>.lock`; another finds it and is refused with what to do, unless that pid is gone (a
 * crash, `kill -9`), when the lock is taken over. Answers the release.
 */
export function lockDataFolder(folder: string): () => void {
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        // Only our own lock: a process that took over a stale one must keep it.
        if (holderOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockPath);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another process (pid ${holder}) has the embedded database in ${path.dirname(folder)} open. ` +
            'Only one API process may use a DATA_DIR: stop that one, or give this one another DATA_DIR. ' +
            `Several API instances share a PostgreSQL server (DATABASE_URL). If no such process runs, delete ${lockPath}.`,
          { cause: error },
        );
      }
      // Ours already (reopened in this process) or left by a process that is gone: take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function holderOf(lockPath: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
