import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

/**
 * sonner's toasts for what the first screens say (login, the language switch, the signed-in layout, the
 * shopping screens' add buttons, the arrival setup, the cart and the staff's order board): sonner is not
 * part of their code. It loads once the first screen is drawn and the visitor has first tapped or pressed a
 * key (`preloadToasts`, app/provider.tsx), or when a toast is raised before that, whichever is first, and the
 * Toaster mounts with it (`useToastsWanted`).
 * Once it is there, a toast is raised at once, as with sonner itself (a dismissal on login must not wait a
 * turn); a toast raised before the Toaster is mounted is shown when it is (sonner replays active toasts).
 */
let loaded: typeof sonnerToast | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function withSonner(show: (toast: typeof sonnerToast) => void) {
  if (loaded) return show(loaded);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then((module) => show((loaded = module.toast)));
}

/** sonner's options for a toast, such as an action button (the cart's Undo). */
type ToastOptions = Parameters<typeof sonnerToast.success>[1];

export const toastOnDemand = {
  success: (message: string, options?: ToastOptions) => withSonner((toast) => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) => withSonner((toast) => toast.error(message, options)),
  info: (message: string, options?: ToastOptions) => withSonner((toast) => toast.info(message, options)),
  // No toast can be showing before sonner was first asked for.
  dismiss: () => {
    if (wanted) withSonner((toast) => toast.dismiss());
  },
};

/** Loads sonner, so the first toast is raised without waiting for it. */
export const preloadToasts = () => withSonner(() => {});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether sonner has been asked for: the Toaster is mounted from then on. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
