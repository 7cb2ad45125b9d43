/**
 * Browser events remotes raise for the shell to answer, so no remote imports the shell or another
 * remote. The shell opens its chat widget on `openLiveChat`.
 */
export const openLiveChatEvent = 'openLiveChat';

export function openLiveChat(): void {
  window.dispatchEvent(new Event(openLiveChatEvent));
}
