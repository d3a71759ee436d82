import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_SEARCH_MAX_LENGTH } from '@arrival/contracts/catalogue';
import { inputClassName } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useCatalogueParams } from '../catalogue-params';

/** Long enough to finish a word, short enough to feel live. */
export const SEARCH_DELAY_MS = 300;

/**
 * The catalogue search box. What is typed reaches the address (?q=) after a short pause, or at once on
 * Enter; the shopping layout shows results while it is there. Esc or the clear button ends the search.
 */
export function CatalogueSearch({ className }: { className?: string }) {
  const id = useId();
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const { q, setQuery } = useCatalogueParams();
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // The address changed from outside (a category chip, Back): show what it now says.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }

  const wanted = text.trim();
  useEffect(() => {
    if (wanted === q) return;
    const timer = setTimeout(() => setQuery(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, q, setQuery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted !== q) setQuery(wanted);
  };
  const clear = () => {
    setText('');
    if (q) setQuery('');
    // The clear button goes away with the text; keep the keyboard in the box.
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        <Trans>Search products</Trans>
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={PRODUCT_SEARCH_MAX_LENGTH}
        placeholder={t`Search chocolates, spices…`}
        autoComplete="off"
        enterKeyHint="search"
        className={cn(inputClassName, 'rounded-full pr-12 pl-10 [&::-webkit-search-cancel-button]:appearance-none')}
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label={t`Clear search`}
          className="absolute top-0 right-0 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-ring"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </form>
  );
}
