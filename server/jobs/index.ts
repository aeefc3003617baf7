import type { JobRunner } from "./runner";
import { processAppraisalJob } from "./process-appraisal.job";
import { sendAppraisalEmailJob } from "./send-appraisal-email.job";

/** Every job the server runs; each lives in a file of its own beside this one. */
export function registerJobs(runner: JobRunner): void {
  runner.register(processAppraisalJob).register(sendAppraisalEmailJob);
}
