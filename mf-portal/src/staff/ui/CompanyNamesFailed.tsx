import { QueryFailed } from '@meridian/shared/ui/QueryState';
import type { useStaffCompanies } from '../lib/queries';

/**
 * The companies name each record's company; when they could not be read the records still show
 * (without the names), with this failure and its Retry above them. Nothing when they were read.
 */
export function CompanyNamesFailed({ companies, message }: { companies: ReturnType<typeof useStaffCompanies>; message: string }) {
  if (!companies.query.isError) return null;
  return (
    <QueryFailed
      error={companies.query.error}
      message={message}
      onRetry={() => companies.query.refetch()}
      retrying={companies.query.isFetching}
    />
  );
}
