/**
 * The job queue (table `job`): work that outlives a request, survives restarts and runs once even with several API
 * processes. enqueueJob in the caller's transaction; registerJobHandler when a module loads; runDueJobs from tests
 * and the CLI; startJobWorker in the running server.
 */
export { enqueueJob, type NewJob } from './queue';
export { registerJobHandler, type JobContext, type JobHandler, type JobRow } from './registry';
export { runDueJobs, type RunDueJobsOptions, type RunReport } from './runner';
export { startJobWorker, jobWorkerIntervalMs, type JobWorker, type JobWorkerOptions } from './worker';
/** the table, for tests that look at what was enqueued */
export { jobs } from './tables';
