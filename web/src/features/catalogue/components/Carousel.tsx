import type { CatalogueCard } from '@streaming/contracts';
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';

import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { useSettled } from '../../../shared/hooks/use-settled';
import { TitleCard } from './TitleCard';

export type CarouselSize = 'large' | 'normal';

interface CarouselProps {
  title: string;
  items: readonly CatalogueCard[];
  /** Spec section 9: 4 cards per view for large carousels, 6 for normal ones (fewer on small screens). */
  size?: CarouselSize;
  showKind?: boolean;
  /**
   * The carousel at the top of the page: the posters of its first page are fetched at once. Those of a
   * carousel lower down are fetched when they come near the screen (the browser's lazy loading), so a
   * page of seven rows asks for the posters a phone shows first, not for two per row.
   */
  eager?: boolean;
}

function useCardsPerView(size: CarouselSize): number {
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 768px)');
  const small = useMediaQuery('(min-width: 480px)');
  if (size === 'large') return wide ? 4 : medium ? 3 : 2;
  return wide ? 6 : medium ? 4 : small ? 3 : 2;
}

/**
 * A horizontal row of cards shown a page at a time, with previous/next arrows and one dot per page.
 * Cards of the other pages are inert (out of the Tab order and hidden from screen readers); the arrow keys
 * turn pages while the focus is on the arrows or the dots. At either end the arrow is marked disabled but keeps
 * the focus (a disabled button would drop it).
 */
export function Carousel({ title, items, size = 'normal', showKind = false, eager = false }: CarouselProps) {
  const headingId = useId();
  const trackId = useId();
  const perView = useCardsPerView(size);
  const pages = Math.max(1, Math.ceil(items.length / perView));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const section = useRef<HTMLElement>(null);
  // Its neighbouring pages are drawn once the row is near the screen and the page is idle.
  const settled = useSettled(section);

  const go = (target: number) => setPage(Math.max(0, Math.min(pages - 1, target)));
  const onControlsKey = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: pages - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  };

  const trackStyle = { '--per-view': perView, transform: `translateX(-${current * 100}%)` } as CSSProperties;

  return (
    <section ref={section} className={`carousel carousel--${size}`} aria-roledescription="carrousel" aria-labelledby={headingId}>
      <div className="carousel__header">
        <h2 id={headingId} className="section__title carousel__title">
          {title}
        </h2>
        {pages > 1 && (
          <div className="carousel__arrows" onKeyDown={onControlsKey}>
            <button
              type="button"
              className="carousel__arrow"
              aria-label="Page précédente"
              aria-controls={trackId}
              aria-disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="carousel__arrow"
              aria-label="Page suivante"
              aria-controls={trackId}
              aria-disabled={current === pages - 1}
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>

      <div className="carousel__viewport">
        <ul id={trackId} className="carousel__track" style={trackStyle}>
          {items.map((item, index) => {
            const itemPage = Math.floor(index / perView);
            // Only the page shown and, once the row has settled (near the screen, page idle), its neighbours
            // hold cards (the next page is ready before it slides in); the other slides stay empty boxes that
            // keep the track's width, so a row of 20 titles costs the first screen one page of cards, their
            // DOM and their posters. The other pages' cards are inert: leaving them out changes nothing a
            // screen reader or the Tab key reaches.
            const near = itemPage === current || (settled && Math.abs(itemPage - current) <= 1);
            return (
              <li key={`${item.kind}-${item.id}`} className="carousel__slide" inert={itemPage !== current}>
                {near && <TitleCard card={item} showKind={showKind} eager={eager && index < perView} />}
              </li>
            );
          })}
        </ul>
      </div>

      {pages > 1 && (
        <>
          <div className="carousel__dots" role="group" aria-label={`Pages de ${title}`} onKeyDown={onControlsKey}>
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={`Page ${index + 1} sur ${pages}`}
                aria-current={index === current ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite">
            Page {current + 1} sur {pages}
          </p>
        </>
      )}
    </section>
  );
}

/** The shape of a carousel while its cards load. */
export function CarouselSkeleton({ title, size = 'normal' }: { title: string; size?: CarouselSize }) {
  const perView = useCardsPerView(size);
  return (
    <section className={`carousel carousel--${size}`} aria-label={title} aria-busy="true">
      <div className="carousel__header">
        <h2 className="section__title carousel__title">{title}</h2>
      </div>
      <div role="status" className="carousel__viewport">
        <span className="visually-hidden">Chargement...</span>
        <ul className="carousel__track" style={{ '--per-view': perView } as CSSProperties} aria-hidden="true">
          {Array.from({ length: perView }, (_, index) => (
            <li key={index} className="carousel__slide skeleton-card">
              <span className="skeleton-card__poster" />
              <span className="skeleton-card__line" />
              <span className="skeleton-card__line skeleton-card__line--short" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
