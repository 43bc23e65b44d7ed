import { useEffect, useRef, useState } from 'react';
import { ImageIcon } from '~/ui/icons';
import * as s from './lot-image.css';

/**
 * A lot image that falls back to a placeholder when the URL is missing or fails to load
 * (also when it failed before hydration).
 */
export function LotImage({
  src,
  alt,
  placeholder,
  eager = false,
  className,
}: {
  src: string | undefined;
  alt: string;
  placeholder: string;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (!src || failed) {
    return (
      <div className={`${s.placeholder} ${className ?? ''}`} role="img" aria-label={placeholder}>
        <ImageIcon size={36} />
        <span>{placeholder}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      className={`${s.image} ${className ?? ''}`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={1200}
      height={900}
      onError={() => setFailed(true)}
    />
  );
}
