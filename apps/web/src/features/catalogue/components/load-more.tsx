import { useEffect, useRef, useState, type RefObject } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Starts the next page this far before the end of the list comes into view, so scrolling rarely waits. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin
const AHEAD = '0px 0px 800px 0px';
/** What takes focus in a product's card: its link. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const CARD_FOCUS = 'a, button';

/**
 * The end of a paged product list: loads the next page when it scrolls near (IntersectionObserver),
 * with a "Load more" button for keyboards, screen readers and browsers without the observer, and a
 * polite status saying how many are shown. After a page loaded from the button, focus moves to the
 * first new item so the keyboard carries on where the list grew.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  isLoading,
  error,
  onLoadMore,
  listRef,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  /** Why the last page failed; loading then waits for the button. */
  error: string | null;
  onLoadMore: () => Promise<unknown>;
  /** Holds the list's items (`li`), to focus the first new one. */
  listRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !isLoading && error === null;

  // Observed afresh after every page, so a page too short to fill the screen still brings the next.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void onLoadMore();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad, shown, onLoadMore]);

  // Where focus goes once the page asked for by the button is on screen.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || shown <= focusFrom) return;
    setFocusFrom(null);
    listRef.current?.querySelectorAll('li')[focusFrom]?.querySelector<HTMLElement>(CARD_FOCUS)?.focus();
  }, [focusFrom, shown, listRef]);

  function loadFromButton() {
    if (isLoading) return;
    setFocusFrom(shown);
    void onLoadMore();
  }

  const status = isLoading
    ? t`Loading more products…`
    : error !== null
      ? error
      : hasMore
        ? t`Showing ${shown} of ${total} products`
        : plural(total, { one: 'Showing the only product', other: 'Showing all # products' });

  return (
    <div className="flex flex-col items-center gap-3 py-4">
      <div ref={sentinel} aria-hidden />
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {status}
      </p>
      {hasMore && (
        <Button
          variant="outline"
          aria-disabled={isLoading}
          onClick={loadFromButton}
          className="min-w-40 aria-disabled:opacity-60"
        >
          {isLoading && <Spinner />}
          {error !== null ? <Trans>Try again</Trans> : <Trans>Load more</Trans>}
        </Button>
      )}
    </div>
  );
}
