import { statfsSync } from 'node:fs';
import os from 'node:os';

/**
 * Where the data folders of the templates and their copies go: a RAM-backed /dev/shm when it has
 * room (a container's is often 64 MB), else the system's temporary folder. Every test file copies
 * a ~40 MB PGlite folder of ~1,250 files and writes to it; on this project's VMs the disk took
 * ~1.6 s a copy where /dev/shm took ~0.3, and the server suite ran in 192 s instead of 430. The
 * end-to-end server's data folder goes there too. PODOFFICE_TEST_TMPDIR overrides the choice.
 */
export function testTempRoot(): string {
  const chosen = process.env.PODOFFICE_TEST_TMPDIR;
  if (chosen) return chosen;
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm (macOS, Windows): the system's temporary folder.
  }
  return os.tmpdir();
}
