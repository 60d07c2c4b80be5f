import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { ConsentChoice } from '../../../shared/tag-manager.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { useSite } from '../../site-context.tsx';
import { loadTagManager, readConsent, saveConsent } from './tag-manager-loader.ts';

/** Keeps the page's end and focused controls clear of the fixed banner (client/styles/consent.css). */
function useBannerHeight(banner: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    const element = banner.current;
    if (!shown || !element) return;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-height');
    };
  }, [banner, shown]);
}

/**
 * The analytics consent (decision 037): a banner until the visitor chooses,
 * then "Cookie settings" in the footer to choose again. Google Tag Manager
 * loads only after "Accept"; nothing loads before or without it. Its texts
 * are a dictionary part of their own, loaded with this chunk.
 */
export default function ConsentBanner({ containerId }: { containerId: string }) {
  const { t } = useSite();
  const [textsReady, setTextsReady] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const [open, setOpen] = useState(choice === null);
  const [reopened, setReopened] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const footer = typeof document === 'undefined' ? null : document.querySelector('footer');

  useEffect(() => {
    ensureDictionaryPart('consent').then(() => setTextsReady(true), (error: unknown) => console.error('The consent texts could not be loaded', error));
  }, []);
  useEffect(() => {
    if (choice === 'granted') loadTagManager(containerId);
  }, [choice, containerId]);
  // Opened from the footer: focus goes to the banner, so a keyboard user is where the choice is.
  useEffect(() => {
    if (open && reopened) banner.current?.focus();
  }, [open, reopened]);
  useBannerHeight(banner, open && textsReady);

  const decide = (next: ConsentChoice) => {
    saveConsent(next);
    setOpen(false);
    // A tag manager once loaded cannot be unloaded: withdrawing consent starts the page afresh without it.
    if (choice === 'granted' && next === 'denied') window.location.reload();
    setChoice(next);
    if (reopened) settingsButton.current?.focus();
  };

  if (!textsReady) return null;
  return (
    <>
      {open && (
        <section ref={banner} className="consent" aria-labelledby={titleId} tabIndex={-1}>
          <h2 id={titleId} className="consent__title">{t('consent.title')}</h2>
          <p className="consent__text">{t('consent.text')}</p>
          <div className="consent__actions">
            <button type="button" className="button button--primary" onClick={() => decide('granted')}>{t('consent.accept')}</button>
            <button type="button" className="button button--secondary" onClick={() => decide('denied')}>{t('consent.decline')}</button>
          </div>
        </section>
      )}
      {footer && createPortal(
        <p className="footer__consent">
          <button ref={settingsButton} type="button" className="footer__consent-button" aria-expanded={open}
            onClick={() => { setReopened(true); setOpen(true); }}>{t('consent.settings')}</button>
        </p>,
        footer,
      )}
    </>
  );
}
