import { hydrateRoot } from 'react-dom/client';
import type { Dictionary } from '../shared/i18n.ts';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type PagePayload } from '../shared/types/page.ts';
import { ClientApp } from './client-app.tsx';
import { registerDictionary } from './dictionary-parts.ts';
import { loadDictionary } from './load-dictionary.ts';
import { loadPage } from './pages/registry.ts';
import { reportClientError } from './report-client-error.ts';
import { applyFlagParams } from './state/feature-flags.tsx';

async function hydrate(): Promise<void> {
  applyFlagParams(location.search);
  // A staff preview link makes this tab staff (decision 012); the module loads only for such links.
  if (/[?&]preview=/.test(location.search)) void import('./state/staff-access.ts').then((access) => access.rememberStaffToken());
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
}

/** Hydrates the server's page; a failure is logged and reported. */
export function start(): void {
  hydrate().catch((error) => {
    console.error('The page could not start', error);
    reportClientError(`hydrate ${location.pathname}: ${String(error)}`);
  });
}
