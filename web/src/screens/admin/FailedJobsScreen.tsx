import { useState } from 'react';
import { Badge, Button, Code, Group, Text } from '@mantine/core';
import { jobQueueText } from '../../../../domain/labels.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import {
  useDeadLetterJobsQuery,
  useDiscardDeadLetterJobMutation,
  useRetryDeadLetterJobMutation,
  type DeadLetterJobRowFragment,
} from '../../gql/admin.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { AdminPage } from './common/AdminPage.tsx';
import { DataTable } from './common/DataTable.tsx';
import { dateText } from './common/formats.ts';
import { LoadState } from './common/LoadState.tsx';
import { forgetDeadLetterJob } from '../../cache/effects.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { mutationMessage } from './common/mutationMessage.ts';

type Job = DeadLetterJobRowFragment;

/**
 * `/admin/failed-jobs` (issue 24): background jobs that failed every attempt (mail that could not
 * be sent, a search pack that never came, a recomputation that kept failing), newest first, each
 * with its last error. An administrator queues one again for a fresh set of attempts, or discards
 * it after asking. One GraphQL request loads the table.
 */
export default function FailedJobsScreen() {
  const notify = useNotify();
  const { data, error, refetch } = useDeadLetterJobsQuery();
  const [discarding, setDiscarding] = useState<Job | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [retry] = useRetryDeadLetterJobMutation();

  const retryJob = async (job: Job) => {
    setFailure(null);
    setRetrying(job.id);
    try {
      await retry({ variables: { id: job.id }, update: (cache) => forgetDeadLetterJob(cache, job.id) });
      notify(MESSAGES.deadLetterRetried);
    } catch (caught) {
      setFailure(mutationMessage(caught as Error, MESSAGES.retryDeadLetterFailed));
    } finally {
      setRetrying(null);
    }
  };

  return (
    <AdminPage title="Failed jobs">
      <Text size="sm">
        Background work that failed every attempt: mail that could not be delivered, search packs that never arrived,
        recomputations that kept failing. Retry one once its cause is fixed (it gets a fresh set of attempts), or
        discard it.
      </Text>
      {failure ? (
        <Text role="alert" c="red.8" size="sm">
          {failure}
        </Text>
      ) : null}
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchDeadLettersFailed}
        loadingLabel="Loading failed jobs"
        onRetry={() => void refetch()}
      >
        {(loaded) => (
          <DataTable
            caption="Failed jobs"
            empty="No failed jobs."
            rows={loaded.deadLetterJobs}
            rowKey={(job) => job.id}
            minWidth={820}
            columns={[
              { key: 'id', header: 'Job', cell: (job) => job.id },
              {
                key: 'queue',
                header: 'Queue',
                cell: (job) => (
                  <Badge variant="light" color="gray">
                    {jobQueueText(job.queue)}
                  </Badge>
                ),
              },
              { key: 'attempts', header: 'Attempts', cell: (job) => job.attempts },
              {
                key: 'error',
                header: 'Last error',
                cell: (job) =>
                  job.lastError ? (
                    <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{job.lastError}</Code>
                  ) : (
                    '—'
                  ),
              },
              { key: 'created', header: 'Queued', cell: (job) => dateText(job.createdAt) },
              { key: 'failed', header: 'Failed', cell: (job) => dateText(job.failedAt) },
              {
                key: 'actions',
                header: 'Actions',
                cell: (job) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      loading={retrying === job.id}
                      onClick={() => void retryJob(job)}
                      aria-label={`Retry job ${job.id}`}
                    >
                      Retry
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setDiscarding(job)}
                      aria-label={`Discard job ${job.id}`}
                    >
                      Discard
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      {discarding ? <DiscardJobModal job={discarding} onClose={() => setDiscarding(null)} /> : null}
    </AdminPage>
  );
}

/** Asks before discarding: a discarded job's work is never done and it cannot be brought back. */
function DiscardJobModal({ job, onClose }: { job: Job; onClose: () => void }) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [discard, { loading }] = useDiscardDeadLetterJobMutation();

  const confirm = async () => {
    try {
      await discard({ variables: { id: job.id }, update: (cache) => forgetDeadLetterJob(cache, job.id) });
      notify(MESSAGES.deadLetterDiscarded);
      onClose();
    } catch (failure) {
      setError(mutationMessage(failure as Error, MESSAGES.discardDeadLetterFailed));
    }
  };

  return (
    <ConfirmDialog
      title={`Discard job ${job.id}`}
      message={MESSAGES.deadLetterDiscardConfirm(jobQueueText(job.queue).toLowerCase(), job.id)}
      action="Discard"
      loading={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
