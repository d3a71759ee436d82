import { useId } from 'react';
import { NavLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCategories } from '../../../lib/api/get-categories';
import { AddCategoryDialog } from './add-category-dialog';

function CategoryLinks() {
  const categories = useCategories();
  const { t } = useLingui();
  if (categories.isPending) {
    return (
      // Clipped like the chips' row, which scrolls in its own box: four placeholders are wider than a phone.
      <div role="status" aria-label={t`Loading categories`} className="flex gap-2 overflow-hidden lg:flex-col">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-32 shrink-0 lg:w-full" />
        ))}
      </div>
    );
  }
  if (categories.isError) return <p className="text-sm text-destructive">{categories.error.message}</p>;
  if (categories.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No categories available</Trans>
      </p>
    );

  return (
    // A row of chips that scrolls on a phone, a column beside the products from lg up.
    <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
      {categories.data.map((category) => {
        const { productCount } = category;
        return (
          <li key={category.id} className="shrink-0">
            <NavLink
              to={paths.admin.stockCategory.href(category.id)}
              className={({ isActive }) =>
                cn(
                  'relative flex items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-foreground max-lg:border',
                  isActive && 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary',
                )
              }
            >
              <span lang="en" className="truncate">
                {category.name}
              </span>{' '}
              {/* The name read out is the text shown, so speech users can say what they see. The link is
                relative so the hidden word stays inside the scrolling row instead of widening the page. */}
              {category.productCount > 0 && (
                <Badge variant="soft">
                  <Trans>
                    {productCount} <span className="sr-only">products</span>
                  </Trans>
                </Badge>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** SPEC §2 /stocks sidebar: every category with its product count, and a way to add one. */
export function CategorySidebar() {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2
        id={headingId}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase [&:lang(ml)]:tracking-normal"
      >
        <Trans>Categories</Trans>
      </h2>
      <CategoryLinks />
      <AddCategoryDialog />
    </nav>
  );
}
