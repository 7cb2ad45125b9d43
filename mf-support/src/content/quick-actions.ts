/** The support portal's quick-action tiles: a link to a page, or the live chat the shell opens. */
export type QuickAction = { id: string; kind: 'link'; to: string } | { id: string; kind: 'live-chat' };

export const quickActions: readonly QuickAction[] = [
  { id: 'createTicket', kind: 'link', to: '/create-ticket' },
  { id: 'documentation', kind: 'link', to: '/documentation' },
  { id: 'liveChat', kind: 'live-chat' },
  { id: 'emergency', kind: 'link', to: '/emergency-support' },
];
