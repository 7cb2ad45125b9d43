import { Link } from '@meridian/shared/runtime/router';
import type { Portfolio } from '../../content/types';

/** The closing call to action, to the contact page. */
export function PortfolioCta({ cta }: { cta: Portfolio['cta'] }) {
  return (
    <section className="ui-card mk:mt-14 mk:flex mk:flex-col mk:items-start mk:gap-4" aria-labelledby="portfolio-cta">
      <h2 id="portfolio-cta" className="ui-heading-2">
        {cta.heading}
      </h2>
      <p className="mk:text-muted">{cta.text}</p>
      <Link to="/contact" className="ui-button ui-button-primary">
        {cta.button}
      </Link>
    </section>
  );
}
