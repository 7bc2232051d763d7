/**
 * Writes that share one statement: an item waits up to `gatherMs` for others, and all that came meanwhile are
 * written together. Under load that is one statement (and, outside a transaction, one commit) for many items rather
 * than one each; the price is that an item is written up to `gatherMs` later, so only writes that may come a little
 * late are grouped (marks of work already done, which a process that stops before writing them does again).
 */
export interface GroupedWrites<T> {
  /** Resolves once the item is written, with those grouped with it; rejects when that write fails. */
  add(item: T): Promise<void>;
  /** Writes the items waiting now, and resolves once every item added so far is written or has failed. */
  idle(): Promise<void>;
}

interface Group<T> {
  readonly items: T[];
  readonly done: Promise<void>;
  readonly written: () => void;
  readonly failed: (error: unknown) => void;
}

export function groupedWrites<T>(write: (items: readonly T[]) => Promise<void>, gatherMs: number): GroupedWrites<T> {
  let gathering: Group<T> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();

  function newGroup(): Group<T> {
    const { promise, resolve, reject } = Promise.withResolvers<void>();
    // A failure reaches whoever awaits add(); idle() only waits, so the group itself must not be an unhandled rejection.
    promise.catch(() => undefined);
    return { items: [], done: promise, written: resolve, failed: reject };
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const group = gathering;
    gathering = undefined;
    if (!group) return;
    const work = write(group.items).then(group.written, group.failed);
    writing.add(work);
    void work.finally(() => writing.delete(work));
  }

  return {
    add(item) {
      gathering ??= newGroup();
      gathering.items.push(item);
      timer ??= setTimeout(flush, gatherMs);
      return gathering.done;
    },
    async idle() {
      flush();
      while (writing.size > 0) await Promise.all(writing);
    },
  };
}
