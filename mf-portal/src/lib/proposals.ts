/**
 * What a proposal is, as both the client's dashboard and the staff workspace know it: its services,
 * its statuses and their badge colours, its documents and the bucket they are stored in.
 */

/** The services a proposal can ask about (the database's `proposals_services_check`). */
export const proposalServices = ['ai', 'cloud', 'security', 'data'] as const;
export type ProposalService = (typeof proposalServices)[number];

export const proposalStatuses = ['submitted', 'under_review', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** The private bucket a client's proposal documents go to, each in the client's own folder. */
export const proposalBucket = 'proposal-files';

/** A row of `request_files` recorded for a proposal. */
export interface ProposalFile {
  id: string;
  proposal_id: string;
  object_path: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

const statusBadges: Record<string, string> = {
  submitted: 'po:bg-blue-100 po:text-blue-900',
  under_review: 'po:bg-amber-100 po:text-amber-900',
  accepted: 'po:bg-green-100 po:text-green-900',
  declined: 'po:bg-red-100 po:text-red-900',
};

/** Badge colours, as the projects table's: each status its own (dark text on a light tint), anything else grey. */
export const proposalBadgeClass = (status: string) => statusBadges[status] ?? 'po:bg-gray-100 po:text-gray-900';
