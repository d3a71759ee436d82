import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AuditEntry } from '@arrival/contracts/dashboard';
import { orderStatusSchema } from '@arrival/contracts/orders';
import { formatStatus } from '../../lib/format/order-text';
import { i18n } from '../../lib/i18n/i18n';

const actionLabels: Record<string, MessageDescriptor> = {
  'category.create': msg`Category added`,
  'product.create': msg`Product added`,
  'product.update': msg`Product edited`,
  'product.visibility': msg`Product shown or hidden`,
  'product.retire': msg`Product deleted (kept for past orders)`,
  'product.erase': msg`Product deleted`,
  'stock.update': msg`Stock changed`,
  'stock.restock': msg`Restocked`,
  'image.upload': msg`Image uploaded`,
  'image.delete': msg`Image deleted`,
  'order.status': msg`Order status changed`,
  // The server's other actions, worded in English as the dashboard always showed them (the code read out).
  'counter.update': msg`counter update`,
  'order.handover_failed': msg`order handover failed`,
  'order.handover_unlocked': msg`order handover unlocked`,
  'order.item_unavailable': msg`order item unavailable`,
  'refund.retry': msg`refund retry`,
};

/** What an unnamed row was, as the dashboard always showed it: the entity's code read out. */
const entityLabels: Record<string, MessageDescriptor> = {
  category: msg`category`,
  collection: msg`collection`,
  counter: msg`counter`,
  event: msg`event`,
  image: msg`image`,
  location_stock: msg`location stock`,
  order: msg`order`,
  order_item: msg`order item`,
  payment: msg`payment`,
  product: msg`product`,
  refund: msg`refund`,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const field = (value: unknown, key: string) => (isRecord(value) ? value[key] : undefined);
const labelOf = (labels: Record<string, MessageDescriptor>, code: string, fallback: string) => {
  const label = labels[code];
  return label ? i18n._(label) : fallback;
};

/** An order status in lower case, as a change reads: "payment pending". */
function statusWords(status: string) {
  const parsed = orderStatusSchema.safeParse(status);
  const words = parsed.success ? formatStatus(parsed.data) : status.replaceAll('_', ' ');
  return words.toLowerCase();
}

/** What changed, in a few words, from the before and after snapshots the server keeps. */
function changeOf(entry: AuditEntry): string | null {
  const [before, after] = [field(entry.before, 'stocksLeft'), field(entry.after, 'stocksLeft')];
  const [wasShown, isShown] = [field(entry.before, 'showProductInLocation'), field(entry.after, 'showProductInLocation')];
  const changes: string[] = [];
  if (typeof before === 'number' && typeof after === 'number' && before !== after) changes.push(t`${before} → ${after} left`);
  if (typeof isShown === 'boolean' && wasShown !== isShown) changes.push(isShown ? t`shown` : t`hidden`);
  const status = field(entry.after, 'status');
  if (typeof status === 'string') changes.push(statusWords(status));
  return changes.length > 0 ? changes.join(', ') : null;
}

/**
 * One audit row as the dashboard lists it: what happened, to what, and who did it. Names and ids are
 * data (kept in English), apart from the words around them, so the panel can mark them so.
 */
export function describeAuditEntry(entry: AuditEntry) {
  const name = field(entry.after, 'name') ?? field(entry.before, 'name');
  return {
    title: labelOf(actionLabels, entry.action, entry.action.replaceAll(/[._]/g, ' ')),
    name: typeof name === 'string' ? name : null,
    entity: labelOf(entityLabels, entry.entity, entry.entity.replaceAll('_', ' ')),
    entityId: entry.entityId,
    change: changeOf(entry),
    /** The person's name or number; null when they have since been removed. */
    actor: entry.actor ? (entry.actor.name ?? `+${entry.actor.phone}`) : null,
  };
}
