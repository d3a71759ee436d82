import { useId } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format/number';
import { Button } from './button';
import { NativeSelect } from './native-select';

/** SPEC §9: tables open at 10 rows and offer 10 to 50 in steps of 10. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;

interface PaginationProps {
  /** From 0. */
  pageIndex: number;
  pageCount: number;
  onPageIndexChange: (pageIndex: number) => void;
  /** Without it, the pages are of one size and no size is offered. */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  disabled?: boolean;
}

/** Page navigation for a table, with a page-size selector when the size can change. */
export function Pagination({
  pageIndex,
  pageCount,
  pageSize,
  onPageIndexChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  disabled = false,
}: PaginationProps) {
  const sizeId = useId();
  const { t } = useLingui();
  const lastIndex = Math.max(pageCount - 1, 0);
  const canGoBack = !disabled && pageIndex > 0;
  const canGoOn = !disabled && pageIndex < lastIndex;
  const pages = formatNumber(Math.max(pageCount, 1));
  const page = formatNumber(Math.min(pageIndex + 1, Math.max(pageCount, 1)));
  const pageButtons = [
    { label: t`Go to first page`, icon: ChevronsLeft, to: 0, enabled: canGoBack, className: 'max-sm:hidden' },
    { label: t`Go to previous page`, icon: ChevronLeft, to: pageIndex - 1, enabled: canGoBack },
    { label: t`Go to next page`, icon: ChevronRight, to: pageIndex + 1, enabled: canGoOn },
    { label: t`Go to last page`, icon: ChevronsRight, to: lastIndex, enabled: canGoOn, className: 'max-sm:hidden' },
  ];

  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-6 gap-y-3 text-sm', onPageSizeChange ? 'justify-between' : 'justify-end')}
    >
      {onPageSizeChange && (
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="font-medium whitespace-nowrap">
            <Trans>Rows per page</Trans>
          </label>
          <NativeSelect
            id={sizeId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-9 w-20"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="flex items-center gap-3">
        <p aria-live="polite" className="font-medium whitespace-nowrap tabular-nums">
          <Trans>
            Page {page} of {pages}
          </Trans>
        </p>
        <div className="flex items-center gap-1">
          {pageButtons.map(({ label, icon: Icon, to, enabled, className }) => (
            <Button
              key={label}
              variant="outline"
              size="icon"
              // 44 px to tap on a phone.
              className={cn('size-9 max-sm:size-11', className)}
              aria-label={label}
              disabled={!enabled}
              onClick={() => onPageIndexChange(to)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
