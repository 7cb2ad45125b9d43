import { atom, useAtom } from 'jotai';
import * as v from 'valibot';
import type { Accept } from 'react-dropzone';
import { requiredText } from '@meridian/shared/lib/form-rules';

/** The services a proposal can ask about; the client ticks any number of them. */
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
 * A proposal the client prepared in this tab. There is no upload service yet (nothing is sent to a
 * server), so it lives only in memory, and the page says so rather than pretending it was received.
 */
export interface Proposal {
  id: string;
  title: string;
  services: ProposalService[];
  files: ProposalFile[];
  preparedAt: string;
}

/**
 * The Upload Proposal form (docs/decisions/0005-forms.md): a title ('required', 'tooLong'), any
 * services, and at least one document ('required'). A chosen File passes as its name and size,
 * which is all a prepared proposal keeps.
 */
export const proposalSchema = v.object({
  title: requiredText(maxProposalTitleLength),
  services: v.array(v.picklist(proposalServices)),
  files: v.pipe(v.array(v.object({ name: v.string(), size: v.number() })), v.minLength(1, 'required')),
});

/** What the form hands over once checked: the trimmed title, the services, the files' names and sizes. */
export type ProposalDraft = v.InferOutput<typeof proposalSchema>;

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
