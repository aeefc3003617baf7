/**
 * The name of every job, in one place: the services that queue a job and the job that runs it
 * import the name from here, so the two cannot drift apart and no service imports a job file.
 */
export const PROCESS_APPRAISAL_JOB = "appraisal.process";
export const SEND_APPRAISAL_EMAIL_JOB = "appraisal.send-email";
