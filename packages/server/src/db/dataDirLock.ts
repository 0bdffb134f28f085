import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a data folder: written into its lock file, read by a second process to say so. */
interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(
      owner
        ? `DATA_DIR ${dataDir} is in use by process ${owner.pid} on ${owner.host} (started ${owner.startedAt}). ` +
            'Stop that process, or give this one another DATA_DIR or a DATABASE_URL.'
        : `DATA_DIR ${dataDir} is locked by another process (${path.join(dataDir, LOCK_FILE)}).`,
    );
    this.name = 'DataDirLocked';
  }
}

const LOCK_FILE = 'server.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs under another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's folder for this process alone. PGlite has no lock of its own:
 * two processes on one folder each keep their own copy in memory and overwrite each other's
 * writes. A lock left by a process that died (kill -9, a crash) on this host is taken over; one
 * held by a running process, or by another host, refuses with who holds it. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
      const release = () => {
        process.off('exit', release);
        if (readOwner(file)?.pid === me.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = readOwner(file);
    const stale = owner && owner.host === me.host && owner.pid !== me.pid && !isRunning(owner.pid);
    if (!stale) throw new DataDirLocked(dataDir, owner);
    // Moved aside rather than deleted: of two processes taking over the same stale lock, only
    // one rename finds it; the other sees the winner's fresh lock and puts it back.
    const aside = `${file}.stale-${me.pid}`;
    try {
      renameSync(file, aside);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    const moved = readOwner(aside);
    if (moved?.pid !== owner.pid || moved.startedAt !== owner.startedAt) {
      renameSync(aside, file);
      throw new DataDirLocked(dataDir, moved);
    }
    unlinkSync(aside);
  }
  throw new DataDirLocked(dataDir, readOwner(file));
}
