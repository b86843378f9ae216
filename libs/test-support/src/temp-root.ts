import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const SHARED_MEMORY = '/dev/shm';
/** Room the server suite's throwaway databases need at once, with margin. */
const ROOM_NEEDED = 2 * 1024 ** 3;

/**
 * Where tests keep their throwaway databases and data folders (as TMPDIR): the system's
 * shared-memory tmpfs when it has one with room to spare, else the usual temp folder. Each server
 * test starts from a copy of a 40 MB migrated PGlite folder, and the database writes on from
 * there; on a disk, the kernel's work for those writes cost the server suite a sixth of its CPU
 * time and of its wall time. Nothing there outlives a run: the tests remove what they make.
 */
export function testTempRoot(): string {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(SHARED_MEMORY);
    if (bavail * bsize >= ROOM_NEEDED) return SHARED_MEMORY;
  } catch {
    // No such folder (macOS, Windows) or not ours to write.
  }
  return tmpdir();
}
