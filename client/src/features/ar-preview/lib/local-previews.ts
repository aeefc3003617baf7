import { createBrowserStore } from "@/lib/browser-store";

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

const run = createBrowserStore({
  database: "ar-preview",
  store: "previews",
  keyPath: "id",
  unavailableMessage: "This browser cannot keep previews",
});

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
