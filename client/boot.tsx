import { hydrateRoot } from 'react-dom/client';
import type { Dictionary } from '../shared/i18n.ts';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type PagePayload } from '../shared/types/page.ts';
import type { DictionaryPart } from '../shared/i18n-parts.ts';
import { ClientApp } from './client-app.tsx';
import { ensureDictionaryPart, loadDictionary, registerDictionary } from './dictionary-parts.ts';
import type { PageModule } from './pages/registry.ts';
import { reportClientError } from './report-client-error.ts';
import { applyFlagParams } from './state/feature-flags.tsx';
import { startAuth } from './state/auth-store.ts';

async function hydrate(): Promise<void> {
  applyFlagParams(location.search);
  const payload = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)!.textContent!) as PagePayload;
  const root = document.getElementById(ROOT_ELEMENT_ID)!;
  // The document names the page's chunk and parts, and the dictionary's chunks (worker/render/document.ts):
  // the page registry loads later, with the client router (client/navigation/deferred-router.ts).
  const { pageModule, pageParts, dictionary: dictionaryUrl, dictionaryParts } = root.dataset;
  // Every module is modulepreloaded by the document head, so this waits on no request. The
  // dictionary is registered first: the page's deferred parts load into this object.
  const dictionary = await loadDictionary(dictionaryUrl ?? '');
  registerDictionary(dictionary, dictionaryParts ?? '');
  if (!pageModule) throw new Error(`No page module for ${payload.page}`);
  const parts = (pageParts ?? '').split(' ').filter(Boolean) as DictionaryPart[];
  const [page] = await Promise.all([import(pageModule) as Promise<PageModule>, ...parts.map(ensureDictionaryPart)]);
  hydrateRoot(
    root,
    <ClientApp initial={payload} InitialPage={page.default} dictionary={dictionary as Dictionary} />,
    {
      onRecoverableError(error) {
        console.error('Hydration', error);
      },
    },
  );
  // After hydrating: the first render matched the server's "loading, nobody" (core 4).
  startAuth();
}

/** Hydrates the server's page; a failure is logged and reported. */
export function start(): void {
  hydrate().catch((error) => {
    console.error('The page could not start', error);
    reportClientError(`hydrate ${location.pathname}: ${String(error)}`);
  });
}
