import { createStore, del, get, set } from 'idb-keyval';
import type { QueryKey } from '@tanstack/react-query';

/**
 * What the app keeps on the device for a traveller without a connection at the arrivals hall: their
 * profile (so the session can open) and open orders with pickup codes. Personal data, so it is tied
 * to the session that saved it and removed on logout.
 */
export interface SavedQuery {
  queryKey: QueryKey;
  data: unknown;
  /** When the server last sent it: the "Last updated" time. */
  updatedAt: number;
}

export interface OfflineSnapshot {
  /** A digest of the session token, never the token: another session on this browser cannot read it. */
  session: string;
  queries: SavedQuery[];
}

const SNAPSHOT_KEY = 'snapshot';
/** The service worker's runtime caches (src/sw.ts), emptied with the rest on logout. */
const WORKER_CACHES = ['arrival-catalogue', 'arrival-uploads'];

let store: ReturnType<typeof createStore> | null = null;
const offlineStore = () => (store ??= createStore('arrival-offline', 'keyval'));

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function sessionDigest(token: string) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a digest algorithm's name, not text
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`arrival-offline:${token}`));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The saved queries of this session, or none when they belong to another (or to nobody). */
export async function readSnapshot(session: string) {
  if (!hasIndexedDb()) return [];
  const snapshot = await get<OfflineSnapshot>(SNAPSHOT_KEY, offlineStore());
  return snapshot?.session === session ? snapshot.queries : [];
}

/**
 * The saved queries whichever session wrote them. A fresh launch of the installed app starts without a
 * session (the token lives per tab), yet at the counter the traveller needs the code: the copy stays on
 * this device until logout, so it shows nothing the device did not already hold.
 */
export async function readLastSnapshot() {
  if (!hasIndexedDb()) return [];
  return (await get<OfflineSnapshot>(SNAPSHOT_KEY, offlineStore()))?.queries ?? [];
}

export async function writeSnapshot(snapshot: OfflineSnapshot) {
  if (!hasIndexedDb()) return;
  await set(SNAPSHOT_KEY, snapshot, offlineStore());
}

/** On logout: the next person on this device must not see the last one's orders or codes. */
export async function clearOfflineData() {
  try {
    if (hasIndexedDb()) await del(SNAPSHOT_KEY, offlineStore());
    if (typeof caches !== 'undefined') await Promise.all(WORKER_CACHES.map((name) => caches.delete(name)));
  } catch (error) {
    // Logout goes on; the saved copy is tied to the ended session and is never shown to another.
    console.warn('Could not clear the offline copy', error);
  }
}
