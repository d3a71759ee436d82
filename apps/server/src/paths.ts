import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this module: `src/paths.ts` in development and the bundled
 * `dist/main.js` in production sit at the same depth, so files beside the code resolve the same way.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
