import { messagingChatUrl, messagingDigits, telHref } from './messaging';

describe('messaging links', () => {
  it('strips spaces, hyphens and the plus sign from the phone number', () => {
    expect(messagingDigits('+62 21-5098-7654')).toBe('622150987654');
  });

  it('links to the chat without text when there is no message', () => {
    expect(messagingChatUrl('+62 21-5098-7654')).toBe('https://wa.me/622150987654');
  });

  it('URL-encodes the message so that it round-trips exactly', () => {
    const message = 'Need help & a quote #42? Terima kasih — 50% off? 日本語 ✓';
    const url = new URL(messagingChatUrl('+62 21-5098-7654', message));
    expect(url.origin + url.pathname).toBe('https://wa.me/622150987654');
    expect(url.searchParams.get('text')).toBe(message);
    expect(url.search).toBe(`?text=${encodeURIComponent(message)}`);
  });
});

describe('telHref', () => {
  it('dials the digits of a human-written number', () => {
    expect(telHref('+62 21-5098-7654')).toBe('tel:+622150987654');
  });
});
