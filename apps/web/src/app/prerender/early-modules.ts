// Read by the early requests script too, so this module imports nothing it would carry along.

/** On the early requests script's tag: a group's modules, which the script preloads when one of its screens opens. */
export const moduleGroupAttribute = (name: string) => `data-modules-${name}`;

/**
 * Screens whose code the head script fetches beside the app's own, rather than after the router has run and
 * asked for it: each group by the modules the router loads lazily for it (src/app/router.tsx).
 */
export const EARLY_MODULE_GROUPS = [
  {
    name: 'traveller',
    // The layout with its role guard; the arrival gate opens before shopping and checkout.
    sources: ['src/app/layouts/app-layout.tsx', 'src/app/guards/require-role.tsx', 'src/app/guards/arrival-gate.tsx'],
    opens: (pathname: string) => pathname.startsWith('/user/'),
  },
  {
    name: 'category',
    sources: ['src/app/routes/user/shopping/layout.tsx', 'src/app/routes/user/shopping/category.tsx'],
    opens: (pathname: string) => /^\/user\/shopping\/\d+$/.test(pathname),
  },
];
