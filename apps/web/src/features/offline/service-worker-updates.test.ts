import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyUpdate,
  MAX_UPDATE_RELOADS,
  reloadOnTakeover,
  resumeUpdate,
  setWaitingWorker,
  SWAP_GRACE_MS,
  useWaitingRelease,
  wasUpdateRequested,
} from './service-worker-updates';

/** A release's worker, installed and waiting until the test moves it on. */
const waitingWorker = () => ({ state: 'installed', postMessage: vi.fn() }) as unknown as ServiceWorker;

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  setWaitingWorker(null);
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an update the traveller asked for', () => {
  it('reloads the page while the release still waits after the grace, then offers "Update" again', () => {
    const worker = waitingWorker();
    const release = renderHook(() => useWaitingRelease());
    act(() => applyUpdate(worker));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(release.result.current).toEqual({ worker, isUpdating: true });

    vi.advanceTimersByTime(SWAP_GRACE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);

    // Each page the reloads load finds the release still waiting and waits for it in turn.
    for (let page = 2; page <= MAX_UPDATE_RELOADS; page++) {
      resumeUpdate(worker);
      vi.advanceTimersByTime(SWAP_GRACE_MS);
      expect(reload).toHaveBeenCalledTimes(page);
    }
    // The last page stops reloading and lets the traveller ask again.
    act(() => setWaitingWorker(worker));
    expect(release.result.current).toEqual({ worker, isUpdating: true });
    resumeUpdate(worker);
    act(() => vi.advanceTimersByTime(SWAP_GRACE_MS));
    expect(reload).toHaveBeenCalledTimes(MAX_UPDATE_RELOADS);
    expect(wasUpdateRequested()).toBe(false);
    expect(release.result.current).toEqual({ worker, isUpdating: false });
  });

  it('does not reload a page whose release has begun to take over', () => {
    const worker = waitingWorker();
    applyUpdate(worker);
    Object.assign(worker, { state: 'activating' });
    vi.advanceTimersByTime(SWAP_GRACE_MS);
    expect(reload).not.toHaveBeenCalled();
  });

  it('is over on a page loaded with no release waiting', () => {
    applyUpdate(waitingWorker());
    expect(wasUpdateRequested()).toBe(true);
    resumeUpdate(null);
    expect(wasUpdateRequested()).toBe(false);
  });

  it('reloads the page when the release takes it over, and only then', () => {
    const listeners: (() => void)[] = [];
    vi.stubGlobal('navigator', {
      serviceWorker: { addEventListener: (_type: string, listener: () => void) => listeners.push(listener) },
    });
    reloadOnTakeover();
    // A first install taking over an open page leaves it as it is.
    listeners.forEach((listener) => listener());
    expect(reload).not.toHaveBeenCalled();

    applyUpdate(waitingWorker());
    listeners.forEach((listener) => listener());
    expect(reload).toHaveBeenCalledTimes(1);
    // The page it loads is the new release's: nothing is left to wait for.
    expect(wasUpdateRequested()).toBe(false);
  });
});
