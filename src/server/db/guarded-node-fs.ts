import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Errors of the disk that the embedded database cannot recover from while it runs. */
const STORAGE_FAILURES = new Set(['EFBIG', 'ENOSPC', 'EDQUOT', 'EIO', 'EROFS']);

/** A failed write of the embedded database's files, as Node reported it. */
export interface StorageFailure {
  readonly code: string;
  readonly syscall?: string;
  readonly message: string;
}

/** The part of PGlite's Emscripten module this reads: every call its NODEFS makes to Node's fs passes here. */
interface NodeFsModule {
  NODEFS: { tryFSOperation<T>(operation: () => T): T };
}

type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** PostgreSQL's write-ahead log grows by files of this size: a folder that cannot take one cannot run the database. */
export const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

const storageFailureOf = (error: unknown): StorageFailure | undefined => {
  const { code, syscall, message } = error as NodeJS.ErrnoException;
  return code && STORAGE_FAILURES.has(code) ? { code, syscall, message } : undefined;
};

/**
 * Writes and removes a file of a WAL segment's size in a new `dataDir` before
 * the database is made there. PGlite makes a new folder with a separate initdb
 * module, which aborts with no word of the cause when it cannot write; this says it.
 */
export async function checkWritable(dataDir: string, onFailure: (failure: StorageFailure) => never): Promise<void> {
  const probe = join(dataDir, '.write-check');
  const written = await writeFile(probe, Buffer.alloc(WAL_SEGMENT_BYTES), { flush: true }).then(
    () => undefined,
    (error: unknown) => error,
  );
  await rm(probe, { force: true });
  if (written === undefined) return;
  const failure = storageFailureOf(written);
  if (failure) onFailure(failure);
  throw written;
}

/**
 * PGlite's Node filesystem, told when a write fails for want of disk (a full disk,
 * a file-size limit, a read-only or broken volume). PGlite itself does not
 * recover from such a failure: it goes on spinning inside WebAssembly, blocking
 * the event loop for good, so no later JavaScript would run. `onFailure` is
 * therefore called synchronously, at the failing call, and must end the process.
 */
export class GuardedNodeFS extends NodeFS {
  readonly #onFailure: (failure: StorageFailure) => never;

  constructor(dataDir: string, onFailure: (failure: StorageFailure) => never) {
    super(dataDir);
    this.#onFailure = onFailure;
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): Promise<InitResult> {
    const result = await super.init(pg, options);
    const onFailure = this.#onFailure;
    const guard = (module: unknown) => {
      const { NODEFS } = module as NodeFsModule;
      const tryOperation = NODEFS.tryFSOperation.bind(NODEFS);
      NODEFS.tryFSOperation = <T>(operation: () => T): T =>
        tryOperation(() => {
          try {
            return operation();
          } catch (error) {
            const failure = storageFailureOf(error);
            if (failure) onFailure(failure);
            throw error;
          }
        });
    };
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun: [...(result.emscriptenOpts.preRun ?? []), guard] } };
  }
}
