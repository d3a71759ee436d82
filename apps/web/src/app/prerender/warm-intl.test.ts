import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP_ATTRIBUTE, warmIntlOffMainThread } from './warm-intl';

const started: string[] = [];
class WorkerStub {
  constructor(file: string) {
    started.push(file);
  }
}

const tagNaming = (file: string | null) => {
  const tag = document.createElement('script');
  if (file !== null) tag.setAttribute(INTL_WARMUP_ATTRIBUTE, file);
  return tag;
};

afterEach(() => {
  started.length = 0;
  vi.unstubAllGlobals();
});

describe('the Intl warm-up', () => {
  it('starts the worker its head script names', () => {
    vi.stubGlobal('Worker', WorkerStub);
    warmIntlOffMainThread(tagNaming('/assets/intl-warmup-1234abcd.js'));
    expect(started).toEqual(['/assets/intl-warmup-1234abcd.js']);
  });

  it('starts nothing for a tag that names no worker, or without a tag', () => {
    vi.stubGlobal('Worker', WorkerStub);
    warmIntlOffMainThread(tagNaming(null));
    warmIntlOffMainThread(null);
    expect(started).toEqual([]);
  });

  it('leaves the page as it was where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread(tagNaming('/assets/intl-warmup-1234abcd.js'))).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntlOffMainThread(tagNaming('/assets/intl-warmup-1234abcd.js'))).not.toThrow();
  });
});
