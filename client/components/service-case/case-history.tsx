import type { CustomerCaseEvent } from '../../../shared/types/case-desk.ts';
import { useSite } from '../../site-context.tsx';
import { labelOr, useCaseStatusLabel, useDeskDate } from '../case-desk/case-labels.ts';

/**
 * What happened to the case, as its customer may see it (issue 16 item 3):
 * status changes with customer service's message, questions and answers.
 * Who is "you" or the shop, never a staff member.
 */
export function CaseHistory({ events }: { events: readonly CustomerCaseEvent[] }) {
  const { t } = useSite();
  const statusLabel = useCaseStatusLabel();
  const date = useDeskDate();
  if (events.length === 0) return null;
  return (
    <section className="service-case__section" aria-labelledby="service-case-history">
      <h2 className="service-case__heading" id="service-case-history">{t('serviceCase.history.title')}</h2>
      <ol className="desk-audit">
        {events.map((event) => (
          <li key={event.id} className="desk-audit__event">
            <p className="desk-audit__meta">
              <time dateTime={event.created_at}>{date(event.created_at, true)}</time>
              {' · '}
              {t(`serviceCase.history.actors.${event.actor}`)}
            </p>
            <p className="desk-audit__what">
              <strong>{labelOr(t, `serviceCase.history.actions.${event.action}`, t('serviceCase.history.actions.status'))}</strong>
              {event.to_status && event.to_status !== event.from_status ? ` ${t('serviceCase.history.statusNow', { status: statusLabel(event.to_status) })}` : null}
            </p>
            {event.note ? <p className="desk-audit__note">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
