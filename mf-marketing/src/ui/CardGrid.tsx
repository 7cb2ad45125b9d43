import type { Card } from '../content/types';

/** A grid of titled cards (info pages, careers, about). */
export function CardGrid({ cards, columns = 'mk:sm:grid-cols-2' }: { cards: readonly Card[]; columns?: string }) {
  return (
    <ul className={`mk:grid mk:gap-6 ${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="ui-card">
          <h3 className="mk:text-lg mk:font-semibold">{card.title}</h3>
          <p className="mk:mt-2 mk:text-sm mk:text-muted">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
