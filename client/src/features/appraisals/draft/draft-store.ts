import { createBrowserStore } from "@/lib/browser-store";
import type { CreateAppraisalFields } from "@contracts/appraisals";
import type { DraftOutline } from "./draft-outline";

/**
 * The wizard's draft, kept in the browser (IndexedDB: it holds the photos and documents as
 * blobs, which localStorage cannot) so a trip to /credits or a reload loses nothing. One draft
 * per account on this browser; nothing of it reaches the server until the user submits.
 */
export interface WizardDraft {
  fields: Partial<CreateAppraisalFields>;
  mode: "quick" | "detailed";
  step: number;
  images: File[];
  documents: File[];
  /** The owner's corners on the primary photo (issue 30); absent in drafts saved before they were kept. */
  primaryOutline?: DraftOutline | null;
  savedAt: number;
}

interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

interface StoredDraft extends Omit<WizardDraft, "images" | "documents"> {
  images: StoredFile[];
  documents: StoredFile[];
}

/** A draft nobody came back to within a week is dropped rather than resurfacing months later. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const withStore = createBrowserStore({
  database: "appraisal-wizard",
  store: "drafts",
  unavailableMessage: "This browser cannot keep a draft",
});

// Writes run one after another in the order they were asked for: each opens its own connection,
// and two connections' transactions are not bound to start in call order, so a save asked for
// before "Start over" could otherwise land after its delete and bring the draft back.
let writeQueue: Promise<unknown> = Promise.resolve();
function queueWrite(write: () => Promise<void>): Promise<void> {
  const next = writeQueue.then(write, write);
  writeQueue = next.catch(() => undefined);
  return next;
}

const toStoredFile = (file: File): StoredFile => ({ name: file.name, type: file.type, lastModified: file.lastModified, blob: file });
const toFile = (stored: StoredFile): File => new File([stored.blob], stored.name, { type: stored.type, lastModified: stored.lastModified });

export async function saveDraft(key: string, draft: WizardDraft): Promise<void> {
  const stored: StoredDraft = { ...draft, images: draft.images.map(toStoredFile), documents: draft.documents.map(toStoredFile) };
  await queueWrite(() => withStore("readwrite", (store) => store.put(stored, key)).then(() => undefined));
}

/** The account's draft, or null when there is none (or it is older than DRAFT_MAX_AGE_MS). */
export async function loadDraft(key: string, now = Date.now()): Promise<WizardDraft | null> {
  const stored = await withStore<StoredDraft | undefined>("readonly", (store) => store.get(key));
  if (!stored) return null;
  if (now - stored.savedAt > DRAFT_MAX_AGE_MS) {
    await deleteDraft(key);
    return null;
  }
  return { ...stored, images: stored.images.map(toFile), documents: stored.documents.map(toFile) };
}

export async function deleteDraft(key: string): Promise<void> {
  await queueWrite(() => withStore("readwrite", (store) => store.delete(key)).then(() => undefined));
}

/** Whether a draft holds anything worth keeping (an untouched wizard is not a draft). */
export function isDraftWorthKeeping(draft: Pick<WizardDraft, "fields" | "images" | "documents">): boolean {
  const hasText = Object.values(draft.fields).some((value) => typeof value === "string" && value.trim() !== "");
  return hasText || draft.images.length > 0 || draft.documents.length > 0;
}
