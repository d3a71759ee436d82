import { config } from 'zod/mini';

// The Content-Security-Policy forbids eval. Without this, zod probes `new Function` to compile faster
// parsers, and the browser reports each probe as a policy violation.
config({ jitless: true });
