import type { Translate } from '../../../shared/i18n.ts';
import { useSite } from '../../site-context.tsx';

/** A dictionary text, or the value itself when the dictionary has none (a reason code the returns form added later). */
export function labelOr(t: Translate, key: string, value: string): string {
  const text = t(key);
  return text === key ? value : text;
}

/** cat 3 return statuses (serviceCase.statuses), in the page's language. */
export function useCaseStatusLabel(): (status: string) => string {
  const { t } = useSite();
  return (status) => labelOr(t, `serviceCase.statuses.${status}`, status);
}

/** A date and time of the desk: the page's language, Finnish time as the shop's other dates. */
export function useDeskDate(): (iso: string | null, withTime?: boolean) => string {
  const { config } = useSite();
  const date = new Intl.DateTimeFormat(config.language, { dateStyle: 'short', timeZone: 'Europe/Helsinki' });
  const dateTime = new Intl.DateTimeFormat(config.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' });
  return (iso, withTime = false) => {
    if (!iso) return '';
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? iso : (withTime ? dateTime : date).format(value);
  };
}
