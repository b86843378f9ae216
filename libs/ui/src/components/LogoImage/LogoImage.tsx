import { useState } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './LogoImage.css';

export const logoSizes = ['sm', 'md', 'lg'] as const;
export type LogoSize = (typeof logoSizes)[number];

const iconSizes: Record<LogoSize, number> = { sm: 20, md: 28, lg: 40 };

export type LogoImageProps = {
  /** URL of the logo; null, empty or failing to load shows the placeholder (docs/product.md, Limits). */
  src?: string | null;
  /** Accessible name, e.g. 'Logo da Padaria Pão Quente'. */
  alt: string;
  size?: LogoSize;
  className?: string;
};

/** A company logo with the placeholder logo when there is none or it fails to load. */
export function LogoImage({ src, alt, size = 'md', className }: LogoImageProps) {
  // Remembers which URL failed, so a new URL (e.g. a fresh preview) gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const classes = [styles.root, styles.size[size], className ?? ''];
  if (!showImage) {
    return (
      <span
        className={[...classes, styles.placeholder].join(' ')}
        role="img"
        aria-label={alt}
        data-logo-placeholder=""
      >
        <Icon name="building" size={iconSizes[size]} />
      </span>
    );
  }
  return (
    <span className={classes.join(' ')}>
      <img
        className={styles.image}
        src={src ?? undefined}
        alt={alt}
        onError={() => setFailed(src ?? null)}
      />
    </span>
  );
}
