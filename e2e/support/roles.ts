/**
 * Staff and admin numbers that only the browser journeys use. scripts/e2e-server.mjs grants their roles
 * with the real CLI before the server starts, so no journey competes with another (or with the demo
 * logins in auth.spec.ts) for the one-code-a-minute limit of a phone.
 */
export const E2E_ADMIN_PHONE = '919100000001';
export const E2E_STAFF_PHONE = '919100000002';
