// What a server process sets before any of its own code loads: node loads this with `--import` (node-flags.ts), and
// it is written in JavaScript because a TypeScript file would need the type stripper it spares.
import { enableCompileCache } from 'node:module';

// glibc's malloc gives each thread that allocates an arena of its own, up to eight per core, and keeps what is freed
// in each for that arena's later use. V8's compiler threads and libuv's pool all allocate, so under a long search
// load the server held some 240 MB outside V8's heap, against some 210 MB with two arenas. The allocator reads the
// limit only as the process starts, so the process starts itself again in place (same pid, same open files) with it
// set, unless its environment already says how many. Other systems and C libraries go on as they are.
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, MALLOC_ARENA_MAX: '2' });
}

// Node's module compile cache keeps each module's stripped source as well as V8's code for it, so a server started
// after another has left the cache (in the system's temporary folder, or NODE_COMPILE_CACHE) never loads Node's type
// stripper, a WebAssembly build of a TypeScript parser that parses every module at each start and then holds some
// 8 MB of the process for good.
enableCompileCache();
