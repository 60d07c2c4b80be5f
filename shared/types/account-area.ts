/**
 * Props of the account pages reached from a reminder mail (issue 15). They
 * hold only what the URL says, never anything read from the customer's
 * account: the HTML stays the same for everyone with that URL.
 */

/** /accounts/stop_reminders/{email}/?key={token}: the address from the path, the token from the query ('' when absent). */
export interface StopRemindersPageProps {
  email: string;
  token: string;
}
