/**
 * Links into the messaging app (WhatsApp's public click-to-chat format). The phone constant is
 * written for people ("+62 21-5555-0123"); the link wants digits only.
 */
export function messagingDigits(phone: string): string {
  return phone.replace(/[\s-]/g, '').replace(/^\+/, '');
}

/** A `tel:` link for the same human-written constant ("+62 21-5555-0123" → "tel:+622155550123"). */
export function telHref(phone: string): string {
  return `tel:+${messagingDigits(phone)}`;
}

export function messagingChatUrl(phone: string, message?: string): string {
  const base = `https://wa.me/${messagingDigits(phone)}`;
  return message === undefined ? base : `${base}?text=${encodeURIComponent(message)}`;
}
