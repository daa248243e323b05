"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import styles from "./PartnersCarousel.module.css";

interface Slide {
  id: string;
  /** The logo, rendered on the server (see StoredImage). */
  image: ReactNode;
  link: string | null;
  /** "2 of 9: the partner's name", for screen readers. */
  label: string;
}

/** The carousel's words, translated by the server (the home page). */
export interface CarouselWords {
  carousel: string;
  label: string;
  play: string;
  pause: string;
  previous: string;
  next: string;
  slide: string;
}

const AUTOPLAY_MS = 3000;

/**
 * Partner logos in a looping strip: one per view on phones, 5.5 on wide screens (spec §2).
 * It advances on its own unless paused, hovered, focused or the visitor prefers reduced motion;
 * previous/next buttons work by keyboard, and after the last logo it starts again.
 */
export function PartnersCarousel({ slides, words }: { slides: Slide[]; words: CarouselWords }) {
  const track = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Until the visitor presses Play or Pause, motion follows their system preference.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [interacting, setInteracting] = useState(false);

  const step = useCallback((direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl";
    const slideWidth = element.firstElementChild?.getBoundingClientRect().width ?? element.clientWidth;
    const position = Math.abs(element.scrollLeft);
    const atEnd = position + element.clientWidth >= element.scrollWidth - 2;
    const atStart = position <= 2;
    const sign = rtl ? -1 : 1;
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart)
      element.scrollTo({ left: sign * element.scrollWidth, behavior: "smooth" });
    else element.scrollBy({ left: sign * direction * slideWidth, behavior: "smooth" });
  }, []);

  useEffect(() => {
    if (paused || interacting) return;
    const timer = setInterval(() => step(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, interacting, step]);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={words.carousel}
      aria-label={words.label}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={() => setInteracting(false)}
    >
      <div className={styles.controls}>
        <button type="button" onClick={() => setPausedByVisitor(!paused)} aria-pressed={paused}>
          {paused ? words.play : words.pause}
        </button>
        <button type="button" onClick={() => step(-1)} aria-label={words.previous}>
          <span aria-hidden="true" className={styles.previous} />
        </button>
        <button type="button" onClick={() => step(1)} aria-label={words.next}>
          <span aria-hidden="true" className={styles.next} />
        </button>
      </div>
      {/* Focusable, so keyboard users can scroll it too (logos without a website are not links). */}
      <ul ref={track} className={styles.track} data-testid="partners-track" tabIndex={0}>
        {slides.map((slide) => (
          <li
            key={slide.id}
            className={styles.slide}
            aria-roledescription={words.slide}
            aria-label={slide.label}
          >
            {slide.link ? (
              <a href={slide.link} rel="noopener" target="_blank" tabIndex={-1}>
                {slide.image}
              </a>
            ) : (
              slide.image
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reducedMotionQuery);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}
