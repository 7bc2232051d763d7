import { rmSync } from 'node:fs';

/** The folders to remove as the bench's process ends. */
const folders = new Set<string>();

/**
 * Has a load's folder removed when the bench's process ends, rather than when the load ends. On ext4 without a journal
 * (these machines' disks), making a file skips, one by one, each free inode of its group deleted in the last few
 * seconds, or minutes while its inode table's block is unwritten; so a load that followed the removal of another's
 * thousands of files paid for that scan on every message its outbox wrote. Measured on the PostgreSQL order load: 277
 * paid orders/s within minutes of a removal, 349/s without one; the kernel's inode search was half the mail thread.
 */
export function removeWhenBenchEnds(folder: string): void {
  if (folders.size === 0)
    process.once('exit', () => {
      for (const each of folders) rmSync(each, { recursive: true, force: true });
    });
  folders.add(folder);
}
