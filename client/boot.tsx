import { hydrateRoot } from 'react-dom/client';
import type { Dictionary } from '../shared/i18n.ts';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type PagePayload } from '../shared/types/page.ts';
import { ClientApp } from './client-app.tsx';
import { registerDictionary } from './dictionary-parts.ts';
import { loadDictionary } from './load-dictionary.ts';
import { loadPage } from './pages/registry.ts';
import { reportClientError } from './report-client-error.ts';
import { applyFlagParams } from './state/feature-flags.tsx';
import { startAuth } from './state/auth-store.ts';

async function hydrate(): Promise<void> {
  applyFlagParams(location.search);
  const payload = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)!.textContent!) as PagePayload;
  // Both modules are modulepreloaded by the document head, so this waits on no request. The
  // dictionary is registered first: a page that needs a deferred part loads it into this object.
  const dictionary = await loadDictionary(payload.config.language);
  registerDictionary(payload.config.language, dictionary);
  const pageModule = await loadPage(payload.page);
  hydrateRoot(
    document.getElementById(ROOT_ELEMENT_ID)!,
    <ClientApp initial={payload} InitialPage={pageModule.default} dictionary={dictionary as Dictionary} />,
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
