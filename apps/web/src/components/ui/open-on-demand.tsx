import { lazy, Suspense, useState, type ComponentType } from 'react';

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
 * and pressing it swaps in `load`'s component, already open. That component takes the same props and
 * wraps the same `Trigger` in its Radix trigger, so nothing on screen changes.
 */
export function openOnDemand<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  Trigger: ComponentType<P & OnDemandTriggerProps>,
) {
  let loading: ReturnType<typeof load> | undefined;
  const preload = () => (loading ??= load());
  const Loaded = lazy(async () => ({ default: await preload() }));

  function OnDemand(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened) {
      return (
        <Trigger
          {...props}
          onPointerEnter={() => void preload()}
          onFocus={() => void preload()}
          onClick={() => setOpened(true)}
        />
      );
    }
    return (
      <Suspense fallback={<Trigger {...props} />}>
        <Loaded {...props} defaultOpen />
      </Suspense>
    );
  }
  return OnDemand;
}
