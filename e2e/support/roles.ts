/**
 * Staff and admin numbers that only the browser journeys use. scripts/e2e-server.mjs grants their roles
 * with the real CLI before the server starts, so no journey competes with another (or with the demo
 * logins in auth.spec.ts) for the one-code-a-minute limit of a phone.
 */
export const E2E_ADMIN_PHONE = '919100000001';
/** The stock screen at phone width, in the same file as the admin journey, so it would wait out that journey's code. */
export const E2E_STOCK_SCREEN_ADMIN_PHONE = '919100000011';
/** The dashboard with its charts' code held back, in the same file too. */
export const E2E_DASHBOARD_ADMIN_PHONE = '919100000012';
/** The dashboard's spreadsheet downloads, in the same file too. */
export const E2E_EXPORT_ADMIN_PHONE = '919100000013';
export const E2E_STAFF_PHONE = '919100000002';
/** The whole-pipeline staff journey runs beside the live-board one, so it has its own staff number. */
export const E2E_PIPELINE_STAFF_PHONE = '919100000010';
/** The accessibility (one per theme) and counters journeys run beside the admin journey, so each has its own admin. */
export const E2E_ACCESSIBILITY_ADMIN_PHONE = '919100000003';
export const E2E_ACCESSIBILITY_DARK_ADMIN_PHONE = '919100000006';
export const E2E_COUNTERS_ADMIN_PHONE = '919100000004';
/** Staff at the arrival-day shop (playwright.config.ts), whose clock the landing journey moves on. */
export const E2E_ARRIVAL_DAY_STAFF_PHONE = '919100000005';
/** The Malayalam walk through the staff and admin screens. */
export const E2E_MALAYALAM_ADMIN_PHONE = '919100000007';
export const E2E_MALAYALAM_STAFF_PHONE = '919100000008';
/** The journey through a category longer than one page, which fills that category first. */
export const E2E_CATALOGUE_ADMIN_PHONE = '919100000009';
