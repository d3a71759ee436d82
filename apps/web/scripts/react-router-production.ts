/**
 * React Router's package exports its development build under every condition (remix-run/react-router#14102),
 * so a production bundle carried its development warnings and its "Hey developer" messages. Its
 * production build sits beside it, the same modules with those turned off: the web build imports these
 * files in place of the package's entries.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
export const reactRouterProductionDir = path.join(packageDir, 'dist', 'production');

/** Each entry the app imports, with its production build's file. */
export const reactRouterProductionEntries: Record<string, string> = {
  'react-router': path.join(reactRouterProductionDir, 'index.mjs'),
  'react-router/dom': path.join(reactRouterProductionDir, 'dom-export.mjs'),
};
