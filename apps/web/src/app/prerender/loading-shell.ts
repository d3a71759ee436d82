// Read by index.html's head script too, so this module imports nothing it would carry along.

/** Marks index.html's loading shell inside #root (render.tsx), which the app's first render replaces. */
export const LOADING_SHELL_ATTRIBUTE = 'data-loading-shell';
/**
 * Set on <html> by index.html's head script, before the first paint, when a session is stored: the
 * loading shell then shows the signed-in screens' top bar above its spinner (index.css), as the screen
 * about to be drawn will. Signed out, the route is on its way to the login screen, which has no such bar.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
