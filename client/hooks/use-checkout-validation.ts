import { useEffect, useRef } from 'react';
import { hasItems } from '../../shared/checkout/cart-display.ts';
import { toCheckoutRequest, type CheckoutState, type RequestContext } from '../../shared/checkout/checkout-state.ts';
import { createValidationScheduler, type ValidationScheduler } from '../../shared/checkout/validation-scheduler.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { checkoutStore, newValidateHash } from '../state/checkout-store.ts';
import { isAuthLoading, withCustomerId } from '../state/checkout-customer.ts';
import { runValidation, type ValidationDeps } from '../state/run-validation.ts';
import { showToast } from '../state/toasts.ts';
import { useSite } from '../site-context.tsx';
import { useCheckout } from './use-checkout.ts';

/** What would be sent, without the hash: the loop validates again whenever this changes. */
function requestKey(state: CheckoutState, context: RequestContext): string {
  return hasItems(state) ? JSON.stringify(toCheckoutRequest({ ...state, validateHash: '' }, context)) : '';
}

const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * The client validation loop (core 4, core 7, core 9) for as long as the
 * component is mounted: the cart as it is when the page opens, then every
 * change after a 2,000 ms pause; answers update the stored checkout state,
 * the server's errors show as toasts one by one (core 8), failures retry
 * after 5 s and READ_ONLY_ORDER goes to the Klarna confirm page.
 */
export function useCheckoutValidation(pageName: NonNullable<RequestContext['pageName']>): CheckoutState {
  const { config, href } = useSite();
  const { navigate } = useNavigation();
  const state = useCheckout();
  const context: RequestContext = { countryCode: config.deliveryCountryCode, languageCode: config.language, currencyCode: config.currencyCode, pageName };
  const key = requestKey(state, context);
  // The request the last applied answer was about: the answer's own changes (confirmed codes, the method the server chose) need no new round.
  const validatedKey = useRef('');
  const opened = useRef(false);
  const scheduler = useRef<ValidationScheduler | null>(null);
  const deps = useRef<ValidationDeps | null>(null);
  deps.current = {
    store: checkoutStore,
    context,
    newHash: newValidateHash,
    send: (input, init) => fetch(input, init),
    showError: (text) => {
      console.warn('checkout:', text);
      showToast(text, 'error');
    },
    goTo: navigate,
    klarnaConfirmHref: href('checkoutKlarnaConfirm'),
    onApplied: (applied, codesDropped) => {
      // A refused code leaves the answer's reason and payment flags about a cart that no longer
      // holds it: the cart without the code is checked again (core 4: only confirmed codes stay).
      validatedKey.current = codesDropped ? '' : requestKey(applied, context);
    },
  };

  useEffect(() => {
    const created = createValidationScheduler({
      timers: browserTimers,
      isAuthLoading,
      warn: (message) => console.warn(message),
      // The customer is known once the wait is over: its id goes with the request (core 6, core 7).
      run: () => runValidation({ ...deps.current!, context: withCustomerId(deps.current!.context) }),
    });
    scheduler.current = created;
    return () => {
      created.dispose();
      scheduler.current = null;
    };
  }, []);

  useEffect(() => {
    if (!key || key === validatedKey.current) return;
    // Nothing to wait for when the page has just opened: the debounce gathers a shopper's quick changes.
    scheduler.current?.request({ immediate: !opened.current });
    opened.current = true;
  }, [key]);

  return state;
}
