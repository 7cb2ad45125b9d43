import type { ReactNode } from 'react';

/** A titled section of a page: a region named by its h2, with the site's section spacing. */
export function PageSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="mt-12" aria-labelledby={id}>
      <h2 id={id} className="ui-heading-2 mb-6">
        {heading}
      </h2>
      {children}
    </section>
  );
}
