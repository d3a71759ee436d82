// How every launcher starts the compiled server (`npm start`, the browser journeys' shop, the bench), so
// that what is measured and tested is what runs.
import path from 'node:path';
import { root } from './ensure-built.mjs';

/** Node's arguments and the entry: Node reads the bundle's source map as it starts, for readable traces. */
export const serverArgs = ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')];

/**
 * glibc's allocator with fixed thresholds. By default, after a large block is freed it raises its mmap and
 * trim thresholds (to tens of MB) and keeps that much freed memory resident: the start's compilations (the
 * bundle, PGlite's WebAssembly) free tens of MB in each thread. Idle RSS after a restart on the embedded
 * database, four restarts per run: 225–290 MB by default, 208–232 MB with 1 MB thresholds (212–242 MB with
 * 128 KB). Set in the environment, they give way to the operator's own.
 */
const allocatorEnv = { MALLOC_MMAP_THRESHOLD_: '1048576', MALLOC_TRIM_THRESHOLD_: '1048576' };

/** The environment to start the server with: the allocator's settings under the caller's `env`. */
export const serverEnv = (env = process.env) => ({ ...allocatorEnv, ...env });
