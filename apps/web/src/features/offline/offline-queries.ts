import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { userDetailsQueryOptions } from '../../lib/api/get-user-details';
import { getSessionToken } from '../../lib/session';
import { readSnapshot, sessionDigest, writeSnapshot, type SavedQuery } from './offline-store';

/**
 * Queries marked `meta: { keepOffline: true }` (the open orders and each order's detail) are kept on
 * the device, with the signed-in user so the session can open without a connection.
 */
export const KEEP_OFFLINE = 'keepOffline';
const USER_KEY_HASH = hashKey(userDetailsQueryOptions().queryKey);
/** Enough for every open order of a traveller; the oldest copies go first. */
const MAX_SAVED = 30;
const WRITE_DELAY_MS = 300;

const isKept = (query: Query) => query.meta?.[KEEP_OFFLINE] === true || query.queryHash === USER_KEY_HASH;

/**
 * Puts the saved copies of this session into the cache where the cache has nothing newer, with their
 * original time, so screens say how old they are and refetch as soon as they can.
 */
export async function restoreSavedQueries(queryClient: QueryClient, session: string) {
  const saved = await readSnapshot(session);
  for (const { queryKey, data, updatedAt } of saved) {
    const current = queryClient.getQueryState(queryKey);
    if (current?.data === undefined || current.dataUpdatedAt < updatedAt) queryClient.setQueryData(queryKey, data, { updatedAt });
  }
  return saved;
}

/** The saved copies merged with what the cache holds now (newer wins), newest first. */
function mergeSaved(queryClient: QueryClient, saved: SavedQuery[]) {
  const byHash = new Map(saved.map((entry) => [hashKey(entry.queryKey), entry]));
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (!isKept(query) || data === undefined || dataUpdatedAt === 0) continue;
    const previous = byHash.get(query.queryHash);
    if (!previous || previous.updatedAt <= dataUpdatedAt) {
      byHash.set(query.queryHash, { queryKey: query.queryKey, data, updatedAt: dataUpdatedAt });
    }
  }
  return [...byHash.values()].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, MAX_SAVED);
}

/**
 * Restores this session's saved copies, then saves kept queries whenever they change. Returns the
 * function that stops saving.
 */
export function keepQueriesOffline(queryClient: QueryClient) {
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saved: SavedQuery[] = [];
  let session: string | null = null;
  const canDigest = typeof crypto !== 'undefined' && Boolean(crypto.subtle);

  const restored = (async () => {
    const token = getSessionToken();
    if (!token || !canDigest) return;
    session = await sessionDigest(token);
    saved = await restoreSavedQueries(queryClient, session);
  })().catch((error: unknown) => console.warn('Could not restore the offline copy', error));

  const save = async () => {
    await restored;
    const token = getSessionToken();
    if (!token || !canDigest || isStopped) return;
    const digest = await sessionDigest(token);
    // A new sign-in starts its own copy; nothing of an earlier session is carried over.
    if (digest !== session) {
      session = digest;
      saved = [];
    }
    saved = mergeSaved(queryClient, saved);
    // Signed out meanwhile: the ended session's copy is not written back.
    if (getSessionToken() !== token) return;
    await writeSnapshot({ session: digest, queries: saved });
  };

  const scheduleSave = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      save().catch((error: unknown) => console.warn('Could not save the offline copy', error));
    }, WRITE_DELAY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKept(event.query)) scheduleSave();
  });
  // Queries that arrived before this module loaded are saved too.
  scheduleSave();

  return () => {
    isStopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
