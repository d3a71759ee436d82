import { awaitedLater } from '../lib/awaited-later.ts';
import type { Database } from './client.ts';

/** Channels the database's own triggers notify on (migration 0003). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
export const USER_CHANNEL = 'user_changed';
export const CART_CHANNEL = 'cart_changed';
export const NOTICE_CHANNEL = 'notice_changed';

/**
 * What changed in the database, whichever instance or tool wrote it: triggers announce every write to
 * the catalogue's tables, to a user or their sessions, and to a cart. When the feed was cut (the connection
 * dropped), whatever happened meanwhile is unknown, so every listener is told that anything may have.
 */
export interface ChangeFeed {
  /** `table`: the catalogue table written; `null`: any may have been. */
  onCatalogueChange(listener: (table: string | null) => void): void;
  /** `null`: any user may have changed. */
  onUserChange(listener: (userId: number | null) => void): void;
  /** A line of this user's cart changed; `null`: any cart may have. */
  onCartChange(listener: (userId: number | null) => void): void;
  /** One of this user's notices was recorded or read; `null`: anyone's may have. */
  onNoticeChange(listener: (userId: number | null) => void): void;
  close(): Promise<void>;
}

export async function createChangeFeed(database: Database): Promise<ChangeFeed> {
  const feed = changeFeedOf(database);
  await feed.listening;
  return feed;
}

/**
 * `createChangeFeed` without waiting: listeners are taken at once, and the database is heard from once
 * `listening` resolves (it rejects, and is never unhandled, if a LISTEN fails).
 */
export function changeFeedOf(database: Database): ChangeFeed & { listening: Promise<void> } {
  const catalogueListeners: ((table: string | null) => void)[] = [];
  // The catalogue's triggers name the table they fired on.
  const catalogueChanged = (table: string | null) => catalogueListeners.forEach((listener) => listener(table));
  const userListeners: OwnerListener[] = [];
  const cartListeners: OwnerListener[] = [];
  const noticeListeners: OwnerListener[] = [];
  const stopping = Promise.all([
    database.listen(
      CATALOGUE_CHANNEL,
      (table) => catalogueChanged(table === '' ? null : table),
      () => catalogueChanged(null),
    ),
    listenForOwners(database, USER_CHANNEL, userListeners),
    listenForOwners(database, CART_CHANNEL, cartListeners),
    listenForOwners(database, NOTICE_CHANNEL, noticeListeners),
  ]);
  const listening = awaitedLater(stopping.then(() => undefined));
  return {
    onCatalogueChange: (listener) => void catalogueListeners.push(listener),
    onUserChange: (listener) => void userListeners.push(listener),
    onCartChange: (listener) => void cartListeners.push(listener),
    onNoticeChange: (listener) => void noticeListeners.push(listener),
    async close() {
      await Promise.all((await stopping).map((stop) => stop()));
    },
    listening,
  };
}

type OwnerListener = (userId: number | null) => void;

/** A channel whose payload is the id of the user whose rows changed; after a cut, anyone's may have. */
function listenForOwners(database: Database, channel: string, listeners: OwnerListener[]) {
  const changed = (userId: number | null) => listeners.forEach((listener) => listener(userId));
  return database.listen(
    channel,
    (payload) => {
      const userId = Number(payload);
      changed(Number.isInteger(userId) ? userId : null);
    },
    () => changed(null),
  );
}
