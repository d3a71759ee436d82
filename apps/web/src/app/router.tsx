import { Navigate, Outlet, UNSAFE_createBrowserHistory, useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@arrival/contracts/common';
import { DEFAULT_CATEGORY_ID, paths } from '../config/paths';
import { ADMIN_ONLY, STAFF_OR_ADMIN, USER_ONLY } from './access';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './layouts/root-layout';
import { StocksRouteError } from './routes/admin/stocks/route-error';
import { RouteErrorBoundary } from './route-error-boundary';
import { loadScreensAt, registerRouteTree, type GuardHandle } from './route-tree';
import { guardHistory } from '../lib/navigation-guard';

const signedInModules = () => import('./signed-in-modules');

/**
 * A group of routes behind the role guard, inside the signed-in layout. The layout (menus, sheet,
 * pickup summary) loads with the group's first screen, so the login screen does not carry it.
 */
function guarded(roles: readonly Role[], children: RouteObject[]): RouteObject {
  const handle: GuardHandle = { roles };
  return {
    handle,
    element: lazyScreen(async () => {
      const { AppLayout, RequireRole } = await signedInModules();
      return function GuardedLayout() {
        return (
          <RequireRole roles={roles}>
            <AppLayout />
          </RequireRole>
        );
      };
    }),
    children,
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.root, element: <Navigate to={paths.login} replace /> },
      { path: paths.login, element: lazyScreen(() => import('./routes/login').then((m) => m.LoginRoute)) },
      {
        element: lazyScreen(() => import('./layouts/public-layout').then((m) => m.PublicLayout)),
        children: [
          { path: paths.aboutUs, element: lazyScreen(() => import('./routes/static/about').then((m) => m.AboutRoute)) },
          { path: paths.privacyPolicy, element: lazyScreen(() => import('./routes/static/legal').then((m) => m.PrivacyRoute)) },
          {
            path: paths.termsAndConditions,
            element: lazyScreen(() => import('./routes/static/legal').then((m) => m.TermsRoute)),
          },
          { path: paths.refundPolicy, element: lazyScreen(() => import('./routes/static/legal').then((m) => m.RefundRoute)) },
        ],
      },

      guarded(ADMIN_ONLY, [
        {
          path: paths.admin.dashboard,
          element: lazyScreen(() => import('./routes/admin/dashboard').then((m) => m.AdminDashboardRoute)),
        },
        {
          path: paths.admin.stocks,
          element: lazyScreen(() => import('./routes/admin/stocks/layout').then((m) => m.StocksLayoutRoute)),
          children: [
            {
              // A bad id shows beside the category list rather than replacing the whole screen.
              element: (
                <RouteErrorBoundary fallback={(error) => <StocksRouteError error={error} />}>
                  <Outlet />
                </RouteErrorBoundary>
              ),
              children: [
                { index: true, element: lazyScreen(() => import('./routes/admin/stocks/index').then((m) => m.StocksIndexRoute)) },
                {
                  path: paths.admin.stockCategory.path,
                  element: lazyScreen(() => import('./routes/admin/stocks/category').then((m) => m.CategoryRoute)),
                },
                {
                  path: paths.admin.newProduct.path,
                  element: lazyScreen(() => import('./routes/admin/stocks/product-editor').then((m) => m.NewProductRoute)),
                },
                {
                  path: paths.admin.editProduct.path,
                  element: lazyScreen(() => import('./routes/admin/stocks/product-editor').then((m) => m.EditProductRoute)),
                },
              ],
            },
          ],
        },
        {
          path: paths.admin.stockAnalytics,
          element: lazyScreen(() => import('./routes/admin/stock-analytics').then((m) => m.StockAnalyticsRoute)),
        },
        { path: paths.admin.counters, element: lazyScreen(() => import('./routes/admin/counters').then((m) => m.CountersRoute)) },
      ]),

      guarded(STAFF_OR_ADMIN, [
        {
          path: paths.staff.dashboard,
          element: lazyScreen(() => import('./routes/staff/dashboard').then((m) => m.StaffDashboardRoute)),
        },
      ]),

      guarded(USER_ONLY, [
        { path: paths.user.root, element: <Navigate to={paths.user.shopping} replace /> },
        {
          element: lazyScreen(() => signedInModules().then((m) => m.ArrivalGate)),
          children: [
            {
              path: paths.user.shopping,
              element: lazyScreen(() => signedInModules().then((m) => m.ShoppingLayoutRoute)),
              children: [
                { index: true, element: <Navigate to={paths.user.category.href(DEFAULT_CATEGORY_ID)} replace /> },
                {
                  path: paths.user.category.path,
                  element: lazyScreen(() => signedInModules().then((m) => m.CategoryRoute)),
                },
                {
                  path: paths.user.product.path,
                  element: lazyScreen(() => import('./routes/user/shopping/product').then((m) => m.ProductRoute)),
                },
              ],
            },
            {
              path: paths.user.checkout,
              element: lazyScreen(() => import('./routes/user/checkout').then((m) => m.CheckoutRoute)),
            },
          ],
        },
        {
          path: paths.user.profileEdit,
          element: lazyScreen(() => import('./routes/user/profile-edit').then((m) => m.ProfileEditRoute)),
        },
        { path: paths.user.cart, element: lazyScreen(() => import('./routes/user/cart').then((m) => m.CartRoute)) },
        {
          path: paths.user.orderHistory,
          element: lazyScreen(() => import('./routes/user/order-history').then((m) => m.OrderHistoryRoute)),
        },
        {
          path: paths.user.orderConfirmation.path,
          element: lazyScreen(() => import('./routes/user/order-confirmation').then((m) => m.OrderConfirmationRoute)),
        },
        {
          path: paths.user.notifications,
          element: lazyScreen(() => import('./routes/user/notifications').then((m) => m.NotificationsRoute)),
        },
        { path: paths.user.wishlist, element: lazyScreen(() => import('./routes/user/wishlist').then((m) => m.WishlistRoute)) },
        { path: paths.user.settings, element: lazyScreen(() => import('./routes/user/settings').then((m) => m.SettingsRoute)) },
        {
          path: paths.user.deliveryPoints,
          element: lazyScreen(() => import('./routes/user/delivery-points').then((m) => m.DeliveryPointsRoute)),
        },
        { path: paths.user.terms, element: lazyScreen(() => import('./routes/static/legal').then((m) => m.TermsRoute)) },
        {
          path: paths.trackOrder.root,
          element: lazyScreen(() => import('./routes/user/track-order').then((m) => m.TrackOrderRoute)),
        },
        {
          path: paths.trackOrder.path,
          element: lazyScreen(() => import('./routes/user/track-order').then((m) => m.TrackOrderRoute)),
        },
      ]),

      { path: '*', element: lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
    ],
  },
];

/** Whether a role may open a path, read from the guards above; public and unknown paths are open. */
registerRouteTree(routes);

/** The app's screens, for the location of the router above. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The tab's history, through which a screen with unsaved edits can hold a move away (lib/navigation-guard.ts). */
export const createAppHistory = () => guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

/** Loads the code of the screen the tab opened on, so the app's first drawing is that screen. */
export const loadFirstScreen = () => loadScreensAt(location.pathname);
