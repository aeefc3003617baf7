/** Core spec section 4 (Tour): the local storage key and value that mark the tour completed. */
export const TOUR_STORAGE_KEY = "tutorial_completed";

/** True when the visitor finished or skipped the tour before (unreadable storage counts as not). */
export function isTourCompleted(): boolean {
  try {
    return window.localStorage.getItem(TOUR_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/** Remembers the tour as completed; a storage failure is logged and otherwise ignored. */
export function markTourCompleted(): void {
  try {
    window.localStorage.setItem(TOUR_STORAGE_KEY, "true");
  } catch (error) {
    // The tour closes either way; failing to remember it only means it may show again.
    console.log("Could not save the guided tour's state", error);
  }
}
