const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** A team's badge: its thumbnail when the API has one, otherwise a drawn shield with its initials. */
export function TeamCrest({
  name,
  thumbnail,
  size = 40,
}: {
  name: string;
  thumbnail: string;
  size?: number;
}) {
  if (thumbnail) {
    return <img className="team-crest" src={thumbnail} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <svg className="team-crest" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <path d="M20 2 36 8v11c0 9.5-6.8 15.6-16 19C10.8 34.6 4 28.5 4 19V8z" fill="#141414" />
      <text x="20" y="24.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
