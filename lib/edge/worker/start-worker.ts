import {
  type StartOptions,
  startJobWorkers,
  stopJobWorkers,
} from "@/lib/engines/jobs/start-job-workers";
import { WORKER_REGISTRY } from "./worker-registry";

/** Starts every feature's job workers and sweeps in this process; `stopJobs()` undoes it. */
export function startJobs(options: StartOptions = {}) {
  return startJobWorkers(WORKER_REGISTRY, options);
}

/** Stops the workers (letting running jobs finish) and this process's pg-boss instance. */
export const stopJobs = stopJobWorkers;
