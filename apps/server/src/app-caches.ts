import type { ChangeFeed } from './db/change-feed.ts';
import { ReadCache } from './lib/read-cache.ts';
import type { SearchIndex } from './modules/catalogue/product-search.ts';
import type { CachedSession } from './modules/auth/session.service.ts';

/**
 * What each instance answers from memory instead of the database: sessions (by token), catalogue
 * responses (by what they show and to whom), a user's own answers, and what search ranks by and found.
 * All are dropped as soon as the database announces a change to what they were read from, so a revoked
 * session or a sold-out product is never served for longer than a notification takes to arrive.
 */
export interface AppCaches {
  sessions: ReadCache<CachedSession>;
  /**
   * Serialised JSON bodies, as bytes: the catalogue's answers, and a traveller's cart, which shows the catalogue's
   * prices and stock.
   */
  catalogue: ReadCache<Buffer>;
  /**
   * A user's own answers that every screen asks for, as bytes: who they are, and their notices. Apart from the
   * catalogue's, so a sale (every paid order writes stock) does not drop them for everyone.
   */
  personal: ReadCache<Buffer>;
  /** The words of every product, which search ranks by: rebuilt only when a product itself is written. */
  productWords: ReadCache<SearchIndex>;
  /**
   * Each search's matching product ids in order, by its words, sort and what the viewer may see: the next
   * page of a search, or the same search in another currency, is sliced from them instead of ranked again.
   */
  searchMatches: ReadCache<readonly number[]>;
}

/** The product words cache's one key. */
export const PRODUCT_WORDS_KEY = 'products';

/** The catalogue cache's key for a traveller's cart in a currency. */
export const cartKey = (userId: number, currency: string) => `cart:${userId}:${currency}`;

const PROFILE_PREFIX = 'profile:';
/** The personal cache's key for a user's own profile (GET /api/user/getUserDetails). */
export const profileKey = (userId: number) => `${PROFILE_PREFIX}${userId}`;

const NOTICES_PREFIX = 'notices:';
/** The personal cache's key for a user's notices as one filter lists them (GET /api/notifications). */
export const noticesKey = (userId: number, filter: string) => `${NOTICES_PREFIX}${userId}:${filter}`;

/**
 * What the kept answers may weigh together: a small part of a 1 GB server, and room for every page of a
 * large catalogue in a few airports and currencies. An answer over 2 MB is built each time.
 */
const ANSWERS_MAX_BYTES = 32 * 1024 * 1024;
/** A profile or a page of notices weighs a few KB: room for some thousands of travellers. */
const PERSONAL_MAX_BYTES = 16 * 1024 * 1024;
/** Room for some thousands of searches' matches (eight bytes an id, as the numbers are held). */
const SEARCH_MATCHES_MAX_BYTES = 8 * 1024 * 1024;

export function createAppCaches(feed: ChangeFeed): AppCaches {
  const caches: AppCaches = {
    sessions: new ReadCache(50_000),
    catalogue: new ReadCache(5_000, { of: (body) => body.byteLength, max: ANSWERS_MAX_BYTES }),
    personal: new ReadCache(5_000, { of: (body) => body.byteLength, max: PERSONAL_MAX_BYTES }),
    productWords: new ReadCache(1),
    searchMatches: new ReadCache(5_000, { of: (ids) => ids.length * 8, max: SEARCH_MATCHES_MAX_BYTES }),
  };
  feed.onCatalogueChange((table) => {
    caches.catalogue.clear();
    // What a search matches depends on what each airport shows, which any catalogue write may change.
    caches.searchMatches.clear();
    // Stock, pictures and categories change often (every paid order writes stock); a product's words only with it.
    if (table === null || table === 'products') caches.productWords.clear();
  });
  feed.onUserChange((userId) => {
    if (userId === null) {
      caches.sessions.clear();
      caches.personal.deleteWhere((key) => key.startsWith(PROFILE_PREFIX));
    } else forgetUser(caches, userId);
  });
  feed.onCartChange((userId) => {
    if (userId === null) caches.catalogue.clear();
    else forgetCart(caches, userId);
  });
  feed.onNoticeChange((userId) => {
    if (userId === null) caches.personal.deleteWhere((key) => key.startsWith(NOTICES_PREFIX));
    else forgetNotices(caches, userId);
  });
  return caches;
}

/** Drops a traveller's cached cart, at once (their next call must see the line they just changed). */
export function forgetCart(caches: AppCaches | undefined, userId: number) {
  const cart = cartKey(userId, '');
  caches?.catalogue.deleteWhere((key) => key.startsWith(cart));
}

/** Drops a user's cached notices, at once (what they just read must show as read). */
export function forgetNotices(caches: AppCaches | undefined, userId: number) {
  const notices = noticesKey(userId, '');
  caches?.personal.deleteWhere((key) => key.startsWith(notices));
}

/** Drops what is cached of one user, at once (a change made by this instance need not wait for the notification). */
export function forgetUser(caches: AppCaches | undefined, userId: number) {
  caches?.sessions.deleteWhere((_token, session) => session.auth.userId === userId);
  const profile = profileKey(userId);
  caches?.personal.deleteWhere((key) => key === profile);
  // Their cart too, which is checked against the traveller's airport.
  forgetCart(caches, userId);
}
