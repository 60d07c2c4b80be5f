import type { Translate } from '../../../shared/i18n.ts';
import type { OrderEvent } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';
import { orderDate } from './summary-lines.ts';

const KNOWN_ACTIONS = ['tracking_code', 'refund'];

/** Entries whose note is the other order's number, said in the text itself. */
const NOTE_IN_TEXT = ['pack_together', 'pack_cancelled'];

/**
 * One entry's text: a pack-together (or its end by the other order's cancel) by the other order, a cancel as such
 * (whoever made it), a status move by its cat 3 label, the rest by what happened.
 */
function eventText(event: OrderEvent, t: Translate): string {
  if (event.action === 'pack_together') return t('orderPages.history.pack_together', { number: event.note });
  if (event.action === 'pack_cancelled') return t('orderPages.history.pack_cancelled', { number: event.note });
  if (event.action === 'cancel') return t('orderPages.history.cancel');
  if (event.status) {
    const key = `orderPages.statuses.${event.status}`;
    const label = t(key);
    return t('orderPages.history.status', { status: label === key ? event.status : label });
  }
  return t(`orderPages.history.${KNOWN_ACTIONS.includes(event.action) ? event.action : 'other'}`);
}

/**
 * What happened to the order that the customer sees (desk_events with
 * visible = 1, oldest first), each with its date (DD.MM.YYYY, cat 9) and the
 * note meant for them.
 */
export function OrderEvents({ orderNumber, events, headingLevel }: { orderNumber: string; events: OrderEvent[]; headingLevel: 3 | 4 }) {
  const { t } = useSite();
  if (events.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const id = `order-${orderNumber}-history`;
  return (
    <section className="order-events" aria-labelledby={id}>
      <Heading id={id} className="order-events__title">{t('orderPages.history.title')}</Heading>
      <ol className="order-events__list">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="order-events__item">
            <time className="order-events__date" dateTime={event.at}>{orderDate(event.at)}</time>
            <span className="order-events__text">{eventText(event, t)}</span>
            {event.note && !NOTE_IN_TEXT.includes(event.action) ? <span className="order-events__note">{event.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
