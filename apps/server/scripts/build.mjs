// Bundles the server into dist/ (scripts/bundle.mjs), so production runs plain JavaScript.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './bundle.mjs';

const dist = path.join(import.meta.dirname, '..', 'dist');
// Chunks are named by their content: without this, every build would leave the last one's beside its own.
rmSync(dist, { recursive: true, force: true });
await bundleServer(dist);
