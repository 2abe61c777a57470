/**
 * Starts the line of run-job.main.ts's stdout that carries its answer as JSON (the logger writes
 * its own lines there too); the local stack's trigger (emulators/jobs) reads it.
 */
export const JOB_RUN_PREFIX = 'job-run ';
