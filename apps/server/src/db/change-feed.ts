import type { Database } from './client.ts';

/** Channels the database's own triggers notify on (migration 0003). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
export const USER_CHANNEL = 'user_changed';

/**
 * What changed in the database, whichever instance or tool wrote it: triggers announce every write to
 * the catalogue's tables, and to a user or their sessions. When the feed was cut (the connection
 * dropped), whatever happened meanwhile is unknown, so every listener is told that anything may have.
 */
export interface ChangeFeed {
  onCatalogueChange(listener: () => void): void;
  /** `null`: any user may have changed. */
  onUserChange(listener: (userId: number | null) => void): void;
  close(): Promise<void>;
}

export async function createChangeFeed(database: Database): Promise<ChangeFeed> {
  const catalogueListeners: (() => void)[] = [];
  const userListeners: ((userId: number | null) => void)[] = [];
  const catalogueChanged = () => catalogueListeners.forEach((listener) => listener());
  const userChanged = (userId: number | null) => userListeners.forEach((listener) => listener(userId));
  const stops = [
    await database.listen(CATALOGUE_CHANNEL, catalogueChanged, catalogueChanged),
    await database.listen(
      USER_CHANNEL,
      (payload) => {
        const userId = Number(payload);
        userChanged(Number.isInteger(userId) ? userId : null);
      },
      () => userChanged(null),
    ),
  ];
  return {
    onCatalogueChange: (listener) => void catalogueListeners.push(listener),
    onUserChange: (listener) => void userListeners.push(listener),
    async close() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
