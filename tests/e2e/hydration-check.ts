import type { Page } from '@playwright/test';

/**
 * The attributes of the hydrated page that differ from what the browser's own render asks for: a
 * hydration mismatch that React's production build neither reports nor repairs.
 *
 * React 19 in production reports a hydration mismatch only when text differs (a recoverable
 * error, which the console check catches). An attribute that differs (a `class`, `href`, `id` or
 * `aria-*` computed otherwise on the server than in the browser) is reported by the development
 * build only ("This won't be patched up"), and hydration keeps the server's value: the DOM after
 * hydration still holds exactly what the server sent for it. So comparing the server's #root with
 * the DOM after hydration cannot see such a mismatch, both hold the server's value. What the
 * browser would have rendered is in React's own record of each hydrated element, the props it
 * committed (the `__reactProps$` key, the one `hydrated` in fixtures.ts reads), so each element's
 * attributes are compared with the attributes those props make, in both directions: a value that
 * differs, one the server added, one the server left out. A later render that changes a prop sets
 * the attribute again, so after hydration a correct page always agrees.
 *
 * Compared: the attributes named below, and every `aria-*` and `data-*`. Not compared: element
 * state React sets as properties (`value`, `checked`, `selected`, `muted`, `multiple`), `style`
 * (an object whose serialisation the browser normalises), event handlers, `action`/`formAction`
 * (a function action is a placeholder URL), SVG presentation attributes, the tabindex="-1" the
 * shell's RouteAnnouncer gives the page's heading after a client-side navigation (outside React, on
 * purpose), elements React did not render (inside `dangerouslySetInnerHTML`, such as an article's body, which has no props), and an
 * element whose props opt out with `suppressHydrationWarning`, as React does.
 */
export function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    /** The props whose attribute has another name. */
    const renamed: Record<string, string> = {
      className: 'class',
      htmlFor: 'for',
      tabIndex: 'tabindex',
      srcSet: 'srcset',
      autoComplete: 'autocomplete',
      inputMode: 'inputmode',
      enterKeyHint: 'enterkeyhint',
      hrefLang: 'hreflang',
      dateTime: 'datetime',
      colSpan: 'colspan',
      rowSpan: 'rowspan',
      crossOrigin: 'crossorigin',
      referrerPolicy: 'referrerpolicy',
      fetchPriority: 'fetchpriority',
      readOnly: 'readonly',
      noValidate: 'novalidate',
      maxLength: 'maxlength',
      minLength: 'minlength',
      encType: 'enctype',
    };
    const plain = [
      'id',
      'href',
      'src',
      'alt',
      'title',
      'role',
      'type',
      'name',
      'rel',
      'target',
      'lang',
      'dir',
      'placeholder',
      'method',
      'width',
      'height',
      'loading',
      'decoding',
      'sizes',
      'scope',
      'headers',
      'pattern',
      'min',
      'max',
      'step',
      'accept',
    ];
    /** Attributes present (as "") when true, absent when false. */
    const booleans = new Set(['disabled', 'hidden', 'required', 'readonly', 'open', 'novalidate']);
    const compared = new Set([...Object.values(renamed), ...plain, ...booleans]);
    const isCompared = (attribute: string) => compared.has(attribute) || /^(aria|data)-/.test(attribute);

    /** The attribute value React writes for a prop (React 19's setProp), null for none. */
    const written = (attribute: string, value: unknown): string | null => {
      if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') return null;
      if (/^(aria|data)-/.test(attribute)) return String(value);
      if (booleans.has(attribute)) return value ? '' : null;
      if (typeof value === 'boolean') return null;
      if ((attribute === 'href' || attribute === 'src') && value === '') return null;
      return String(value);
    };

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 3);
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.localName}${id}${classes.length ? `.${classes.join('.')}` : ''}>${text ? ` "${text}"` : ''}`;
    };

    const problems: string[] = [];
    const mainHeading = document.querySelector('#main h1') ?? document.getElementById('main');
    let checked = 0;
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      if (props.suppressHydrationWarning === true) continue;
      checked++;
      const expected = new Map<string, string | null>();
      for (const [prop, value] of Object.entries(props)) {
        const attribute = renamed[prop] ?? (plain.includes(prop) || booleans.has(prop) || /^(aria|data)-/.test(prop) ? prop : null);
        if (attribute) expected.set(attribute, written(attribute, value));
      }
      const attributes = new Set([...expected.keys(), ...element.getAttributeNames().filter(isCompared)]);
      for (const attribute of attributes) {
        const actual = element.getAttribute(attribute);
        const wanted = expected.get(attribute) ?? null;
        // After a client-side navigation (a signed-out visitor sent on to /login, say), the shell's
        // RouteAnnouncer makes the new page's heading focusable with a tabindex of its own.
        const announced = attribute === 'tabindex' && actual === '-1' && wanted === null && element === mainHeading;
        if (actual !== wanted && !announced)
          problems.push(
            `${describe(element)} ${attribute}: the page has ${actual === null ? 'none' : JSON.stringify(actual)}, the browser's render ${wanted === null ? 'none' : JSON.stringify(wanted)}`,
          );
      }
    }
    // A page React did not hydrate at all would pass with nothing compared.
    if (checked === 0) problems.push('no element of #root was hydrated');
    return problems.map((problem) => `${location.pathname}${location.search}: ${problem}`);
  });
}
