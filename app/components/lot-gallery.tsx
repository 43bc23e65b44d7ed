import { useState, type KeyboardEvent } from 'react';
import { siteText } from '~/i18n/pt-BR';
import * as s from './lot-gallery.css';
import { LotImage } from './lot-image';

/** Main image plus thumbnails (5 per row); arrow keys move between thumbnails. */
export function LotGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index];

  /** Arrow keys move between the thumbnails (one tab stop for the row). */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + images.length) % images.length;
    setIndex(next);
    const button = event.currentTarget.parentElement?.querySelectorAll('button')[next];
    button?.focus();
  }

  return (
    <section className={s.gallery} aria-label={siteText.lot.gallery}>
      <div className={s.main}>
        <LotImage
          key={current}
          src={current}
          alt={images.length > 1 ? `${title} — ${siteText.lot.image(index + 1, images.length)}` : title}
          placeholder={current ? siteText.lot.imageUnavailable : siteText.card.noImage}
          eager
        />
      </div>
      {images.length > 1 && (
        <div className={s.thumbs} role="group" aria-label={siteText.lot.gallery}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={`${s.thumb} ${i === index ? s.thumbActive : ''}`}
              aria-label={siteText.lot.showImage(i + 1)}
              aria-pressed={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
              onKeyDown={onKeyDown}
            >
              <LotImage src={src} alt="" placeholder="" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
