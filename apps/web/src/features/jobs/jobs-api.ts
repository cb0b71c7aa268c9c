import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptQuote,
  cancelJob,
  confirmJob,
  decideJob,
  job,
  jobDone,
  jobProblem,
  jobQueue,
  jobsNear,
  myJobs,
  payJob,
  postJob,
  quoteJob,
  type JobBody,
  type JobDecisionBody,
  type JobDoneBody,
  type JobProblemBody,
  type JobResponse,
  type QuoteBody,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

/** While an M-Pesa prompt waits, the job is read again this often until M-Pesa answers. */
const PAYMENT_POLL_MS = 3_000;

const oneKey = (id: string) => queryKey(job, { params: { id } });

export function usePostJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobBody) => call(postJob, { body }),
    onSuccess: () => invalidateContracts(client, [myJobs]),
  });
}

/** The caller's jobs, as client and as provider. */
export function useMyJobs() {
  return useQuery({ queryKey: queryKey(myJobs, {}), queryFn: ({ signal }) => call(myJobs, { signal }) });
}

/** Open jobs the caller's services match. */
export function useJobsNear() {
  return useQuery({ queryKey: queryKey(jobsNear, {}), queryFn: ({ signal }) => call(jobsNear, { signal }) });
}

/** One job; `poll` reads it again every 3 s (a prompt on the client's phone). */
export function useJob(id: string, poll = false) {
  return useQuery({
    queryKey: oneKey(id),
    queryFn: ({ signal }) => call(job, { params: { id }, signal }),
    refetchInterval: poll ? PAYMENT_POLL_MS : false,
  });
}

/** A change to one job: its answer put in place at once; a refusal reads the job again. */
function useJobChange<V>(id: string, run: (vars: V) => Promise<Pick<JobResponse, 'job' | 'message'>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      client.setQueryData(oneKey(id), { success: true, job: answer.job });
      return invalidateContracts(client, [myJobs, jobsNear]);
    },
    onError: () => invalidateContracts(client, [job]),
  });
}

export const useQuoteJob = (id: string) =>
  useJobChange(id, (body: QuoteBody) => call(quoteJob, { params: { id }, body }));

export const useAcceptQuote = (id: string) =>
  useJobChange(id, (quoteId: string) => call(acceptQuote, { params: { id, quoteId } }));

/** The amount the button showed goes with it: a changed price is refused (409) and the job read again. */
export const usePayJob = (id: string) =>
  useJobChange(id, (expectedTotal: number) => call(payJob, { params: { id }, body: { expectedTotal } }));

export const useJobDone = (id: string) =>
  useJobChange(id, (body: JobDoneBody) => call(jobDone, { params: { id }, body }));

export const useConfirmJob = (id: string) => useJobChange(id, () => call(confirmJob, { params: { id } }));

export const useJobProblem = (id: string) =>
  useJobChange(id, (body: JobProblemBody) => call(jobProblem, { params: { id }, body }));

export const useCancelJob = (id: string) =>
  useJobChange(id, (reason: string) => call(cancelJob, { params: { id }, body: { reason } }));

/** Moderators: jobs held for a decision. */
export function useJobQueue() {
  return useQuery({ queryKey: queryKey(jobQueue, {}), queryFn: ({ signal }) => call(jobQueue, { signal }) });
}

export function useDecideJob(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobDecisionBody) => call(decideJob, { params: { id }, body }),
    onSuccess: () => invalidateContracts(client, [jobQueue, job]),
  });
}
