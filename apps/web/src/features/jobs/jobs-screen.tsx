import { useParams } from 'react-router';
import { JobPage } from './job-page';
import { JobsPage } from './jobs-page';
import { PostJobPage } from './post-job-page';

/** The router's one screen for /jobs, /jobs/new and /jobs/:jobId: the lists, the form, or one job. */
export function JobsScreen() {
  const { jobId } = useParams();
  if (!jobId) return <JobsPage />;
  return jobId === 'new' ? <PostJobPage /> : <JobPage id={jobId} />;
}
