import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMIT_PARAMS } from '../../../shared/service/attachment-limits.ts';
import { useSite } from '../../site-context.tsx';
import type { AttachmentsState } from './use-attachments.ts';

/** Sizes as people read them: kB under a megabyte, MB above. */
function sizeText(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return megabytes >= 1 ? `${format.format(megabytes)} MB` : `${format.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/**
 * The complaint's files (issue 16 item 2): a labelled file input, then each
 * chosen file with its state (waiting, uploading, uploaded, not uploaded and
 * why) and a button to remove it, and how many are uploaded. The list is a
 * live region, so a screen reader hears a file's state change.
 */
export function AttachmentField({ attachments }: { attachments: AttachmentsState }) {
  const { t, config } = useSite();
  const { items, notice } = attachments;
  const done = items.filter((item) => item.state === 'done').length;
  return (
    <section className="reclamation-form__section" aria-labelledby="reclamation-attachments">
      <h2 className="reclamation-form__heading" id="reclamation-attachments">{t('reclamation.sections.attachments')}</h2>
      <div className={notice ? 'form-field form-field--invalid' : 'form-field'}>
        <label className="form-field__label" htmlFor="field-attachments">{t('reclamation.attachments.choose')}</label>
        <input
          id="field-attachments"
          className="reclamation-files__input"
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-describedby={notice ? 'attachments-hint attachments-notice' : 'attachments-hint'}
          onChange={(event) => {
            attachments.add([...(event.target.files ?? [])]);
            // The same file may be chosen again after it was removed.
            event.target.value = '';
          }}
        />
        <p className="form-field__hint" id="attachments-hint">{t('reclamation.attachments.hint', ATTACHMENT_LIMIT_PARAMS)}</p>
        {notice ? <p className="form-field__error" id="attachments-notice" role="alert">{notice}</p> : null}
      </div>
      {items.length > 0 ? (
        <>
          <p className="reclamation-files__progress" id="attachments-progress">
            {t('reclamation.attachments.progress', { done, total: items.length })}
          </p>
          <progress className="reclamation-files__bar" value={done} max={items.length} aria-labelledby="attachments-progress" />
          <ul className="reclamation-files" aria-label={t('reclamation.attachments.list')} aria-live="polite">
            {items.map((item) => (
              <li key={item.key} className={`reclamation-files__item reclamation-files__item--${item.state}`}>
                <span className="reclamation-files__name">{item.name}</span>
                <span className="reclamation-files__size">{sizeText(item.size, config.language)}</span>
                <span className="reclamation-files__state">{t(`reclamation.attachments.states.${item.state}`)}</span>
                {item.message ? <span className="reclamation-files__message">{item.message}</span> : null}
                <button type="button" className="reclamation-files__remove" onClick={() => attachments.remove(item.key)}>
                  {t('reclamation.attachments.remove', { name: item.name })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
