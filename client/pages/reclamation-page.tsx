import { useState } from 'react';
import type { ReclamationPageProps } from '../../shared/types/reclamation.ts';
import { ReclamationDone } from '../components/reclamation/reclamation-done.tsx';
import { ReclamationForm, type FiledComplaint } from '../components/reclamation/reclamation-form.tsx';
import { useSite } from '../site-context.tsx';

/**
 * /reclamation/ (core 2, core 3 reclamation form, issue 16 item 2): a
 * complaint about a product, with photos and a receipt, filled from one of
 * the customer's own order rows when `?order=` names it. Once filed, the
 * page shows the complaint's number; another complaint starts a new form.
 */
export default function ReclamationPage(props: ReclamationPageProps) {
  const { t } = useSite();
  const [filed, setFiled] = useState<FiledComplaint | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="account-page reclamation-page">
      <h1 className="account-page__title">{t('reclamation.title')}</h1>
      {filed
        ? <ReclamationDone filed={filed} onAnother={() => { setFiled(null); setRound(round + 1); }} />
        : (
          <>
            <p>{t('reclamation.intro')}</p>
            <ReclamationForm key={round} page={round === 0 ? props : { ...props, orderNumber: '', row: null }} onFiled={setFiled} />
          </>
        )}
    </div>
  );
}
