/** The dashboard's action tiles, in the order they are shown (uploading a proposal first); copy lives under dashboard.actions.<id>. */
export type DashboardAction =
  { id: string; kind: 'link'; to: string } | { id: string; kind: 'live-chat' } | { id: string; kind: 'upload-proposal' };

export const dashboardActions: readonly DashboardAction[] = [
  { id: 'uploadProposal', kind: 'upload-proposal' },
  { id: 'liveChat', kind: 'live-chat' },
  { id: 'scheduleMeeting', kind: 'link', to: '/contact' },
  { id: 'viewDocuments', kind: 'link', to: '/documentation' },
];
