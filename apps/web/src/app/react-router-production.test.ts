import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionDir, reactRouterProductionEntries } from '../../scripts/react-router-production';

describe("the web build's React Router", () => {
  it.each(Object.entries(reactRouterProductionEntries))('offers in production what %s offers', async (entry, file) => {
    const [packaged, production] = await Promise.all([import(/* @vite-ignore */ entry), import(/* @vite-ignore */ file)]);
    expect(Object.keys(production).sort()).toEqual(Object.keys(packaged).sort());
  });

  it('has its development warnings turned off, where the packaged entries have them on', () => {
    const flags = (dir: string) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.mjs'))
        .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').match(/ENABLE_DEV_WARNINGS = (true|false)/g) ?? []);
    expect(flags(reactRouterProductionDir)).toEqual(['ENABLE_DEV_WARNINGS = false']);
    expect(flags(path.join(reactRouterProductionDir, '..', 'development'))).toEqual(['ENABLE_DEV_WARNINGS = true']);
  });
});
