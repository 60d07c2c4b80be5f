import type { DeskEvent } from '../../../shared/types/desk.ts';
import { useSite } from '../../site-context.tsx';

const ACTORS = new Set(['customer', 'warehouse', 'system']);

/** A dictionary text, or the value itself when the dictionary has none (an action added later). */
function useLabel(): (prefix: string, value: string) => string {
  const { t } = useSite();
  return (prefix, value) => {
    const key = `${prefix}.${value}`;
    const text = t(key);
    return text === key ? value : text;
  };
}

interface DeskAuditTrailProps {
  events: readonly DeskEvent[];
  /** The label of a status in the events (a case's or an order's). */
  statusLabel: (status: string) => string;
  /** The heading's id, so the list is named by it. */
  headingId?: string;
}

/**
 * The audit trail of an order or a case on the staff desk (issue 16 items 3
 * and 5): who (a staff account's email, or the customer, the warehouse, the
 * system), when (in the page's language, Finnish time as the shop's other
 * dates) and what, oldest first; what the customer does not see is marked.
 */
export function DeskAuditTrail({ events, statusLabel, headingId = 'desk-audit' }: DeskAuditTrailProps) {
  const { t, config } = useSite();
  const label = useLabel();
  const when = new Intl.DateTimeFormat(config.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' });
  // A first status (a case filed) has no "from".
  const statusText = (from: string | null, to: string) => (from
    ? t('desk.audit.statusChange', { from: statusLabel(from), to: statusLabel(to) })
    : t('desk.audit.statusSet', { to: statusLabel(to) }));
  return (
    <section className="desk-section" aria-labelledby={headingId}>
      <h2 className="desk-section__heading" id={headingId}>{t('desk.audit.title')}</h2>
      {events.length === 0 ? <p>{t('desk.audit.empty')}</p> : (
        <ol className="desk-audit">
          {events.map((event) => (
            <li key={event.id} className="desk-audit__event">
              <p className="desk-audit__meta">
                <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>
                {' · '}
                <span className="desk-audit__actor">{ACTORS.has(event.actor) ? label('desk.actors', event.actor) : event.actor}</span>
                {event.visible ? null : <span className="desk-audit__hidden">{t('desk.audit.hidden')}</span>}
              </p>
              <p className="desk-audit__what">
                <strong>{label('desk.actions', event.action)}</strong>
                {event.toStatus ? ` ${statusText(event.fromStatus, event.toStatus)}` : null}
              </p>
              {event.note ? <p className="desk-audit__note">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
