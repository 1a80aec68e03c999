import type { ReactNode } from 'react';
import { LightEmpty } from '../../../components/light/light-empty';

export interface CardFact {
  label: string;
  value: ReactNode;
}

export interface HistoryCard {
  key: number;
  /** What it was ('Pago de cuotas', 'Nº de compra 101'): the card's heading. */
  title: string;
  amount: string;
  facts: CardFact[];
  status: ReactNode;
  /** The receipt link, or null when there is none to open. */
  action: ReactNode;
  paid: boolean;
}

/**
 * On phones each row of a history is a card: what, amount and status first, then the facts, then
 * the receipt — nothing hidden behind a sideways scroll. `headingLevel` follows the section's h2.
 */
export function HistoryCards({ cards, empty }: { cards: HistoryCard[]; empty: string }) {
  if (cards.length === 0) return <LightEmpty description={empty} />;
  return (
    <ul className="history-cards">
      {cards.map((card) => (
        <li key={card.key} className={`history-card${card.paid ? ' history-card--paid' : ''}`}>
          <div className="history-card__head">
            <h3 className="history-card__title">{card.title}</h3>
            <span className="history-card__amount">{card.amount}</span>
          </div>
          <div className="history-card__status">{card.status}</div>
          <dl className="history-card__facts">
            {card.facts.map((fact) => (
              <div key={fact.label} className="history-card__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {card.action && <div className="history-card__action">{card.action}</div>}
        </li>
      ))}
    </ul>
  );
}
