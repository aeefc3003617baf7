import type { AppraisalListItem } from "../../contracts/appraisals";
import { createChangeFeed, type ChangeFeed, type ChangeFeedLog } from "../db/change-feed";
import type { DatabaseHandle } from "../db/client";
import { OwnerCache } from "../lib/owner-cache";
import type { SessionLookup } from "../modules/auth/session.service";

/** How long a cached answer lives without any notification: a safety net, not the mechanism. */
export const READ_CACHE_TTL_MS = 30_000;

/**
 * The read caches of decision 0014: the session lookup (by token hash) and each user's appraisal
 * list (by user and page), both dropped per user by the database's change notifications
 * (migration 0015) on every server. They are on only while the change feed is subscribed; every
 * switch empties them.
 */
export interface ReadCache {
  sessions: OwnerCache<SessionLookup>;
  appraisalLists: OwnerCache<AppraisalListItem[]>;
  /** Null when READ_CACHE=false. */
  feed: ChangeFeed | null;
  /** Resolves once this server's caches have seen the notifications of every write committed so far. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function startReadCache({
  handle,
  enabled,
  log,
  feedOptions,
}: {
  handle: DatabaseHandle;
  enabled: boolean;
  log: ChangeFeedLog;
  feedOptions?: { heartbeatMs?: number; syncTimeoutMs?: number };
}): Promise<ReadCache> {
  const sessions = new OwnerCache<SessionLookup>({ maxEntries: 5_000, ttlMs: READ_CACHE_TTL_MS });
  const appraisalLists = new OwnerCache<AppraisalListItem[]>({ maxEntries: 2_000, ttlMs: READ_CACHE_TTL_MS });
  const caches = [sessions, appraisalLists];
  if (!enabled) {
    return { sessions, appraisalLists, feed: null, settle: async () => undefined, close: async () => undefined };
  }
  const feed = createChangeFeed(
    handle,
    {
      onChange: (userId) => {
        for (const cache of caches) {
          if (userId === "*") cache.clear();
          else cache.invalidateOwner(userId);
        }
      },
      onLiveChange: (live) => {
        for (const cache of caches) cache.setEnabled(live);
      },
    },
    log,
    feedOptions,
  );
  await feed.start();
  return { sessions, appraisalLists, feed, settle: () => feed.settle(), close: () => feed.close() };
}
