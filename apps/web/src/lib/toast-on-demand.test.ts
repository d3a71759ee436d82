import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { preloadToasts, toastOnDemand, useToastsWanted } from './toast-on-demand';

describe('toasts on demand', () => {
  it('dismisses nothing, and loads nothing, before a toast was ever asked for', async () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    const { result } = renderHook(() => useToastsWanted());
    toastOnDemand.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dismiss).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
  });

  it('mounts the Toaster from the first toast, raised once sonner is there', async () => {
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useToastsWanted());
    act(() => toastOnDemand.success('Added to cart'));
    expect(result.current).toBe(true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to cart'));
    // Loaded now: a toast is raised at once, and a preload raises none.
    const error = vi.spyOn(toast, 'error');
    toastOnDemand.error('Failed');
    expect(error).toHaveBeenCalledWith('Failed');
    preloadToasts();
    expect(success).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
