import { flushCompileCache } from 'node:module';
import { releaseHeapWhenIdle, releaseStartupHeap } from '../platform/heap-release.ts';

/**
 * What a server command does once its server listens: gives back the heap that loading its modules grew, writes
 * those modules to the compile cache now rather than at exit (which a killed server never reaches), and from then on
 * gives back the heap a load grows whenever it goes idle.
 */
export function settleOnceListening(server: Parameters<typeof releaseHeapWhenIdle>[0]): void {
  releaseStartupHeap();
  flushCompileCache();
  releaseHeapWhenIdle(server);
}
