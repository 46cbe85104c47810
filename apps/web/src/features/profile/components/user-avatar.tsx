import { useState } from 'react';

/** The profile picture, or the initials when there is none or it fails to load. */
export function UserAvatar({ src, name, size = 96 }: { src?: string | null; name: string; size?: number }) {
  const [broken, setBroken] = useState<string | null>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt={`Photo de profil de ${name}`}
        width={size}
        height={size}
        className="rounded-circle object-fit-cover border"
        onError={() => setBroken(src)}
      />
    );
  }
  return (
    <span
      className="rounded-circle bg-primary text-white d-inline-flex align-items-center justify-content-center fw-bold"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      role="img"
      aria-label={`Initiales de ${name}`}
    >
      {initials}
    </span>
  );
}
