/**
 * A worker's whole script, started by index.html's early requests script (warm-intl.ts). Chromium builds
 * its Intl data once per renderer process, on the first Intl object any thread makes. On the page's main
 * thread that first object took 10–17 ms here and 30–90 ms on slower machines, inside the app's first
 * render of a signed-in screen (its first price or plural); made here first, while the app downloads, it
 * costs the main thread under a millisecond.
 */
new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
new Intl.PluralRules('en-IN').select(1);
new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' }).format(0);
self.close();
