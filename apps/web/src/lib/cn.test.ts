import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tailwindMerge from 'tailwind-merge';
import { classNamesIn, prunedTailwindMergeModule } from '../../scripts/pruned-tailwind-merge';

/** The build's merger for `classNames`, run from the source the build gives `cn`. */
function builtMerger(classNames: string[]) {
  const body = prunedTailwindMergeModule(classNames)
    .replace(/^import \{ (.+) \} from 'tailwind-merge';$/m, 'const { $1 } = lib;')
    .replace('export const twMerge =', 'return');
  return new Function('lib', body)(tailwindMerge) as typeof tailwindMerge.twMerge;
}

describe("the web build's class merger", () => {
  const names = classNamesIn(path.join(import.meta.dirname, '..'));
  const merge = builtMerger(names);

  it('finds the class names the components are written with', () => {
    expect(names).toEqual(expect.arrayContaining(['px-4', 'hover:bg-primary/90', 'size-4', 'sm:flex-row']));
  });

  it('merges every pair of them as tailwind-merge does', () => {
    const differing: string[] = [];
    for (const first of names) {
      for (const second of names) {
        const classes = `${first} ${second}`;
        if (merge(classes) !== tailwindMerge.twMerge(classes)) differing.push(classes);
      }
    }
    expect(differing).toEqual([]);
  });

  it('leaves out the utilities the app does not use', () => {
    expect(names).not.toContain('table-caption');
    expect(tailwindMerge.twMerge('table-caption table-caption')).toBe('table-caption');
    expect(merge('table-caption table-caption')).toBe('table-caption table-caption');
  });
});
