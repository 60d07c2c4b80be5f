import { useEffect, useRef } from 'react';
import type { ReturnSubmitResponse } from '../../../shared/types/returns.ts';
import { useSite } from '../../site-context.tsx';

/**
 * The answer to a return (issue 16 item 1): the return number, how to pack
 * and send the parcel, where it goes, and when the money comes back. The
 * heading takes the focus, so the change is read out and the page starts
 * from it.
 */
export function ReturnDone({ answer }: { answer: ReturnSubmitResponse }) {
  const { t } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const place = answer.return_place;
  return (
    <section className="return-done" aria-labelledby="return-done-title">
      <h2 className="return-done__title" id="return-done-title" ref={heading} tabIndex={-1}>{t('returns.done.title')}</h2>
      <p className="return-done__number">{t('returns.done.number', { number: answer.case_number })}</p>
      <h3>{t('returns.done.instructionsTitle')}</h3>
      <ol className="return-done__steps">
        {answer.instructions.map((step) => <li key={step}>{step}</li>)}
      </ol>
      <h3>{place.by_post ? t('returns.done.addressTitle') : t('returns.done.storeTitle')}</h3>
      <address className="return-done__address">
        {[place.name, ...place.address_lines].map((line, index) => <span key={`${index}-${line}`}>{line}<br /></span>)}
      </address>
    </section>
  );
}
