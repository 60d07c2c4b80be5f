import { useState } from 'react';
import { MAX_COMMENT_LENGTH } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { CampaignCategory, CampaignCodeRow, SavedResponse } from '../../../shared/types/campaign-admin.ts';
import { useSite } from '../../site-context.tsx';
import { campaignApi, postOrg } from './org-calls.ts';

type Note = { text: string; ok: boolean; field: 'comment' | 'category' } | null;

/**
 * One code: its state, and its comment and category, each saved by its own
 * button with cat 8's texts (a select saving on every change would save each
 * step of the arrow keys). A category that failed to save shows the saved one again.
 */
function CodeRow({ campaignId, code, categories }: { campaignId: number; code: CampaignCodeRow; categories: CampaignCategory[] }) {
  const { t, config } = useSite();
  const [comment, setComment] = useState(code.comment);
  const [savedCategory, setSavedCategory] = useState(String(code.category_id));
  const [category, setCategory] = useState(savedCategory);
  const [note, setNote] = useState<Note>(null);
  const date = (value: string | null) => (value ? new Intl.DateTimeFormat(config.language, { dateStyle: 'medium', timeZone: 'Europe/Helsinki' }).format(new Date(value)) : '–');
  const save = async (field: 'comment' | 'category', body: unknown, done: string, failed: string): Promise<boolean> => {
    setNote(null);
    const answer = await postOrg<SavedResponse>(campaignApi(campaignId, `codes/${code.id}/${field}/`), body, config.language);
    const ok = answer.kind === 'ok';
    setNote({ text: ok ? t(done) : answer.kind === 'refused' && answer.status === 409 ? answer.message : t(failed), ok, field });
    return ok;
  };
  const saveCategory = async () => {
    const chosen = category;
    if (await save('category', { category_id: Number(chosen) }, 'campaignAdmin.codes.categorySaved', 'campaignAdmin.codes.categoryFailed')) setSavedCategory(chosen);
    else setCategory(savedCategory);
  };
  const idBase = `code-${code.id}`;
  const noteId = `${idBase}-note`;
  const failed = (field: 'comment' | 'category') => note?.ok === false && note.field === field;
  return (
    <li className="campaign-admin__code">
      <p className="campaign-admin__code-head">
        <strong className="campaign-admin__code-value">{code.code}</strong>{' '}
        <span className={`campaign-admin__state campaign-admin__state--${code.state}`}>{t(`campaignAdmin.states.${code.state}`)}</span>
      </p>
      <dl className="campaign-admin__facts">
        <div><dt>{t('campaignAdmin.codes.recipient')}</dt><dd>{code.recipient_email ?? '–'}</dd></div>
        <div><dt>{t('campaignAdmin.codes.orderDate')}</dt><dd>{date(code.order_date)}</dd></div>
      </dl>
      <div className="campaign-admin__code-edit">
        <form className="campaign-admin__comment" noValidate onSubmit={(event) => { event.preventDefault(); void saveCategory(); }}>
          <label className="form-field__label" htmlFor={`${idBase}-category`}>{t('campaignAdmin.codes.categoryLabel', { code: code.code })}</label>
          <select
            id={`${idBase}-category`} className="form-field__input" value={category} onChange={(event) => setCategory(event.target.value)}
            aria-describedby={noteId} aria-invalid={failed('category') || undefined}
          >
            {categories.map((entry) => <option key={entry.id} value={String(entry.id)}>{entry.name}</option>)}
          </select>
          <button type="submit" className="button button--small" aria-label={t('campaignAdmin.codes.saveCategoryFor', { code: code.code })}>
            {t('campaignAdmin.codes.saveCategory')}
          </button>
        </form>
        <form
          className="campaign-admin__comment" noValidate
          onSubmit={(event) => { event.preventDefault(); void save('comment', { comment }, 'campaignAdmin.codes.commentSaved', 'campaignAdmin.codes.commentFailed'); }}
        >
          <label className="form-field__label" htmlFor={`${idBase}-comment`}>{t('campaignAdmin.codes.commentLabel', { code: code.code })}</label>
          <input
            id={`${idBase}-comment`} className="form-field__input" value={comment} maxLength={MAX_COMMENT_LENGTH} autoComplete="off"
            aria-describedby={noteId} aria-invalid={failed('comment') || undefined} onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className="button button--small" aria-label={t('campaignAdmin.codes.saveCommentFor', { code: code.code })}>
            {t('campaignAdmin.codes.saveComment')}
          </button>
        </form>
        <p id={noteId} className={note?.ok === false ? 'campaign-admin__note campaign-admin__note--error' : 'campaign-admin__note'} role="status">{note?.text ?? ''}</p>
      </div>
    </li>
  );
}

/** The campaign's codes with their states; the rows are keyed by id, so a reload keeps what is being typed in the others. */
export function CodeTable({ campaignId, codes, categories }: { campaignId: number; codes: CampaignCodeRow[]; categories: CampaignCategory[] }) {
  const { t } = useSite();
  if (codes.length === 0) return <p>{t('campaignAdmin.codes.none')}</p>;
  return (
    <ul className="campaign-admin__codes" aria-label={t('campaignAdmin.codes.caption')}>
      {codes.map((code) => <CodeRow key={code.id} campaignId={campaignId} code={code} categories={categories} />)}
    </ul>
  );
}
