import { RETURN_LINK_REFUSALS, RETURN_REFUSALS, type ReturnRefusal } from '../../../shared/types/returns.ts';
import { useSite } from '../../site-context.tsx';

export const isReturnRefusal = (code: string): code is ReturnRefusal => (RETURN_REFUSALS as readonly string[]).includes(code);
export const isLinkRefusal = (code: string) => (RETURN_LINK_REFUSALS as readonly string[]).includes(code);

/**
 * Why an order cannot be returned, or the link cannot be used, with the way
 * on (issue 16 item 1, cat 8): a title, the server's message, and a link to
 * ask for a new return link or, for an order not yet shipped, to the order
 * page where it can still be cancelled.
 */
export function ReturnRefusalNotice({ code, message }: { code: string; message: string }) {
  const { t, href } = useSite();
  const title = isReturnRefusal(code) ? t(`returns.refusals.${code}`) : isLinkRefusal(code) ? t('returns.refusals.link') : '';
  return (
    <div className="account-alert" role="alert">
      {title ? <p className="account-alert__text">{title}</p> : null}
      <p className={title ? 'return-refusal__message' : 'account-alert__text'}>{message}</p>
      {code === 'not_shipped' ? <a href={href('viewOrder')}>{t('returns.viewOrderLink')}</a> : null}
      {isLinkRefusal(code) ? <a href={href('returns')}>{t('returns.newLink')}</a> : null}
    </div>
  );
}
