/**
 * Visitors' saved previews live in this browser's IndexedDB (decision 30: Save works for
 * everyone); the pictures are kept as Blobs, not data URLs, so a dozen previews stay cheap.
 */
export interface LocalPreview {
  id: string;
  image: Blob;
  thumbnail: Blob;
  artworkId: string | null;
  artworkTitle: string;
  createdAt: string;
}

const DB_NAME = "ar-preview";
const STORE = "previews";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") return reject(new Error("This browser cannot keep previews (no IndexedDB)."));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: "id" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("The browser's storage could not be opened."));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("The browser's storage refused the change."));
      transaction.onabort = () => reject(transaction.error ?? new Error("The browser's storage is full."));
    });
  } finally {
    db.close();
  }
}

export async function listLocalPreviews(): Promise<LocalPreview[]> {
  const all = await run<LocalPreview[]>("readonly", (store) => store.getAll() as IDBRequest<LocalPreview[]>);
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function saveLocalPreview(preview: LocalPreview): Promise<void> {
  await run("readwrite", (store) => store.put(preview));
}

export async function deleteLocalPreview(id: string): Promise<void> {
  await run("readwrite", (store) => store.delete(id));
}
