import { Outlet } from 'react-router';
import { CategorySidebar } from '../../../../features/admin-catalogue/components/category-sidebar';

/** /stocks (SPEC §2): the categories on the left (above, on a phone), the chosen one beside them. */
export function StocksLayoutRoute() {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
      <aside className="min-w-0 lg:sticky lg:top-24">
        <CategorySidebar />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
