import { QueryFailed } from '@meridian/shared/ui/QueryState';
import type { useStaffClients } from '../lib/queries';

/**
 * The client accounts name each record's client; when they could not be read the records still
 * show (without names), with this failure and its Retry above them. Nothing when they were read.
 */
export function ClientNamesFailed({ clients, message }: { clients: ReturnType<typeof useStaffClients>; message: string }) {
  if (!clients.query.isError) return null;
  return (
    <QueryFailed
      error={clients.query.error}
      message={message}
      onRetry={() => clients.query.refetch()}
      retrying={clients.query.isFetching}
    />
  );
}
