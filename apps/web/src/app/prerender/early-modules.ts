// Read by the early requests script too, so this module imports only what that script carries anyway.
import { paths } from '../../config/paths';
import { isTravellerScreen, openedProduct } from '../../lib/api/early-responses';

/** On the early requests script's tag: a group's modules, which the script preloads when one of its screens opens. */
export const moduleGroupAttribute = (name: string) => `data-modules-${name}`;

/**
 * Screens whose code the head script fetches beside the app's own, rather than after the router has run and
 * asked for it: each group by the modules the router loads lazily for it (src/app/router.tsx).
 */
export const EARLY_MODULE_GROUPS = [
  {
    name: 'traveller',
    // The layout, its guards and the shopping screens, behind one import of the router.
    sources: ['src/app/signed-in-modules.ts'],
    opens: isTravellerScreen,
  },
  {
    name: 'product',
    // Where a shared link to a product lands: its own chunk, beside the traveller's.
    sources: ['src/app/routes/user/shopping/product.tsx'],
    opens: (pathname: string) => openedProduct(pathname) !== null,
  },
  {
    name: 'checkout',
    // The screen that takes the payment, opened again when a traveller comes back to pay: some twenty
    // files of its own (the pickup fields, the payment's code), which would wait for the app to start.
    sources: ['src/app/routes/user/checkout.tsx'],
    opens: (pathname: string) => pathname === paths.user.checkout,
  },
  {
    name: 'order-history',
    // Where a traveller who has landed opens the pickup code: its open orders are asked for early too.
    sources: ['src/app/routes/user/order-history.tsx'],
    opens: (pathname: string) => pathname === paths.user.orderHistory,
  },
  {
    name: 'track-order',
    // Where an order's push notice leads, on a phone that may have only just found a network.
    sources: ['src/app/routes/user/track-order.tsx'],
    opens: (pathname: string) => pathname.startsWith(paths.trackOrder.root),
  },
];
