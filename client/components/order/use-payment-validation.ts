import { useEffect, useRef } from 'react';
import type { RequestContext } from '../../../shared/checkout/checkout-state.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { checkoutStore, newValidateHash } from '../../state/checkout-store.ts';
import { runValidation } from '../../state/run-validation.ts';
import { showToast } from '../../state/toasts.ts';
import { useSite } from '../../site-context.tsx';

/**
 * The payment page changes no cart row, so it validates once when it opens
 * (the answer cached in the state may be old: prices, stock and the payment
 * methods are the server's of now), and again when the customs and tax
 * acknowledgement changes (cat 5: the engine's reason depends on it).
 */
export function usePaymentValidation(active: boolean, customsAcknowledged: boolean | undefined): void {
  const { config, href } = useSite();
  const { navigate } = useNavigation();
  const latest = useRef({ navigate, href });
  latest.current = { navigate, href };

  useEffect(() => {
    if (!active) return;
    const context: RequestContext = {
      countryCode: config.deliveryCountryCode,
      languageCode: config.language,
      pageName: 'checkout',
      ...(customsAcknowledged !== undefined ? { customsAcknowledged } : {}),
    };
    void runValidation({
      store: checkoutStore,
      context,
      newHash: newValidateHash,
      send: (input, init) => fetch(input, init),
      showError: (text) => showToast(text, 'error'),
      goTo: (target) => latest.current.navigate(target),
      klarnaConfirmHref: latest.current.href('checkoutKlarnaConfirm'),
    });
    // The state is read at the start of the run from the store itself; only these inputs start a new one.
  }, [active, customsAcknowledged, config.deliveryCountryCode, config.language]);
}
