import type { Role } from '@arrival/contracts/common';
import { paths } from '../config/paths';

/** Who may open each group of routes (SPEC §6). */
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
export const STAFF_OR_ADMIN: readonly Role[] = ['STAFF', 'ADMIN'];
export const USER_ONLY: readonly Role[] = ['USER'];

/** Where each role lands after login. */
export const ROLE_HOME: Record<Role, string> = {
  ADMIN: paths.admin.dashboard,
  STAFF: paths.staff.dashboard,
  USER: paths.user.shopping,
};

/** Where the guard sends a signed-in person whose role does not fit the route (SPEC §4). */
export function wrongRoleRedirect(role: Role) {
  if (role === 'STAFF') return paths.staff.dashboard;
  if (role === 'USER') return paths.user.shopping;
  return paths.root;
}
