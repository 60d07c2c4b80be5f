import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../site-context.tsx';
import { updateCustomer } from '../../state/customer-update.ts';
import { orderDate } from '../order/summary-lines.ts';
import { AccountAlert } from './account-alert.tsx';

interface ClubMembershipProps {
  /** The auth store's word: it changes the moment the server confirms. */
  member: boolean;
  /** From the profile: when the customer joined; null while it is read again. */
  since: string | null;
  onChanged: () => void;
}

type Outcome = { text: string; tone: 'done' | 'error' } | null;

/**
 * The loyalty club in the account area (issue 15 item 6): join with one
 * button (PATCH {club_member: true}), after which the prices are club prices
 * at once (the auth store takes the answer), or leave it again.
 */
export function ClubMembership({ member, since, onChanged }: ClubMembershipProps) {
  const { t, config } = useSite();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The button that was pressed is replaced by the other one: the focus moves to it, not to the page's start.
  const button = useRef<HTMLButtonElement>(null);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current || sending) return;
    changed.current = false;
    button.current?.focus();
  }, [member, sending]);

  const change = async (join: boolean) => {
    if (sending) return;
    setOutcome(null);
    setSending(true);
    // Set before the call: the auth store may re-render the section before the call's promise resolves here.
    changed.current = true;
    const answer = await updateCustomer({ club_member: join }, config.language);
    setSending(false);
    if (answer.kind === 'ok') {
      setOutcome({ text: t(join ? 'accountArea.club.joined' : 'accountArea.club.left'), tone: 'done' });
      onChanged();
    } else {
      changed.current = false;
      setOutcome({ text: answer.kind === 'refused' ? answer.message : t('errors.unexpected'), tone: 'error' });
    }
  };

  return (
    <>
      {member ? (
        <>
          <p>{since ? t('accountArea.club.memberSince', { date: orderDate(since), brand: config.brandName }) : t('accountArea.club.member', { brand: config.brandName })}</p>
          <button ref={button} className="button account-area__secondary" type="button" disabled={sending} onClick={() => void change(false)}>
            {sending ? t('accountArea.club.leaving') : t('accountArea.club.leave')}
          </button>
        </>
      ) : (
        <>
          <p>{t('accountArea.club.benefits', { brand: config.brandName })}</p>
          <button ref={button} className="button button--primary" type="button" disabled={sending} onClick={() => void change(true)}>
            {sending ? t('accountArea.club.joining') : t('accountArea.club.join')}
          </button>
        </>
      )}
      {outcome ? <AccountAlert text={outcome.text} tone={outcome.tone} /> : null}
    </>
  );
}
