import { useState } from 'react';
import { apiUrl } from '../api/client';
import './member-photo.css';

/** The photo's address, or null when the member has none ('?…' on the wire means "no photo"). */
export function photoSrc(imagen: string | null | undefined): string | null {
  if (!imagen || imagen.startsWith('?')) return null;
  if (/^(https?:|data:|blob:|\/)/.test(imagen)) return imagen;
  return apiUrl(imagen);
}

/** 'María José Pérez Soto' → 'MP': first given name and first surname. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 2 ? words[words.length - 2]?.[0] : words[1]?.[0];
  return (first + (last ?? '')).toUpperCase();
}

interface MemberPhotoProps {
  imagen: string | null | undefined;
  name: string;
  size?: number;
}

/** The member's photo, or an initials avatar when there is none or it fails to load. */
export function MemberPhoto({ imagen, name, size = 96 }: MemberPhotoProps) {
  const src = photoSrc(imagen);
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (src && failed !== src) {
    return (
      <img
        className="member-photo"
        style={style}
        src={src}
        alt={`Foto de ${name}`}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      className="member-photo member-photo--initials"
      style={{ ...style, fontSize: Math.round(size * 0.38) }}
      role="img"
      aria-label={`${name} (sin foto)`}
    >
      {initials(name)}
    </span>
  );
}
