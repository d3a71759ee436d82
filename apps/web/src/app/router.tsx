import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@arrival/contracts/common';
import { DEFAULT_CATEGORY_ID, paths } from '../config/paths';
import { LoadingScreen } from '../components/ui/spinner';
import { ADMIN_ONLY, STAFF_OR_ADMIN, USER_ONLY } from './access';
import { RootLayout } from './layouts/root-layout';
import { categoryLoader, productLoader } from './routes/admin/stocks/route-params';
import { StocksRouteError } from './routes/admin/stocks/route-error';
import { RouteError } from './routes/route-error';
import { registerRouteTree, type GuardHandle } from './route-access';

/** Loads a screen's module only when its route is first opened; `load` picks the screen out of it. */
function page(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

const signedInModules = () => import('./signed-in-modules');

/**
 * A group of routes behind the role guard, inside the signed-in layout. The layout (menus, sheet,
 * pickup summary) loads with the group's first screen, so the login screen does not carry it.
 */
function guarded(roles: readonly Role[], children: RouteObject[]): RouteObject {
  const handle: GuardHandle = { roles };
  return {
    handle,
    lazy: async () => {
      const { AppLayout, RequireRole } = await signedInModules();
      return {
        element: (
          <RequireRole roles={roles}>
            <AppLayout />
          </RequireRole>
        ),
      };
    },
    children,
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads.
    hydrateFallbackElement: <LoadingScreen className="min-h-dvh" />,
    children: [
      { path: paths.root, element: <Navigate to={paths.login} replace /> },
      { path: paths.login, lazy: page(() => import('./routes/login').then((m) => m.LoginRoute)) },
      {
        lazy: page(() => import('./layouts/public-layout').then((m) => m.PublicLayout)),
        children: [
          { path: paths.aboutUs, lazy: page(() => import('./routes/static/about').then((m) => m.AboutRoute)) },
          { path: paths.privacyPolicy, lazy: page(() => import('./routes/static/legal').then((m) => m.PrivacyRoute)) },
          { path: paths.termsAndConditions, lazy: page(() => import('./routes/static/legal').then((m) => m.TermsRoute)) },
          { path: paths.refundPolicy, lazy: page(() => import('./routes/static/legal').then((m) => m.RefundRoute)) },
        ],
      },

      guarded(ADMIN_ONLY, [
        { path: paths.admin.dashboard, lazy: page(() => import('./routes/admin/dashboard').then((m) => m.AdminDashboardRoute)) },
        {
          path: paths.admin.stocks,
          lazy: page(() => import('./routes/admin/stocks/layout').then((m) => m.StocksLayoutRoute)),
          children: [
            {
              // A bad id shows beside the category list rather than replacing the whole screen.
              errorElement: <StocksRouteError />,
              children: [
                { index: true, lazy: page(() => import('./routes/admin/stocks/index').then((m) => m.StocksIndexRoute)) },
                {
                  path: paths.admin.stockCategory.path,
                  loader: categoryLoader,
                  lazy: page(() => import('./routes/admin/stocks/category').then((m) => m.CategoryRoute)),
                },
                {
                  path: paths.admin.newProduct.path,
                  loader: categoryLoader,
                  lazy: page(() => import('./routes/admin/stocks/product-editor').then((m) => m.NewProductRoute)),
                },
                {
                  path: paths.admin.editProduct.path,
                  loader: productLoader,
                  lazy: page(() => import('./routes/admin/stocks/product-editor').then((m) => m.EditProductRoute)),
                },
              ],
            },
          ],
        },
        {
          path: paths.admin.stockAnalytics,
          lazy: page(() => import('./routes/admin/stock-analytics').then((m) => m.StockAnalyticsRoute)),
        },
        { path: paths.admin.counters, lazy: page(() => import('./routes/admin/counters').then((m) => m.CountersRoute)) },
      ]),

      guarded(STAFF_OR_ADMIN, [
        { path: paths.staff.dashboard, lazy: page(() => import('./routes/staff/dashboard').then((m) => m.StaffDashboardRoute)) },
      ]),

      guarded(USER_ONLY, [
        { path: paths.user.root, element: <Navigate to={paths.user.shopping} replace /> },
        {
          lazy: page(() => signedInModules().then((m) => m.ArrivalGate)),
          children: [
            {
              path: paths.user.shopping,
              lazy: page(() => signedInModules().then((m) => m.ShoppingLayoutRoute)),
              children: [
                { index: true, element: <Navigate to={paths.user.category.href(DEFAULT_CATEGORY_ID)} replace /> },
                {
                  path: paths.user.category.path,
                  lazy: page(() => signedInModules().then((m) => m.CategoryRoute)),
                },
                {
                  path: paths.user.product.path,
                  lazy: page(() => import('./routes/user/shopping/product').then((m) => m.ProductRoute)),
                },
              ],
            },
            { path: paths.user.checkout, lazy: page(() => import('./routes/user/checkout').then((m) => m.CheckoutRoute)) },
          ],
        },
        { path: paths.user.profileEdit, lazy: page(() => import('./routes/user/profile-edit').then((m) => m.ProfileEditRoute)) },
        { path: paths.user.cart, lazy: page(() => import('./routes/user/cart').then((m) => m.CartRoute)) },
        {
          path: paths.user.orderHistory,
          lazy: page(() => import('./routes/user/order-history').then((m) => m.OrderHistoryRoute)),
        },
        {
          path: paths.user.orderConfirmation.path,
          lazy: page(() => import('./routes/user/order-confirmation').then((m) => m.OrderConfirmationRoute)),
        },
        {
          path: paths.user.notifications,
          lazy: page(() => import('./routes/user/notifications').then((m) => m.NotificationsRoute)),
        },
        { path: paths.user.wishlist, lazy: page(() => import('./routes/user/wishlist').then((m) => m.WishlistRoute)) },
        { path: paths.user.settings, lazy: page(() => import('./routes/user/settings').then((m) => m.SettingsRoute)) },
        {
          path: paths.user.deliveryPoints,
          lazy: page(() => import('./routes/user/delivery-points').then((m) => m.DeliveryPointsRoute)),
        },
        { path: paths.user.terms, lazy: page(() => import('./routes/static/legal').then((m) => m.TermsRoute)) },
        { path: paths.trackOrder.root, lazy: page(() => import('./routes/user/track-order').then((m) => m.TrackOrderRoute)) },
        { path: paths.trackOrder.path, lazy: page(() => import('./routes/user/track-order').then((m) => m.TrackOrderRoute)) },
      ]),

      { path: '*', lazy: page(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
    ],
  },
];

/** Whether a role may open a path, read from the guards above; public and unknown paths are open. */
registerRouteTree(routes);

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the code of the screen it opened on. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
