import { useEffect, useRef } from 'react';
import type { RequestContext } from '../../../shared/checkout/checkout-state.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { waitForAuth } from '../../state/auth-store.ts';
import { checkoutStore, newValidateHash } from '../../state/checkout-store.ts';
import { withCustomerId } from '../../state/checkout-customer.ts';
import { runValidation } from '../../state/run-validation.ts';
import { showToast } from '../../state/toasts.ts';
import { useSite } from '../../site-context.tsx';

/** What the payment page's form decides about delivery (decision 018). */
interface PaymentAddress {
  /** The address form's country: the cart is priced and its methods offered for it. */
  countryCode: string;
  /** The delivery method and postal code as the state holds them: choosing either prices the cart again. */
  choice: string;
}

/**
 * The payment page changes no cart row, so it validates once when it opens
 * (the answer cached in the state may be old: prices, stock and the payment
 * methods are the server's of now), and again when the customs and tax
 * acknowledgement changes (cat 5: the engine's reason depends on it), or the
 * address's country, postal code or delivery method does.
 */
export function usePaymentValidation(active: boolean, customsAcknowledged: boolean | undefined, address: PaymentAddress): void {
  const { config, href } = useSite();
  const { navigate } = useNavigation();
  const latest = useRef({ navigate, href });
  latest.current = { navigate, href };

  useEffect(() => {
    if (!active) return;
    const context: RequestContext = {
      countryCode: address.countryCode,
      languageCode: config.language,
      currencyCode: config.currencyCode,
      pageName: 'checkout',
      ...(customsAcknowledged !== undefined ? { customsAcknowledged } : {}),
    };
    // core 7: the validation waits for auth (at most 5 s) and sends the customer's id when logged in.
    void waitForAuth().then(() => runValidation({
      store: checkoutStore,
      context: withCustomerId(context),
      newHash: newValidateHash,
      send: (input, init) => fetch(input, init),
      showError: (text) => showToast(text, 'error'),
      goTo: (target) => latest.current.navigate(target),
      klarnaConfirmHref: latest.current.href('checkoutKlarnaConfirm'),
    }));
    // The state is read at the start of the run from the store itself; only these inputs start a new one.
  }, [active, customsAcknowledged, address.countryCode, address.choice, config.language, config.currencyCode]);
}
