import { staffTabStatuses, staffTransitions, type StaffTabStatus } from '@arrival/contracts/staff';
import type { OrderStatus } from '@arrival/contracts/orders';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export { isStaffTabStatus, type StaffTabStatus } from '@arrival/contracts/staff';

const tabLabels: Record<StaffTabStatus, MessageDescriptor> = {
  CONFIRMED: msg`New Orders`,
  ACCEPTED: msg`Accepted Orders`,
  PACKED: msg`Packed Orders`,
  DELIVERED: msg`Delivered Orders`,
};

/** SPEC §2 "orders screen": one tab per pipeline status, in pipeline order; labels are read with t(). */
export const staffTabs = staffTabStatuses.map((status) => ({ status, label: tabLabels[status] }));

/** The one move staff can make from a status, with its button text; null where none is offered (SPEC §4). */
export function staffActionFor(status: OrderStatus) {
  return status in staffTransitions ? staffTransitions[status as keyof typeof staffTransitions] : null;
}

/** Lines can be found unavailable (and refunded) only until the order is packed. */
export const canMarkUnavailable = (status: OrderStatus) => status === 'CONFIRMED' || status === 'ACCEPTED';
