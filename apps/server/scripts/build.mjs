// Bundles the server into dist/ (scripts/bundle.mjs), so production runs plain JavaScript.
import path from 'node:path';
import { bundleServer } from './bundle.mjs';

await bundleServer(path.join(import.meta.dirname, '..', 'dist'));
