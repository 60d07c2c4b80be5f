import { useRef, useState } from 'react';
import type { RentleWidget } from '../../../shared/types/area-pages.ts';
import { useSite } from '../../site-context.tsx';

type LoadState = 'asking' | 'loading' | 'shown' | 'failed';

/**
 * Click-to-load (decision 036): nothing of the partner's is fetched until the
 * visitor presses the button, whose text names what loads and from whom. Then
 * the partner's web component (<rentle-store shop lang>) goes into the page
 * and its script is added; focus moves to the booking area.
 */
export function RentleWidgetLoader({ widget, partner }: { widget: RentleWidget; partner: string }) {
  const { t, href, config } = useSite();
  const [state, setState] = useState<LoadState>('asking');
  const area = useRef<HTMLDivElement>(null);

  const load = () => {
    const container = area.current;
    if (!container) return;
    setState('loading');
    if (!container.querySelector('rentle-store')) {
      const element = document.createElement('rentle-store');
      element.setAttribute('shop', widget.shopId);
      element.setAttribute('lang', config.language);
      container.append(element);
    }
    container.focus();
    void import('../../load-partner-script.ts')
      .then(({ loadPartnerScript }) => loadPartnerScript(widget.scriptUrl))
      .then(() => setState('shown'), () => setState('failed'));
  };

  const names = { partner, host: widget.host };
  return (
    <>
      <p className="rentle__consent">{t('rental.consentText', names)}</p>
      {state === 'asking' || state === 'failed' ? (
        <p><button type="button" className="button button--primary" onClick={load}>{t('rental.consentButton', names)}</button></p>
      ) : null}
      <p className="rentle__status" role="status">
        {state === 'loading' ? t('rental.widgetLoading', names) : null}
        {state === 'failed' ? <>{t('rental.widgetFailed', names)} <a href={href('stores')}>{t('rental.storesLink')}</a></> : null}
      </p>
      <div ref={area} className="rentle__widget" tabIndex={-1} role="region" aria-label={t('rental.widgetRegion', names)} />
    </>
  );
}
