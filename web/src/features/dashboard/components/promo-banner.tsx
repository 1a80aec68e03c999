import { external } from '../../../app/paths';

/** The official store's banner, drawn in CSS and SVG so the dashboard never waits for an image. */
export function PromoBanner() {
  return (
    <aside className="dash-promo" aria-labelledby="dash-promo-title">
      <svg className="dash-promo__art" viewBox="0 0 120 80" aria-hidden="true">
        <rect x="8" y="14" width="92" height="58" rx="8" fill="#fff" transform="rotate(-8 54 43)" />
        <rect x="16" y="8" width="92" height="58" rx="8" fill="#2a2a2a" stroke="#fff" strokeWidth="2" />
        <circle cx="38" cy="34" r="11" fill="#fff" />
        <rect x="56" y="26" width="40" height="6" rx="3" fill="#fff" />
        <rect x="56" y="38" width="28" height="5" rx="2.5" fill="#bfbfbf" />
        <rect x="24" y="52" width="72" height="4" rx="2" fill="#bfbfbf" />
      </svg>
      <div className="dash-promo__text">
        <h2 id="dash-promo-title">Tienda oficial</h2>
        <p>Lleva tu credencial física y la camiseta oficial del club. Cada compra apoya al club.</p>
      </div>
      <a className="dash-promo__cta" href={external.shop} target="_blank" rel="noreferrer">
        Ir a la tienda<span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </aside>
  );
}
