/**
 * What the router loads for a signed-in screen: the layout, its guards and the category screen. They
 * share one chunk (the traveller group in vite.config.ts), so one import, preloaded from the head
 * (app/prerender/early-modules.ts), stands for all of them rather than a request for each. The product
 * screen has a chunk of its own, which the shopping layout fetches once the first screen is drawn.
 */
export { AppLayout } from './layouts/app-layout';
export { ArrivalGate } from './guards/arrival-gate';
export { RequireRole } from './guards/require-role';
export { ShoppingLayoutRoute } from './routes/user/shopping/layout';
export { CategoryRoute } from './routes/user/shopping/category';
export { prefetchFirstQueries } from './first-queries';
