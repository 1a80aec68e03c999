/** The club crest, drawn inline so the header never waits for an image. */
export function Logo({ size = 40, inverted = false }: { size?: number; inverted?: boolean }) {
  const fg = inverted ? '#141414' : '#ffffff';
  const bg = inverted ? '#ffffff' : '#141414';
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="Club Social y Deportivo Albo">
      <path d="M24 2 44 9v14c0 12-8.5 19.5-20 23C12.5 42.5 4 35 4 23V9z" fill={fg} />
      <path d="M24 6.5 40 12v11c0 9.6-6.6 15.8-16 18.9C14.6 38.8 8 32.6 8 23V12z" fill={bg} />
      <text
        x="24"
        y="30"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill={fg}
        fontFamily="system-ui, sans-serif"
      >
        CSA
      </text>
    </svg>
  );
}
