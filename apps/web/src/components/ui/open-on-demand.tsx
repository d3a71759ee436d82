import { useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { loadOnce } from '../../lib/load-once';
import { toastOnDemand } from '../../lib/toast-on-demand';

/** What the stand-in trigger needs: ask for the popup's code early, and open it when pressed. */
export interface OnDemandTriggerProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

/**
 * A menu, popover or dialog whose code (Radix's layers, floating positioning, focus trapping) loads when
 * it is first opened, so the screens showing only its button do not wait for it (docs/performance.md).
 * Until then `Trigger` draws that button on its own; pointing at it or focusing it starts the download,
 * and pressing it swaps in `load`'s component, already open, once it is in. That component takes the same
 * props and wraps the same `Trigger` in its Radix trigger, so nothing on screen changes. A download that
 * fails (the network lost on the way) leaves the button as it was, says so, and is tried again on the next
 * press, rather than taking the screen down.
 */
export function openOnDemand<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  Trigger: ComponentType<P & OnDemandTriggerProps>,
) {
  const popup = loadOnce(load);

  function OnDemand(props: P) {
    const { t } = useLingui();
    const [opened, setOpened] = useState(false);
    const Loaded = popup.loaded();
    if (opened && Loaded) return <Loaded {...props} defaultOpen />;
    const warm = () => void popup.get().catch(() => undefined);
    const open = () => {
      if (Loaded) return setOpened(true);
      popup.get().then(
        () => setOpened(true),
        () => toastOnDemand.error(t`This could not open. Check your connection and try again.`),
      );
    };
    return <Trigger {...props} onPointerEnter={warm} onFocus={warm} onClick={open} />;
  }
  return OnDemand;
}
