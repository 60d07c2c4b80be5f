import { useState } from 'react';
import { MAX_MODEL_SEARCH_LENGTH, MIN_MODEL_SEARCH_LENGTH } from '../../../shared/gift-campaign/campaign-admin-schema.ts';
import type { CategoryModel, ModelSearchResponse } from '../../../shared/types/campaign-admin.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback.ts';
import { useSite } from '../../site-context.tsx';
import { pluralText } from '../plural-text.ts';
import { withLanguage } from './org-calls.ts';

interface ModelPickerProps {
  /** The form's id prefix: two editors on a page keep their fields apart. */
  idPrefix: string;
  chosen: CategoryModel[];
  /** Chosen models the server refused (no longer in the catalogue a campaign may give), marked in the list. */
  refused: readonly number[];
  error: string;
  /** The search field, focused by the form when the products' message is its first. */
  inputRef: (element: HTMLElement | null) => void;
  onChange: (models: CategoryModel[]) => void;
}

/** The category's products: chosen ones with a remove button each, and the catalogue searched by name to add more. */
export function ModelPicker({ idPrefix, chosen, refused, error, inputRef, onChange }: ModelPickerProps) {
  const { t, config } = useSite();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const search = useDebouncedCallback((value: string) => setQuery(value.trim()), 250);
  const url = query.length >= MIN_MODEL_SEARCH_LENGTH ? withLanguage(`/api/org/models/?q=${encodeURIComponent(query)}`, config.language) : null;
  const { data, error: searchError } = useApi<ModelSearchResponse>(url, { label: 'The product search failed' });
  const id = `${idPrefix}-search`;
  const found = (data?.models ?? []).filter((model) => !chosen.some((entry) => entry.id === model.id));
  return (
    <fieldset className="campaign-admin__models">
      <legend className="form-field__label">{t('campaignAdmin.categories.models')}</legend>
      {chosen.length === 0 ? <p>{t('campaignAdmin.categories.noModels')}</p> : (
        <ul className="campaign-admin__chosen">
          {chosen.map((model) => (
            <li key={model.id} className={refused.includes(model.id) ? 'campaign-admin__refused' : undefined}>
              <span>{model.manufacturer} {model.name}</span>{' '}
              {refused.includes(model.id) ? <strong className="form-field__error">{t('campaignAdmin.categories.refusedModel')}</strong> : null}{' '}
              <button type="button" className="button button--small" onClick={() => onChange(chosen.filter((entry) => entry.id !== model.id))}>
                {t('campaignAdmin.categories.removeModel', { name: model.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="form-field__error" id={`${id}-error`}>{error}</p> : null}
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>{t('campaignAdmin.categories.search')}</label>
        <input
          id={id} ref={inputRef} className="form-field__input" type="search" value={typed} autoComplete="off" maxLength={MAX_MODEL_SEARCH_LENGTH}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={error ? true : undefined}
          onChange={(event) => { setTyped(event.target.value); search(event.target.value); }}
        />
        <p className="form-field__hint" id={`${id}-hint`}>{pluralText(t, 'campaignAdmin.categories.searchHint', MIN_MODEL_SEARCH_LENGTH, config.language, { count: MIN_MODEL_SEARCH_LENGTH })}</p>
      </div>
      {url && searchError && !data ? <p className="form-field__error" role="alert">{t('campaignAdmin.categories.searchFailed')}</p> : null}
      {url && data ? (
        found.length === 0 ? <p role="status">{t('campaignAdmin.categories.noResults')}</p> : (
          <ul className="campaign-admin__found">
            {found.map((model) => (
              <li key={model.id}>
                <span>{model.manufacturer} {model.name}</span>{' '}
                <button type="button" className="button button--small" onClick={() => onChange([...chosen, model])}>
                  {t('campaignAdmin.categories.addModel', { name: model.name })}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}
