import { useState } from 'react';
import { apiUrl } from '../api/client';
import { initials } from '../domain/names';
import { hasPhoto } from '../domain/photo';
import './member-photo.css';

/** The photo's address, or null when the member has none (domain/photo.ts). */
export function photoSrc(imagen: string | null | undefined): string | null {
  if (!hasPhoto(imagen)) return null;
  if (/^(https?:|data:|blob:|\/)/.test(imagen)) return imagen;
  return apiUrl(imagen);
}

const initialsStyle = (size: number) => ({ width: size, height: size, fontSize: Math.round(size * 0.38) });

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
      style={initialsStyle(size)}
      role="img"
      aria-label={`${name} (sin foto)`}
    >
      {initials(name)}
    </span>
  );
}

/** The photo's place in a pre-rendered frame: the disc, the same size as the screen's MemberPhoto. */
export function FramePhoto({ size = 96 }: { size?: number }) {
  return (
    <span className="member-photo member-photo--initials" style={initialsStyle(size)} aria-hidden="true" />
  );
}
