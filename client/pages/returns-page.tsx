import { RETURN_DAYS } from '../../shared/service/return-window.ts';
import type { ReturnsPageProps } from '../../shared/types/returns.ts';
import { LinkRequestForm } from '../components/returns/link-request-form.tsx';
import { OrderPickerForm, returnableOrders } from '../components/returns/order-picker-form.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { useCustomerOrders } from '../hooks/use-customer-account.ts';
import { useSite } from '../site-context.tsx';

/** A logged-in customer's shipped orders to pick from; the list loads after hydration. */
function OwnOrders({ customerId, picked }: { customerId: number; picked: string }) {
  const { t, config } = useSite();
  const orders = useCustomerOrders(customerId, config.language);
  if (orders.error) return <p>{t('returns.request.loadFailed')}</p>;
  if (!orders.data) return <p role="status">{t('returns.request.loading')}</p>;
  const returnable = returnableOrders(orders.data.orders);
  return returnable.length > 0 ? <OrderPickerForm orders={returnable} picked={picked} /> : <p>{t('returns.request.pickNone')}</p>;
}

/**
 * /returns/ (core 2, issue 16 item 1): the customer names an order by its
 * email and number, or picks one of their own when logged in, and gets a
 * one-time link to the return form by mail. The HTML is the same for
 * everyone; the account's orders load in the browser.
 */
export default function ReturnsPage({ orderNumber }: ReturnsPageProps) {
  const { t } = useSite();
  const { user } = useAuth();
  return (
    <div className="account-page returns-page">
      <h1 className="account-page__title">{t('returns.title')}</h1>
      <p>{t('returns.intro', { days: RETURN_DAYS })}</p>
      {user ? (
        <section className="returns-page__section" aria-labelledby="returns-own">
          <h2 className="returns-page__heading" id="returns-own">{t('returns.request.ownTitle')}</h2>
          <OwnOrders customerId={user.id} picked={orderNumber} />
        </section>
      ) : null}
      <section className="returns-page__section" aria-labelledby="returns-guest">
        <h2 className="returns-page__heading" id="returns-guest">{user ? t('returns.request.otherTitle') : t('returns.request.guestTitle')}</h2>
        <LinkRequestForm orderNumber={user ? '' : orderNumber} />
      </section>
    </div>
  );
}
