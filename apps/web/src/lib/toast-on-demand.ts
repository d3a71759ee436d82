import type { toast as sonnerToast } from 'sonner';

/**
 * sonner's toasts for what the first screens say (login, the language switch, the signed-in layout and
 * the shopping screens' add buttons): sonner is not part of their code, it loads once they are drawn
 * (app/provider.tsx), so these ask for it when they toast. Once it is there, a toast is raised at once,
 * as with sonner itself (a dismissal on login must not wait a turn); a toast raised before the Toaster
 * is mounted is shown when it is (sonner replays active toasts).
 */
let loaded: typeof sonnerToast | undefined;

function withSonner(show: (toast: typeof sonnerToast) => void) {
  if (loaded) return show(loaded);
  void import('sonner').then((module) => show((loaded = module.toast)));
}

export const toastOnDemand = {
  success: (message: string) => withSonner((toast) => toast.success(message)),
  error: (message: string) => withSonner((toast) => toast.error(message)),
  dismiss: () => withSonner((toast) => toast.dismiss()),
};
