import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Decorative avatars (next to a visible name) are hidden from assistive technology. */
  decorative?: boolean;
};

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/**
 * A person's picture, or their initials ('Ana Souza' → 'AS') when there is none or it fails to
 * load. Named for screen readers, or hidden with `decorative` where the name is written beside it
 * (the top bar).
 */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  // A picture that fails to load falls back to the initials.
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={[styles.root, styles.size[size]].join(' ')}
      aria-hidden={decorative || undefined}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
    >
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
