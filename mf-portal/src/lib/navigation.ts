/**
 * Sends the browser to a URL (a signed download link). Its own module so that tests can replace
 * it: jsdom does not navigate. Call it from event handlers only (pages are server-rendered).
 */
export function goTo(url: string): void {
  window.location.assign(url);
}
