/**
 * One IndexedDB object store in this browser, opened per call and closed after it (the wizard's
 * draft and the AR preview's saved previews: both keep blobs, which localStorage cannot).
 */
export interface BrowserStoreOptions {
  database: string;
  store: string;
  /** The store's key path; without it the caller gives each record's key. */
  keyPath?: string;
  /** What the user is told when this browser has no IndexedDB, e.g. "This browser cannot keep previews". */
  unavailableMessage: string;
}

/** Runs `work` in one transaction on the store and resolves with its request's result once the transaction commits. */
export type BrowserStoreRun = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => Promise<T>;

export function createBrowserStore({ database, store, keyPath, unavailableMessage }: BrowserStoreOptions): BrowserStoreRun {
  function openDatabase(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      if (typeof indexedDB === "undefined") return reject(new Error(`${unavailableMessage} (no IndexedDB).`));
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store, keyPath ? { keyPath } : undefined);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("The browser's storage could not be opened."));
    });
  }

  return async function run<T>(mode: IDBTransactionMode, work: (objectStore: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await openDatabase();
    try {
      return await new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const request = work(transaction.objectStore(store));
        // Resolve on commit, not on the request's success: a write is kept only once its transaction completes.
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error("The browser's storage refused the change."));
        transaction.onabort = () => reject(transaction.error ?? new Error("The browser's storage is full."));
      });
    } finally {
      db.close();
    }
  };
}
