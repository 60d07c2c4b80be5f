import { useEffect, type MutableRefObject } from 'react';
import { useSite } from '../../site-context.tsx';
import { usePickupPoints } from './use-pickup-points.ts';

interface PickupPointChoiceProps {
  methodId: number;
  postalCode: string;
  value: string;
  /** A dictionary key from the form's validation, '' when none. */
  error: string;
  inputs: MutableRefObject<Partial<Record<string, HTMLElement | null>>>;
  /** The address form's country (decision 018). */
  countryCode: string;
  onChange(code: string): void;
}

const ERROR_ID = 'delivery_location-error';

/**
 * The parcel locker the parcel goes to (core 3 checkout form delivery_location,
 * cat 5): the points nearest to the buyer's postal code, one to choose.
 */
export function PickupPointChoice({ methodId, postalCode, value, error, inputs, countryCode, onChange }: PickupPointChoiceProps) {
  const { t } = useSite();
  const points = usePickupPoints(methodId, postalCode, countryCode);
  const describedBy = error ? ERROR_ID : undefined;
  const listed = points.status === 'ready' && points.points.some((point) => point.code === value);
  // A point chosen for another postal code is not on the list the shopper sees: it is not sent either.
  useEffect(() => {
    if (value && points.status !== 'loading' && !listed) onChange('');
  }, [value, points.status, listed, onChange]);
  const hasChoices = points.status === 'ready' && points.points.length > 0;
  return (
    // Without points to choose, the group itself takes the focus when the form says a point is missing.
    <fieldset ref={hasChoices ? undefined : (element) => { inputs.current.delivery_location = element; }} tabIndex={hasChoices ? undefined : -1}
      className={error ? 'pickup-points form-field--invalid' : 'pickup-points'} aria-describedby={describedBy}>
      <legend className="checkout-payment__subtitle">{t('checkoutForm.pickupTitle')}</legend>
      {points.status === 'needPostcode' ? <p className="pickup-points__note">{t('checkoutForm.pickupNeedsPostcode')}</p> : null}
      {points.status === 'loading' ? <p className="pickup-points__note" role="status">{t('checkoutForm.pickupLoading')}</p> : null}
      {points.status === 'failed' ? <p className="pickup-points__note" role="alert">{t('checkoutForm.pickupFailed')}</p> : null}
      {points.status === 'ready' && points.points.length === 0 ? <p className="pickup-points__note">{t('checkoutForm.pickupNone', { code: postalCode.trim() })}</p> : null}
      {points.status === 'ready' ? points.points.map((point, index) => (
        <label key={point.code} className="pickup-points__option">
          <input
            ref={index === 0 ? (element) => { inputs.current.delivery_location = element; } : undefined}
            type="radio" name="delivery_location" value={point.code} checked={value === point.code}
            aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={() => onChange(point.code)} />
          <span className="pickup-points__name">{point.name}</span>
          <span className="pickup-points__address">{`${point.address}, ${point.postal_code} ${point.city}`}</span>
        </label>
      )) : null}
      {error ? <p className="form-field__error" id={ERROR_ID}>{t(error)}</p> : null}
    </fieldset>
  );
}
