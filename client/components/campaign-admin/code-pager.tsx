import { CODE_STATES } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { CampaignCodesResponse, CodeState } from '../../../shared/types/campaign-admin.ts';
import { useSite } from '../../site-context.tsx';

interface CodePagerProps {
  state: CodeState | '';
  onState: (state: CodeState | '') => void;
  /** The page shown, if one has come. */
  shown: CampaignCodesResponse | undefined;
  onPage: (page: number) => void;
}

/** The codes' state filter: all, or free, reserved or redeemed ones. */
export function CodeStateFilter({ state, onState }: Pick<CodePagerProps, 'state' | 'onState'>) {
  const { t } = useSite();
  return (
    <div className="form-field campaign-admin__state-filter">
      <label className="form-field__label" htmlFor="codes-state">{t('campaignAdmin.codes.show')}</label>
      <select id="codes-state" className="form-field__input" value={state} onChange={(event) => onState(event.target.value as CodeState | '')}>
        <option value="">{t('campaignAdmin.codes.allStates')}</option>
        {CODE_STATES.map((entry) => <option key={entry} value={entry}>{t(`campaignAdmin.states.${entry}`)}</option>)}
      </select>
    </div>
  );
}

/** The list's pages (CODES_PER_PAGE codes each): the one shown and the way to the previous and next. */
export function CodePager({ shown, onPage }: Pick<CodePagerProps, 'shown' | 'onPage'>) {
  const { t } = useSite();
  if (!shown) return null;
  const pages = Math.max(1, Math.ceil(shown.total / shown.per_page));
  if (pages === 1) return null;
  return (
    <nav className="campaign-admin__pager" aria-label={t('campaignAdmin.codes.pages')}>
      <button type="button" className="button button--small" disabled={shown.page <= 1} onClick={() => onPage(shown.page - 1)}>
        {t('campaignAdmin.codes.previousPage')}
      </button>{' '}
      <span aria-current="page">{t('campaignAdmin.codes.pageOf', { page: shown.page, pages })}</span>{' '}
      <button type="button" className="button button--small" disabled={shown.page >= pages} onClick={() => onPage(shown.page + 1)}>
        {t('campaignAdmin.codes.nextPage')}
      </button>
    </nav>
  );
}
