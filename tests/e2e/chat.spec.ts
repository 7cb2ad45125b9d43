import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations } from './axe';
import { createAccount, enterStaffCode, freshAddress, mails, serviceRoleKey, signIn, supabaseUrl, waitForMail } from './portal';

/** The seeded staff account (supabase/seed.sql), only read: it signs in with the e-mailed code. */
const staffEmail = 'staff@example.com';

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

/**
 * The contact page's live chat, as a visitor and as a signed-in client, against the real
 * composition: MailDev shows what was mailed, and staff read the conversation in their workspace.
 */
test.describe("the contact page's live chat", () => {
  const transcriptSubject = /^Your live chat with Meridian$/;
  const confirmSubject = /^Confirm where to send your live chat transcript$/;

  /** Opens the contact page's live chat and starts a conversation; answers its id. */
  async function startChat(page: Page, name: string, message: string): Promise<string> {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Start Chat' }).click();
    const start = page.getByRole('form', { name: 'Start a live chat' });
    await start.getByRole('textbox', { name: /^Your name/ }).fill(name);
    await start.getByRole('textbox', { name: /^Your message/ }).fill(message);
    await start.getByRole('button', { name: 'Start chat' }).click();
    await expect(page.getByRole('list', { name: 'Chat transcript' })).toContainText(message);
    return page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('meridian.live-chat') ?? '{}') as { id: string }).id);
  }

  /** Limits are per address and every test visitor is 127.0.0.1: what a test opened goes again. */
  async function removeConversation(request: APIRequestContext, id: string | undefined) {
    if (!id) return;
    const removed = await request.delete(`${supabaseUrl}/rest/v1/chat_conversations?id=eq.${id}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(removed.status(), await removed.text()).toBe(204);
  }

  /** Each element above the chat box, and the box, as where it stands on the page (tag, top, left, in the document). */
  const positionsAbove = (page: Page) =>
    page.evaluate(() => {
      const box = document.getElementById('live-chat')!;
      // Fixed to the window or visually hidden (the form's trap for robots), an element moves with every
      // scroll, and the page scrolls to the box: only what a visitor sees counts.
      const fixed = (element: Element | null): boolean =>
        element !== null && element.id !== 'main' && (getComputedStyle(element).position === 'fixed' || fixed(element.parentElement));
      return [...document.querySelectorAll('#main *')]
        .filter(
          (element) =>
            element === box || (!element.contains(box) && box.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING),
        )
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 1 && rect.height > 1 && !fixed(element);
        })
        .map((element) => {
          const rect = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(rect.top + window.scrollY)} ${Math.round(rect.left + window.scrollX)}`;
        });
    });

  /** Who each line of a mailed transcript is labelled as ("2026-12-07 21:40 UTC, You:"). */
  const labels = (text: string) => [...text.matchAll(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC, (.+):$/gm)].map((line) => line[1]);

  const mailsTo = async (request: APIRequestContext, address: string, after: number) =>
    (await mails(request))
      .slice(after)
      .filter((mail) => mail.to.some((to) => to.address === address))
      .map((mail) => mail.subject);

  test('a visitor who names themselves "Meridian" gets the transcript only through a link mailed first, and it labels their lines "You"', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const tag = randomUUID().slice(0, 8);
    const lure = `Your account is locked, verify at https://evil.example/${tag}`;
    const to = freshAddress('chat-transcript');
    const context = await browser.newContext();
    const findings: string[] = [];
    let id: string | undefined;
    try {
      const visitor = await context.newPage();
      id = await startChat(visitor, 'Meridian', lure);
      const before = (await mails(request)).length;
      await visitor.getByRole('textbox', { name: 'E-mail me the transcript' }).fill(to);
      await visitor.getByRole('button', { name: 'Send transcript' }).click();
      await expect(
        visitor.getByRole('status').filter({ hasText: `We sent a link to ${to}. Open it within an hour and the transcript will follow.` }),
      ).toBeVisible();
      findings.push(...(await axeViolations(visitor, { label: 'transcript link asked for (en, light)', include: '#main' })));

      // The address gets a link and nothing of the conversation: not the visitor's words, not their chosen name.
      const confirmation = await waitForMail(request, to, confirmSubject, before);
      expect(confirmation.text).not.toContain(tag);
      expect(confirmation.text).not.toContain('evil.example');
      expect(confirmation.text).not.toMatch(/Meridian:/);
      expect(await mailsTo(request, to, before)).toEqual(['Confirm where to send your live chat transcript']);
      const link = /(\S+\/contact#transcript=[0-9a-f-]{36}\.[0-9a-f]{64})\b/.exec(confirmation.text)?.[1];
      expect(link, confirmation.text).toBeDefined();

      // Opened from the mail (a new tab: it holds nothing of the conversation).
      const reader = await context.newPage();
      // Where everything above the chat box (and the box) stands on the contact page without a link, to compare
      // (another address than the link's, so that opening the link loads the page again).
      await reader.goto('/contact?lang=en');
      await expect(reader.locator('#live-chat').getByRole('button', { name: 'Start Chat' })).toBeVisible();
      const unmoved = await positionsAbove(reader);
      expect(unmoved.length).toBeGreaterThan(10);
      await reader.goto(link!);
      const outcome = reader.locator('#live-chat').getByRole('status');
      await expect(outcome).toHaveText(
        'Your chat transcript is on its way. It should reach your inbox within a few minutes; if it does not, look in your spam folder.',
      );
      // Nothing above the box moved (the outcome shows inside it).
      expect(await positionsAbove(reader)).toEqual(unmoved);
      // The token left the address: a reload sends nothing again.
      expect(new URL(reader.url()).hash).toBe('');
      findings.push(...(await axeViolations(reader, { label: 'transcript link opened (en, light)', include: '#main' })));

      const transcript = await waitForMail(request, to, transcriptSubject, before);
      expect(transcript.text).toContain(`You:\n${lure}`);
      expect(labels(transcript.text)).toEqual(['You']);
      expect(transcript.text).not.toMatch(/UTC, Meridian:/);

      // The link again, in the other languages: sent already, said so (and nothing more is mailed).
      for (const [language, theme, said] of [
        ['id', 'dark', 'Transkrip ini sudah dikirim. Cari di kotak masuk Anda, dan juga di folder spam.'],
        ['ms', 'light', 'Transkrip ini telah pun dihantar. Cari dalam peti masuk anda, dan juga dalam folder spam.'],
      ] as const) {
        await reader.emulateMedia({ colorScheme: theme });
        await reader.goto(`/contact?lang=${language}${new URL(link!).hash}`);
        await expect(reader.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(reader.locator('#live-chat').getByRole('status')).toHaveText(said);
        findings.push(...(await axeViolations(reader, { label: `transcript link used again (${language}, ${theme})`, include: '#main' })));
      }
      expect(await mailsTo(request, to, before)).toHaveLength(2);
      expect(findings).toEqual([]);
    } finally {
      await context.close();
      await removeConversation(request, id);
    }
  });

  test("a signed-in client's messages are the visitor's on the staff side, and their transcript goes at once to their own address", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = randomUUID().slice(0, 8);
    const name = `Client ${tag}`;
    const first = `Is the VPN renewal on track? ${tag}`;
    const second = `And the firewall audit? ${tag}`;
    const client = await createAccount(request, { label: 'live-chat-client' });
    const clientContext = await browser.newContext();
    const staffContext = await browser.newContext();
    let id: string | undefined;
    try {
      const page = await clientContext.newPage();
      await signIn(page, client.email, { password: client.password });
      await expect(page).toHaveURL('/dashboard');
      id = await startChat(page, name, first);
      const reply = page.getByRole('textbox', { name: 'Your message' });
      await reply.fill(second);
      await reply.press('Enter');
      await expect(page.getByRole('list', { name: 'Chat transcript' })).toContainText(second);

      // Staff, past the second factor, read both lines as the visitor's, none as their own.
      const staff = await staffContext.newPage();
      const codesBefore = (await mails(request)).length;
      await signIn(staff, staffEmail);
      await enterStaffCode(staff, request, staffEmail, codesBefore);
      await staff.goto('/staff/chat');
      await staff
        .getByRole('navigation', { name: 'Live chats' })
        .getByRole('button', { name: new RegExp(name) })
        .click();
      const thread = staff.getByRole('region', { name: `Chat with ${name}` }).getByRole('list', { name: `Messages with ${name}` });
      for (const message of [first, second])
        await expect(thread.getByRole('listitem').filter({ hasText: message })).toContainText(`${name} · `);
      await expect(thread.getByRole('listitem').filter({ hasText: /^Meridian · / })).toHaveCount(0);

      // The client's own page says the same: their lines are "You".
      const lines = page.getByRole('list', { name: 'Chat transcript' }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      for (const line of await lines.all()) await expect(line).toContainText(/^You · /);

      // Their own confirmed address: the transcript goes at once, with no link first.
      const before = (await mails(request)).length;
      await page.getByRole('textbox', { name: 'E-mail me the transcript' }).fill(client.email);
      await page.getByRole('button', { name: 'Send transcript' }).click();
      await expect(page.getByRole('status').filter({ hasText: `The transcript is on its way to ${client.email}.` })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'E-mail me the transcript' })).toHaveCount(0);
      const transcript = await waitForMail(request, client.email, transcriptSubject, before);
      expect(labels(transcript.text)).toEqual(['You', 'You']);
      expect(await mailsTo(request, client.email, before)).toEqual(['Your live chat with Meridian']);
    } finally {
      await clientContext.close();
      await staffContext.close();
      await removeConversation(request, id);
    }
  });
});
