import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import type * as ToastOnDemand from './toast-on-demand';

// The module remembers whether sonner was ever asked for: each test starts from a fresh copy of it, as a
// page does, whatever the files before it in the same worker raised.
let toasts: typeof ToastOnDemand;
beforeEach(async () => {
  vi.resetModules();
  toasts = await import('./toast-on-demand');
});

describe('toasts on demand', () => {
  it('dismisses nothing, and loads nothing, before a toast was ever asked for', async () => {
    const { toastOnDemand, useToastsWanted } = toasts;
    const dismiss = vi.spyOn(toast, 'dismiss');
    const { result } = renderHook(() => useToastsWanted());
    toastOnDemand.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dismiss).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
  });

  it('mounts the Toaster from the first toast, raised once sonner is there', async () => {
    const { preloadToasts, toastOnDemand, useToastsWanted } = toasts;
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useToastsWanted());
    act(() => toastOnDemand.success('Added to cart'));
    expect(result.current).toBe(true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to cart', undefined));
    // Loaded now: a toast is raised at once, and a preload raises none.
    const error = vi.spyOn(toast, 'error');
    toastOnDemand.error('Failed');
    expect(error).toHaveBeenCalledWith('Failed', undefined);
    preloadToasts();
    expect(success).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    // sonner's options go along, such as the cart's Undo.
    const action = { label: 'Undo', onClick: () => {} };
    toastOnDemand.success('Removed from cart', { action });
    expect(success).toHaveBeenLastCalledWith('Removed from cart', { action });
    const info = vi.spyOn(toast, 'info');
    toastOnDemand.info('New order #7');
    expect(info).toHaveBeenCalledWith('New order #7', undefined);
  });
});
