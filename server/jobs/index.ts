import type { JobRunner } from "./runner";

/** Every job the server runs; each lives in a file of its own beside this one. */
export function registerJobs(_runner: JobRunner): void {
  // The appraisal pipeline's jobs are registered here (issue 4).
}
