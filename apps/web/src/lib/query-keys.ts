/**
 * Query keys that one feature's queries and another feature's mutations share. A key only one
 * feature uses stays beside its query.
 */

/** Categories, their products and single products, for every viewer scope. */
export const CATALOGUE_QUERY_KEY = ['catalogue'] as const;

export const CART_QUERY_KEY = ['cart'] as const;

/** Every order query sits under this key, so a new payment refreshes them all at once. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** Both filters and the sidebar's unread count sit under this key, so a change refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** The dashboard's figures and, beneath them, its audit log. */
export const DASHBOARD_QUERY_KEY = ['admin-dashboard'] as const;

/** Every stock list and count shares this prefix, so one invalidation refreshes them all. */
export const STOCK_QUERY_KEY = ['stocks'] as const;
