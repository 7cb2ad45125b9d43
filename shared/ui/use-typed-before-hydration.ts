import { useLayoutEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Keeps what a visitor typed into (or chose in) a server-rendered controlled field before React
 * hydrated it. React leaves the element's value as the visitor left it when it hydrates, but the
 * state behind the field still holds what the server rendered: the page ignored the text (a search
 * did not filter) until the next keystroke, and the next render of the field put the state's value
 * back. Once mounted, a value in the element that differs from the state is handed to `apply`, as
 * that keystroke would have. A field the browser rendered itself holds the state's value, so
 * nothing happens.
 */
export function useTypedBeforeHydration(ref: RefObject<Field | null>, value: string, apply: (typed: string) => void): void {
  // Read at mount only: a later difference is React's own render of a new value, not the visitor.
  const mounted = useRef({ value, apply });
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== mounted.current.value) mounted.current.apply(typed);
  }, [ref]);
}
