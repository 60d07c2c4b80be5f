import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasItems } from '../../shared/checkout/cart-display.ts';
import { checkoutFormFieldError, validateCheckoutForm } from '../../shared/checkout/checkout-form-schema.ts';
import { setPostcode } from '../../shared/checkout/checkout-options.ts';
import { currencyOf } from '../../shared/money.ts';
import type { PaymentMethodId } from '../../shared/types/order.ts';
import type { CheckoutPaymentPageProps } from '../../shared/types/order-pages.ts';
import { CartSummary } from '../components/order/cart-summary.tsx';
import { DeliveryMethodList } from '../components/cart/delivery-method-list.tsx';
import { CheckoutFormFields } from '../components/order/checkout-form-fields.tsx';
import { CountryField } from '../components/order/country-field.tsx';
import { needsCustomsAcknowledgement } from '../components/order/customs.ts';
import { firstInvalid, readStoredForm, storeForm, toCheckoutForm, type FormValues, type TypedField } from '../components/order/form-values.ts';
import { offeredMethods, PaymentMethodChoice } from '../components/order/payment-method-choice.tsx';
import { PickupPointChoice } from '../components/order/pickup-point-choice.tsx';
import { submitOrder } from '../components/order/submit-order.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { usePaymentValidation } from '../components/order/use-payment-validation.ts';
import { useAddressCountry } from '../components/order/use-address-country.ts';
import { checkoutStore } from '../state/checkout-store.ts';
import { rememberDeliveryCountry } from '../state/delivery-country.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { useSite } from '../site-context.tsx';

const CUSTOMS = 'customs';
const CUSTOMS_MESSAGE = 'checkoutForm.error.customs';
const PICKUP = 'delivery_location';
const PICKUP_MESSAGE = 'checkoutForm.error.pickupPoint';

/**
 * /checkout/payment/ (core 3 checkout form, issue 6): the buyer's details
 * checked by the shared valibot schema on blur and on submit, the delivery
 * country and method (decision 018: the cart is priced again for them), the
 * payment method, the customs acknowledgement for gb/ch/ca (cat 5), the
 * cart's summary; submit writes the order and goes to the payment provider.
 */
export default function CheckoutPaymentPage(_props: CheckoutPaymentPageProps) {
  const { t, href, config } = useSite();
  const hydrated = useHydrated();
  const state = useCheckout();
  const [values, setValues] = useState<FormValues | null>(null);
  // The address form's country is the order's (decision 018): customs, pickup points and pricing follow it.
  const address = useAddressCountry(values);
  const customs = needsCustomsAcknowledgement(address.country);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [acknowledged, setAcknowledged] = useState(false);
  const [chosenMethod, setMethod] = useState<PaymentMethodId>('card');
  const [pickupCode, setPickupCode] = useState('');
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const typedIn = useRef(new Set<string>());
  const filled = hydrated && hasItems(state);
  usePaymentValidation(filled, customs ? acknowledged : undefined, { countryCode: address.country, choice: `${state.deliveryMethod}:${state.postcode}` });

  useEffect(() => {
    if (hydrated && values === null) setValues(readStoredForm(state.postcode, config.deliveryCountryCode));
  }, [hydrated, values, state.postcode, config.deliveryCountryCode]);
  useEffect(() => { if (values) storeForm(values); }, [values]);

  if (!hydrated || values === null) return <div className="checkout-payment"><p className="checkout-payment__loading">{t('checkoutForm.loadingCart')}</p></div>;
  if (!filled) {
    return (
      <div className="checkout-payment">
        <h1 className="checkout-payment__title">{t('checkoutForm.title')}</h1>
        <p>{t('checkoutForm.emptyCart')}</p>
        <p><a className="button button--primary" href={href('front')}>{t('errors.continueShopping')}</a></p>
      </div>
    );
  }

  const methods = offeredMethods(state);
  const paymentMethod = methods.includes(chosenMethod) ? chosenMethod : methods[0];
  const delivery = state.deliveryMethods.find((method) => method.id === state.deliveryMethod) ?? null;
  // A store pickup names its store; a parcel locker the pickup point chosen below (cat 5).
  const locker = delivery?.kind === 'parcel_locker';
  const deliveryLocation = delivery && (delivery.kind === 'store_pickup' || delivery.kind === 'express_pickup') ? delivery.storeSlug : locker ? pickupCode : '';
  const form = toCheckoutForm(values, { deliveryMethod: state.deliveryMethod, deliveryLocation });

  const focusFirst = (fields: Record<string, string>) => {
    const first = firstInvalid(fields, [PICKUP, CUSTOMS]);
    if (first) inputs.current[first]?.focus();
  };
  const change = (field: TypedField, value: string) => {
    setValues({ ...values, [field]: value });
    typedIn.current.add(field);
    // A shown message follows the typing, so it goes as soon as the value is right.
    if (errors[field]) setErrors((old) => ({ ...old, [field]: checkoutFormFieldError({ ...form, [field]: value }, field) ?? '' }));
  };
  const blur = (field: TypedField) => {
    if (!typedIn.current.has(field) && values[field] === '') return; // Tabbing through an untouched form says nothing yet.
    const message = checkoutFormFieldError(form, field) ?? '';
    setErrors((old) => ({ ...old, [field]: message }));
    // A postal code that fits is the cart's too: the delivery methods are priced for it (decision 018).
    if (field === 'postal_code' && !message) checkoutStore.update((current) => setPostcode(current, values.postal_code));
  };
  const changeCountry = (code: string) => {
    setValues({ ...values, country_code: code });
    rememberDeliveryCountry(code, config.currencyCode);
    // The postal code is checked against the new country at once: a contradiction shows, or goes.
    if (values.postal_code) setErrors((old) => ({ ...old, country_code: '', postal_code: checkoutFormFieldError({ ...form, country_code: code }, 'postal_code') ?? '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert('');
    const checked = validateCheckoutForm(form);
    const found: Record<string, string> = checked.ok ? {} : { ...checked.fields };
    if (locker && !pickupCode) found[PICKUP] = PICKUP_MESSAGE;
    if (customs && !acknowledged) found[CUSTOMS] = CUSTOMS_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.ok) return focusFirst(found);
    setSending(true);
    const context = { countryCode: address.country, languageCode: config.language, pageName: 'checkout' as const, ...(customs ? { customsAcknowledged: true } : {}) };
    const answer = await submitOrder(state, context, checked.form, paymentMethod, currencyOf(config), (input, init) => fetch(input, init), window.location.origin);
    if (answer.kind === 'redirect') return window.location.assign(answer.url); // The button stays disabled while the browser leaves.
    setSending(false);
    if (answer.kind === 'fields') {
      setErrors(answer.fields);
      focusFirst(answer.fields);
      if (!firstInvalid(answer.fields, [PICKUP, CUSTOMS])) setAlert(Object.values(answer.fields)[0]);
    } else setAlert(answer.kind === 'alert' ? answer.message : t('errors.unexpected'));
  };

  return (
    <div className="checkout-payment">
      <p className="checkout-payment__back"><a href={href('checkout')}>{t('checkoutForm.backToCart')}</a></p>
      <h1 className="checkout-payment__title">{t('checkoutForm.title')}</h1>
      <div className="checkout-payment__columns">
        <form className="checkout-payment__form" noValidate onSubmit={submit} aria-busy={sending}>
          <CheckoutFormFields values={values} errors={errors} inputs={inputs} onChange={change} onBlur={blur} country={(
            <CountryField value={address.country} countries={address.countries} error={errors.country_code ? t(errors.country_code) : ''}
              suggestion={address.suggestion} inputRef={(element) => { inputs.current.country_code = element; }} onChange={changeCountry} />
          )} />
          <section className="checkout-delivery" aria-labelledby="checkout-delivery-title">
            <h2 id="checkout-delivery-title" className="checkout-payment__subtitle">{t('cartPage.deliveryTitle')}</h2>
            {state.deliveryMethods.length === 0 && state.status !== 'PENDING' ? <p>{t('checkoutForm.noDeliveryMethod')}</p> : null}
            <DeliveryMethodList state={state} legend={t('cartPage.deliveryTitle')} />
            {state.shippingTime ? <p className="cart-delivery__time">{state.shippingTime}</p> : null}
          </section>
          {locker && delivery ? (
            <PickupPointChoice methodId={delivery.id} postalCode={values.postal_code} value={pickupCode} error={errors[PICKUP] ?? ''} inputs={inputs} countryCode={address.country}
              onChange={(code) => { setPickupCode(code); setErrors((old) => ({ ...old, [PICKUP]: '' })); }} />
          ) : null}
          <PaymentMethodChoice methods={methods} value={paymentMethod} onChange={setMethod} />
          {customs ? (
            <div className={errors[CUSTOMS] ? 'customs-ack form-field--invalid' : 'customs-ack'}>
              <label className="customs-ack__label">
                <input
                  ref={(element) => { inputs.current[CUSTOMS] = element; }}
                  type="checkbox"
                  name="customs_acknowledged"
                  checked={acknowledged}
                  aria-invalid={errors[CUSTOMS] ? true : undefined}
                  aria-describedby={errors[CUSTOMS] ? 'customs-error' : undefined}
                  onChange={(event) => {
                    setAcknowledged(event.target.checked);
                    if (event.target.checked) setErrors((old) => ({ ...old, [CUSTOMS]: '' }));
                  }}
                />
                {t('checkoutForm.customsAcknowledgement', { country: address.countryName })}
              </label>
              {errors[CUSTOMS] ? <p className="form-field__error" id="customs-error">{t(errors[CUSTOMS])}</p> : null}
            </div>
          ) : null}
          {alert ? <p className="checkout-payment__alert" role="alert">{alert}</p> : null}
          <button className="button button--primary checkout-payment__submit" type="submit" disabled={sending}>
            {sending ? t('checkoutForm.sending') : t('checkoutForm.submit')}
          </button>
          <p className="checkout-payment__terms">{t('checkoutForm.terms')}</p>
        </form>
        <CartSummary state={state} delivery={delivery} />
      </div>
    </div>
  );
}
