import { external } from '../app/paths';

const social = [
  { label: 'Instagram', href: 'https://instagram.com/' },
  { label: 'Facebook', href: 'https://facebook.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://youtube.com/' },
];

export function AppFooter() {
  return (
    <footer className="app-footer">
      <div>
        <strong>Club Social y Deportivo Albo</strong>
        <address>Av. Marathon 5300, Macul, Región Metropolitana, Chile</address>
        <a href={external.contactEmail}>{external.contactEmailText}</a>
      </div>
      <ul aria-label="Redes sociales">
        {social.map((s) => (
          <li key={s.label}>
            <a href={s.href} target="_blank" rel="noreferrer">
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
