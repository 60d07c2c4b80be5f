import type { ComponentType } from 'react';
import type { PagePayload } from '../../shared/types/page.ts';
import { loadPage } from '../pages/registry.ts';
import { applyHead } from './apply-head.ts';
import { watchForNewBuild } from './build-check.ts';
import { guardedFullLoad } from './full-reload.ts';
import { clientNavigableHref, isPlainClick } from './link-rules.ts';
import type { NavigationStatus } from './navigation-context.tsx';
import { NotAPageError, fetchPagePayload, type FetchedPage } from './page-data.ts';
import { PrefetchCache } from './prefetch.ts';

export type ScrollTarget = { kind: 'top' } | { kind: 'position'; y: number } | { kind: 'hash'; id: string };

export interface RouterCallbacks {
  buildId: string;
  language: string;
  onStatus(status: NavigationStatus): void;
  /** Render the new page; scroll is applied by the app once it has committed. */
  onPage(payload: PagePayload, Page: ComponentType<any>, scroll: ScrollTarget): void;
}

type Mode = 'push' | 'replace' | 'pop';

/** Scroll positions are written to history once scrolling pauses, not on every frame. */
const SCROLL_SAVE_DEBOUNCE_MS = 150;

/**
 * Client navigation (issue 2 item 7): takes over in-shop link clicks and
 * back/forward, fetches the next page's payload from the worker, loads its
 * code-split module and hands both to React. Anything unexpected (another
 * language, a new build, a missing chunk, a non-page answer) becomes a full load.
 */
export class ClientRouter {
  private prefetches = new PrefetchCache();
  private sequence = 0;
  private newBuild = false;
  private observer: IntersectionObserver | null = null;

  constructor(private readonly callbacks: RouterCallbacks) {}

  start(): () => void {
    history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || !isPlainClick(event)) return;
      const href = clientNavigableHref(anchor, window.location);
      if (!href) return;
      event.preventDefault();
      void this.navigate(href);
    };
    const onPopState = (event: PopStateEvent) => {
      const y = (event.state as { scrollY?: number } | null)?.scrollY;
      void this.go(window.location.href, 'pop', typeof y === 'number' ? { kind: 'position', y } : { kind: 'top' });
    };
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const href = anchor && clientNavigableHref(anchor, window.location);
      if (href) this.prefetches.prefetch(href);
    };
    // Remember where the visitor is on this entry, so back and forward return there.
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, ''), SCROLL_SAVE_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    window.addEventListener('popstate', onPopState);
    const stopBuildWatch = watchForNewBuild(this.callbacks.buildId, () => { this.newBuild = true; });
    this.observeVisibleLinks();
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(scrollTimer);
      stopBuildWatch();
      this.observer?.disconnect();
    };
  }

  /** Navigates to an in-shop href (used by links, the error page redirect and the fatal screen). */
  navigate = (href: string): void => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const scroll: ScrollTarget = url.hash ? { kind: 'hash', id: decodeURIComponent(url.hash.slice(1)) } : { kind: 'top' };
    void this.go(url.pathname + url.search + url.hash, 'push', scroll);
  };

  /** Watches links as they scroll into view, to prefetch their pages. Call after each render. */
  observeVisibleLinks(): void {
    if (typeof IntersectionObserver === 'undefined') return;
    this.observer?.disconnect();
    this.observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const href = clientNavigableHref(entry.target as HTMLAnchorElement, window.location);
        if (href) this.prefetches.prefetch(href);
        this.observer?.unobserve(entry.target);
      }
    });
    document.querySelectorAll('main a[href]').forEach((anchor) => this.observer!.observe(anchor));
  }

  private async go(href: string, mode: Mode, scroll: ScrollTarget): Promise<void> {
    if (this.newBuild) {
      guardedFullLoad(href);
      return;
    }
    const sequence = ++this.sequence;
    if (mode === 'push') history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
    this.callbacks.onStatus('loading');
    let fetched: FetchedPage;
    try {
      fetched = await (this.prefetches.take(href) ?? fetchPagePayload(href));
    } catch (error) {
      if (sequence !== this.sequence) return;
      if (error instanceof NotAPageError) guardedFullLoad(href);
      else this.fail(href, error);
      return;
    }
    if (sequence !== this.sequence) return; // a newer navigation won
    const { payload } = fetched;
    if (payload.config.language !== this.callbacks.language || payload.config.appVersion !== this.callbacks.buildId) {
      guardedFullLoad(fetched.url);
      return;
    }
    let Page: ComponentType<any>;
    try {
      Page = (await loadPage(payload.page)).default;
    } catch {
      guardedFullLoad(fetched.url); // a chunk of an older build is gone: load the page afresh (core 4)
      return;
    }
    if (sequence !== this.sequence) return;
    const target = new URL(fetched.url, window.location.href);
    const hash = new URL(href, window.location.href).hash;
    const finalHref = target.pathname + target.search + (hash || target.hash);
    if (mode === 'push') history.pushState({ scrollY: 0 }, '', finalHref);
    if (mode === 'replace' || (mode === 'pop' && finalHref !== window.location.pathname + window.location.search + window.location.hash)) {
      history.replaceState({ scrollY: scroll.kind === 'position' ? scroll.y : 0 }, '', finalHref);
    }
    applyHead(payload.head);
    this.callbacks.onPage(payload, Page, scroll);
    this.callbacks.onStatus('idle');
  }

  private fail(href: string, error: unknown): void {
    this.callbacks.onStatus('error');
    const message = error instanceof Error ? error.message : String(error);
    console.error('Page load failed', href, message);
    void fetch(`/api/?err=${encodeURIComponent(`${href}: ${message}`.slice(0, 300))}`).catch(() => {});
  }
}
