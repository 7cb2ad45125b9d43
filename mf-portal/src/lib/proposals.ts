import type { Tables } from '@meridian/shared/lib/database-types';

/**
 * What a proposal is, as both the client's dashboard and the staff workspace know it: its services,
 * its statuses (shown by the shared StatusBadge), its documents and the bucket they are stored in.
 */

/** The services a proposal can ask about (the database's `proposals_services_check`). */
export const proposalServices = ['ai', 'cloud', 'security', 'data'] as const;
export type ProposalService = (typeof proposalServices)[number];

export const proposalStatuses = ['submitted', 'under_review', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** The private bucket a client's proposal documents go to, each in the client's own folder. */
export const proposalBucket = 'proposal-files';

/** A row of `request_files` recorded for a proposal, as the dashboard and the staff workspace read it. */
export type ProposalFile = Pick<
  Tables<'request_files'>,
  'id' | 'proposal_id' | 'object_path' | 'file_name' | 'content_type' | 'size_bytes'
>;
