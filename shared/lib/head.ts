/** The element in `<head>` that `selector` finds, created (and appended) on first use. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/** `<meta name=...>` or, for Open Graph, `<meta property=...>`. */
export function headMeta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  return headElement(`meta[${attribute}="${key}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  });
}

/** `<link rel=...>`, or the alternate of one language when `hreflang` is given. */
export function headLink(rel: string, hreflang?: string): HTMLLinkElement {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  return headElement(selector, () => {
    const element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    return element;
  });
}
