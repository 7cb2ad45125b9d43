import { test, expect } from './fixtures';

/**
 * The suite's own net for uncaught errors (the pageErrors fixture): it must hear every page a test
 * opens, not only the default one, or a staff session, a second visitor or a popup could throw and the
 * test stay green. Each error is thrown outside anything that catches it, as a broken page's would be;
 * the test takes the errors it caused off the list, so the fixture's own check passes.
 */
test('uncaught errors in any page of any context are recorded for the test', async ({ page, browser, pageErrors }) => {
  const throwLater = (message: string) =>
    setTimeout(() => {
      throw new Error(message);
    });

  await page.goto('/');
  await page.evaluate(throwLater, 'thrown in the default page');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/');
  await other.evaluate(throwLater, 'thrown in a second context');

  // A page the site opens itself (a popup), in that second context.
  const popupPromise = otherContext.waitForEvent('page');
  await other.evaluate(() => window.open('about:blank'));
  const popup = await popupPromise;
  await popup.evaluate(throwLater, 'thrown in a popup of the second context');

  await expect
    .poll(() => pageErrors.map((error) => error.message).sort())
    .toEqual(['thrown in a popup of the second context', 'thrown in a second context', 'thrown in the default page']);
  pageErrors.splice(0);
  await otherContext.close();
});
