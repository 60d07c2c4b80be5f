import { useEffect, useRef } from 'react';
import { useSite } from '../../site-context.tsx';
import type { FiledComplaint } from './reclamation-form.tsx';

/** The complaint is filed: its number and where the confirmation went, read out as it appears, and the way to file another. */
export function ReclamationDone({ filed, onAnother }: { filed: FiledComplaint; onAnother: () => void }) {
  const { t } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="account-alert account-alert--done reclamation-done" role="status">
      <h2 className="reclamation-done__title" ref={heading} tabIndex={-1}>{t('reclamation.done.title')}</h2>
      <p className="account-alert__text">{t('reclamation.done.body', { number: filed.caseNumber, email: filed.email })}</p>
      <button type="button" className="button" onClick={onAnother}>{t('reclamation.done.another')}</button>
    </div>
  );
}
