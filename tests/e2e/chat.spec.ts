import { test, expect } from './fixtures';

test.describe('chat widget', () => {
  test('is closed by default, opens, welcomes and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Hello! How can we help you today?')).toBeHidden();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByText('Hello! How can we help you today?')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await page.getByRole('region', { name: 'Chat with Meridian' }).getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByText('Hello! How can we help you today?')).toBeHidden();
  });

  test('sends with Enter to the messaging deep link, exactly encoded', async ({ page, context }) => {
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    const message = 'Need a quote & timeline #42 — harga? 日本';
    await input.fill(message);
    const popupPromise = context.waitForEvent('page');
    // The messaging app is on the internet; answer its request locally.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'messaging app' }));
    await input.press('Enter');
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://wa.me/622150987654?text=${encodeURIComponent(message)}`);
    expect(new URL(popup.url()).searchParams.get('text')).toBe(message);
    await expect(input).toHaveValue('');
  });

  test('does not send an empty or whitespace-only message', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    let opened = 0;
    context.on('page', () => opened++);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('textbox', { name: 'Your message' }).fill('    ');
    await page.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await page.waitForTimeout(300);
    expect(opened).toBe(0);
  });

  test('opens when the support portal raises openLiveChat', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('button', { name: /^Live Chat/ }).click();
    await expect(page.getByText('Hello! How can we help you today?')).toBeVisible();
  });
});
