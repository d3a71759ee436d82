import type { AuditEntry } from '@arrival/contracts/dashboard';

const actionLabels: Record<string, string> = {
  'category.create': 'Category added',
  'product.create': 'Product added',
  'product.update': 'Product edited',
  'product.visibility': 'Product shown or hidden',
  'product.retire': 'Product deleted (kept for past orders)',
  'product.erase': 'Product deleted',
  'stock.update': 'Stock changed',
  'stock.restock': 'Restocked',
  'image.upload': 'Image uploaded',
  'image.delete': 'Image deleted',
  'order.status': 'Order status changed',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const field = (value: unknown, key: string) => (isRecord(value) ? value[key] : undefined);

/** What changed, in a few words, from the before and after snapshots the server keeps. */
function changeOf(entry: AuditEntry): string | null {
  const [before, after] = [field(entry.before, 'stocksLeft'), field(entry.after, 'stocksLeft')];
  const [wasShown, isShown] = [field(entry.before, 'showProductInLocation'), field(entry.after, 'showProductInLocation')];
  const changes: string[] = [];
  if (typeof before === 'number' && typeof after === 'number' && before !== after) changes.push(`${before} → ${after} left`);
  if (typeof isShown === 'boolean' && wasShown !== isShown) changes.push(isShown ? 'shown' : 'hidden');
  const status = field(entry.after, 'status');
  if (typeof status === 'string') changes.push(status.toLowerCase().replaceAll('_', ' '));
  return changes.length > 0 ? changes.join(', ') : null;
}

/** One audit row as the dashboard lists it: what happened, to what, and who did it. */
export function describeAuditEntry(entry: AuditEntry) {
  const name = field(entry.after, 'name') ?? field(entry.before, 'name');
  const target =
    typeof name === 'string' ? name : `${entry.entity.replaceAll('_', ' ')}${entry.entityId ? ` #${entry.entityId}` : ''}`;
  const change = changeOf(entry);
  return {
    title: actionLabels[entry.action] ?? entry.action.replaceAll(/[._]/g, ' '),
    detail: change ? `${target}: ${change}` : target,
    actor: entry.actor ? (entry.actor.name ?? `+${entry.actor.phone}`) : 'A removed user',
  };
}
