import type { ReactNode } from 'react';

/**
 * An account page's outcome or refusal (issue 15): role=alert, so it is read
 * out when it appears, with the way on (a link) beside its text.
 */
export function AccountAlert({ text, tone = 'error', children }: { text: string; tone?: 'error' | 'done'; children?: ReactNode }) {
  return (
    <div className={`account-alert account-alert--${tone}`} role="alert">
      <p className="account-alert__text">{text}</p>
      {children}
    </div>
  );
}
