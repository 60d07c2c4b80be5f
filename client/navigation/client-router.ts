import type { ComponentType } from 'react';
import type { PagePayload } from '../../shared/types/page.ts';
import { loadPage } from '../pages/registry.ts';
import { reportClientError } from '../report-client-error.ts';
import { applyHead } from './apply-head.ts';
import { watchForNewBuild } from './build-check.ts';
import { guardedFullLoad } from './full-reload.ts';
import { replaceHistoryUrl } from './deferred-router.ts';
import { clientNavigableHref, isPlainClick } from './link-rules.ts';
import type { NavigationStatus } from './navigation-context.tsx';
import { arriveAtPage } from './page-arrival.ts';
import { NotAPageError, fetchPagePayload, type FetchedPage } from './page-data.ts';
import { PrefetchCache } from './prefetch.ts';
import { rememberScrollPositions, saveScrollPosition, scrollTargetFor } from './scroll-memory.ts';
import { applyScroll, savedScrollY, type ScrollTarget } from './scroll-position.ts';

export interface RouterCallbacks {
  buildId: string;
  language: string;
  onStatus(status: NavigationStatus): void;
  /** Render the new page; scroll is applied by the app once it has committed. */
  onPage(payload: PagePayload, Page: ComponentType<any>, scroll: ScrollTarget): void;
}

type Mode = 'push' | 'pop';

const pathAndQuery = (url: URL | Location) => url.pathname + url.search;
const anchorOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;

/**
 * Client navigation (issue 2 item 7): takes over in-shop link clicks and
 * back/forward, fetches the next page's payload from the worker, loads its
 * code-split module and hands both to React. Anything unexpected (another
 * language, a new build, a missing chunk, a non-page answer) becomes a full load.
 * It loads after hydration, through deferred-router.ts.
 */
export class ClientRouter {
  private prefetches = new PrefetchCache();
  private sequence = 0;
  private newBuild = false;
  private observer: IntersectionObserver | null = null;
  /** Path and query of the page on screen: a pop that keeps them only moved the hash. */
  private shownPath = pathAndQuery(window.location);

  constructor(private readonly callbacks: RouterCallbacks) {}

  start(): () => void {
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      const href = anchor && isPlainClick(event) ? clientNavigableHref(anchor, window.location) : null;
      if (!href) return;
      event.preventDefault();
      this.navigate(href);
    };
    const onPopState = () => {
      const y = savedScrollY();
      const scroll: ScrollTarget = y !== null ? { kind: 'position', y } : scrollTargetFor(window.location.href);
      if (pathAndQuery(window.location) === this.shownPath) applyScroll(scroll);
      else void this.go(window.location.href, 'pop', scroll);
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const href = anchor && clientNavigableHref(anchor, window.location);
      if (href) this.prefetches.prefetch(href);
    };
    const stopScrollMemory = rememberScrollPositions();
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    window.addEventListener('popstate', onPopState);
    const stopBuildWatch = watchForNewBuild(this.callbacks.buildId, () => { this.newBuild = true; });
    return () => {
      stopScrollMemory();
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener('popstate', onPopState);
      stopBuildWatch();
      this.observer?.disconnect();
    };
  }

  /** Navigates to an href (links, the error page redirect, the fatal screen); other origins load normally. */
  navigate = (href: string): void => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) window.location.assign(url.href);
    else void this.go(url.pathname + url.search + url.hash, 'push', scrollTargetFor(url.href));
  };

  /** The same page at another URL (a grid's query): history follows, nothing is fetched. */
  replaceUrl = (href: string, state?: Record<string, unknown>): void => {
    replaceHistoryUrl(href, state);
    this.shownPath = pathAndQuery(window.location);
  };

  /**
   * After React committed a page: a client navigation's arrival says the new
   * title and moves focus (unless a hash names the place to show); then the
   * page's links are watched. `navigatedTo` is null for the first page.
   */
  pageRendered(navigatedTo: ScrollTarget | null): void {
    if (navigatedTo) arriveAtPage(navigatedTo.kind !== 'hash');
    this.observeVisibleLinks();
  }

  /** Watches the content's links as they scroll into view, to prefetch their pages. */
  private observeVisibleLinks(): void {
    if (typeof IntersectionObserver === 'undefined') return;
    this.observer?.disconnect();
    this.observer = new IntersectionObserver((entries) => {
      for (const entry of entries.filter((candidate) => candidate.isIntersecting)) {
        const href = clientNavigableHref(entry.target as HTMLAnchorElement, window.location);
        if (href) this.prefetches.prefetch(href);
        this.observer?.unobserve(entry.target);
      }
    });
    // Links marked data-prefetch="intent" (product cards: dozens per screen) wait for hover or focus.
    document.querySelectorAll('main a[href]:not([data-prefetch="intent"])').forEach((anchor) => this.observer!.observe(anchor));
  }

  private async go(href: string, mode: Mode, scroll: ScrollTarget): Promise<void> {
    if (this.newBuild) return this.fullLoad(href);
    const sequence = ++this.sequence;
    const current = () => sequence === this.sequence; // a newer navigation wins
    if (mode === 'push') saveScrollPosition();
    this.callbacks.onStatus('loading');

    let fetched: FetchedPage;
    try {
      fetched = await (this.prefetches.take(href) ?? fetchPagePayload(href));
    } catch (error) {
      if (!current()) return;
      // After a pop the address bar already shows the new URL: only a full load keeps them in step.
      if (error instanceof NotAPageError || mode === 'pop') return this.fullLoad(href);
      return this.fail(href, error);
    }
    if (!current()) return;
    const { payload } = fetched;
    if (payload.config.language !== this.callbacks.language || payload.config.appVersion !== this.callbacks.buildId) {
      return this.fullLoad(fetched.url);
    }
    // Its own CSP comes only with its document; such a load cannot loop, so no guard.
    if (payload.ownPolicy) return window.location.assign(fetched.url);
    let Page: ComponentType<any>;
    try {
      Page = (await loadPage(payload.page)).default;
    } catch {
      return this.fullLoad(fetched.url); // a chunk of an older build is gone (core 4)
    }
    if (!current()) return;

    const target = new URL(fetched.url, window.location.href);
    const finalHref = pathAndQuery(target) + (new URL(href, window.location.href).hash || target.hash);
    if (mode === 'push') history.pushState({ scrollY: 0 }, '', finalHref);
    else if (finalHref !== pathAndQuery(window.location) + window.location.hash) history.replaceState(history.state, '', finalHref);
    this.shownPath = pathAndQuery(target);
    applyHead(payload.head);
    this.callbacks.onPage(payload, Page, scroll);
    this.callbacks.onStatus('idle');
  }

  /** A guarded full page load; when the guard holds it back, the bar shows the failure. */
  private fullLoad(href: string): void {
    if (!guardedFullLoad(href)) this.fail(href, new Error('reload held back by the 10 s guard'));
  }

  private fail(href: string, error: unknown): void {
    this.callbacks.onStatus('error');
    const message = error instanceof Error ? error.message : String(error);
    console.error('Page load failed', href, message);
    reportClientError(`${href}: ${message}`);
  }
}
