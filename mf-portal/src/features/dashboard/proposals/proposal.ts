import { atom, useAtom } from 'jotai';
import type { Accept } from 'react-dropzone';

/** The services a proposal can ask about (the specification's multi-select). */
export const proposalServices = ['ai', 'cloud', 'security', 'data'] as const;
export type ProposalService = (typeof proposalServices)[number];

/** PDF and Word documents only, by MIME type and extension (some systems report no type for .doc). */
export const proposalFileTypes: Accept = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};
export const maxProposalFileBytes = 10 * 1024 * 1024;
export const maxProposalFiles = 5;
export const maxProposalTitleLength = 200;

export interface ProposalFile {
  name: string;
  size: number;
}

/**
 * A proposal the client prepared in this tab. The specification sends nothing to a server, so it
 * lives only in memory, and the page says so rather than pretending it was received.
 */
export interface Proposal {
  id: string;
  title: string;
  services: ProposalService[];
  files: ProposalFile[];
  preparedAt: string;
}

export interface ProposalDraft {
  title: string;
  services: ProposalService[];
  files: ProposalFile[];
}

export type ProposalErrors = Partial<Record<'title' | 'files', 'required' | 'tooLong'>>;

export function validateProposal(draft: ProposalDraft): ProposalErrors {
  const errors: ProposalErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length > maxProposalTitleLength) errors.title = 'tooLong';
  if (draft.files.length === 0) errors.files = 'required';
  return errors;
}

// Keyed by user id, so a different client signing in later in the same tab never sees them.
const proposalsByUser = atom<Record<string, Proposal[]>>({});

export function useProposals(userId: string) {
  const [all, setAll] = useAtom(proposalsByUser);
  const proposals = all[userId] ?? [];
  const add = (draft: ProposalDraft): Proposal => {
    const proposal: Proposal = {
      id: crypto.randomUUID(),
      title: draft.title.trim(),
      services: draft.services,
      files: draft.files,
      preparedAt: new Date().toISOString(),
    };
    setAll((current) => ({ ...current, [userId]: [proposal, ...(current[userId] ?? [])] }));
    return proposal;
  };
  return { proposals, add };
}
