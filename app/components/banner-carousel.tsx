import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { siteText } from '~/i18n/pt-BR';
import type { Banner } from '~/schemas/lot';
import { Button } from '~/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '~/ui/icons';
import * as s from './banner-carousel.css';

export const BANNER_ROTATION_MS = 5000;

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!banner.image_url || failed) return null; // the slide's red gradient shows through
  return (
    <img
      src={banner.image_url}
      alt=""
      className={s.image}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={1600}
      height={560}
      onError={() => setFailed(true)}
    />
  );
}

/** Home banners: every 5 s, paused while hovered or focused; previous/next only with more than one. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      className={s.carousel}
      aria-roledescription="carousel"
      aria-label={siteText.banner.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPaused(false)}
      data-paused={paused || undefined}
    >
      {banners.map((banner, i) => (
        <div
          key={banner.id}
          className={`${s.slide} ${i === index ? s.slideActive : ''}`}
          role="group"
          aria-roledescription="slide"
          aria-label={siteText.banner.slide(i + 1, count)}
          aria-hidden={i !== index}
        >
          <BannerImage banner={banner} eager={i === 0} />
          <div className={s.overlay}>
            {banner.subtitle && <p className={s.subtitle}>{banner.subtitle}</p>}
            {banner.title && <h2 className={s.title}>{banner.title}</h2>}
            {banner.text && <p className={s.text}>{banner.text}</p>}
            <Link to={banner.link_url || '/lotes'} className={s.cta}>
              {banner.cta_label || siteText.banner.defaultCta}
            </Link>
          </div>
        </div>
      ))}
      {count > 1 && (
        <>
          <Button
            variant="light"
            size="icon"
            className={`${s.arrow} ${s.prev}`}
            aria-label={siteText.banner.previous}
            onPress={() => go(-1)}
          >
            <ChevronLeftIcon />
          </Button>
          <Button variant="light" size="icon" className={`${s.arrow} ${s.next}`} aria-label={siteText.banner.next} onPress={() => go(1)}>
            <ChevronRightIcon />
          </Button>
          <div className={s.dots} aria-hidden="true">
            {banners.map((banner, i) => (
              <span key={banner.id} className={`${s.dot} ${i === index ? s.dotActive : ''}`} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
