import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { Language } from '../../shared/languages.ts';
import type { ProductGroupNode } from '../../shared/types/catalogue.ts';
import { useApi } from './use-api.ts';

/** core 4: resource stores go UNSET → PENDING → DONE or FAILED. */
export type ResourceStatus = 'UNSET' | 'PENDING' | 'DONE' | 'FAILED';

const productGroupsUrl = (language: Language) => `/api/product-groups/?lang=${language}`;

interface ProductGroupsAnswer { productGroups: ProductGroupNode[] }

/** The core 4 state of a read: nothing asked yet, asking, answered, or failed (until asked again). */
function resourceStatus({ data, error, isValidating }: { data?: unknown; error?: unknown; isValidating: boolean }): ResourceStatus {
  if (data !== undefined) return 'DONE';
  if (isValidating) return 'PENDING';
  return error === undefined ? 'UNSET' : 'FAILED';
}

/**
 * The product-group tree of core 4 for the header's Products panel. It is not
 * asked for on mount, only by `load` (the first sign of interest, or the retry
 * button); `load` asks nothing while pending or done (core 4 "Already fetched").
 * The server and hydration see UNSET, so markup matches.
 */
export function useProductGroups(language: Language) {
  const answer = useApi<ProductGroupsAnswer>(productGroupsUrl(language), { immutable: true, revalidateOnMount: false });
  const status = resourceStatus(answer);
  return {
    status,
    groups: answer.data?.productGroups ?? null,
    load: () => { if (status === 'UNSET' || status === 'FAILED') void answer.mutate(); },
  };
}

/** Groups a page already carries (the menu page) become the tree's answer: DONE without a request of its own. */
export function useSeedProductGroups(language: Language, groups: ProductGroupNode[]): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void mutate<ProductGroupsAnswer>(productGroupsUrl(language), { productGroups: groups }, { revalidate: false });
  }, [mutate, language, groups]);
}
