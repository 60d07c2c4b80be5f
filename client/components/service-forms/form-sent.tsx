import { AccountAlert } from '../account/account-alert.tsx';

/** A sent form's outcome (role=alert, so it is read out) with the way to send another. */
export function FormSent({ text, again, onAgain }: { text: string; again: string; onAgain: () => void }) {
  return (
    <AccountAlert text={text} tone="done">
      <button className="button button--secondary" type="button" onClick={onAgain}>{again}</button>
    </AccountAlert>
  );
}
