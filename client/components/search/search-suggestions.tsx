import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { normaliseSearchQuery } from '../../../shared/search/query.ts';
import type { SearchSuggestions as Answer } from '../../../shared/search/types.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { useSite } from '../../site-context.tsx';
import { CLOSED, afterInput, onComboboxKey, type ComboboxState } from './combobox-state.ts';
import { suggestionOptions, suggestionsKey } from './suggestion-options.ts';
import { SuggestionsPopup } from './suggestions-popup.tsx';

/** The combobox attributes of the header's input that change as the visitor types. */
export interface ComboboxAria {
  'aria-expanded': boolean;
  'aria-activedescendant'?: string;
}

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  onAria(aria: ComboboxAria): void;
}

/** Typing pauses this long before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The header search box's suggestions (issue 18), loaded on its first focus:
 * it listens to the header's input, asks for suggestions once typing pauses,
 * and drives the combobox (combobox-state.ts). Answers come through the one
 * SWR wrapper keyed by query, so an answer for an older query never replaces
 * a newer one; the last list stays shown while the next one loads.
 */
export function SearchSuggestions({ input, onAria }: SearchSuggestionsProps) {
  const { config, href, localHref } = useSite();
  const { navigate } = useNavigation();
  const [state, setState] = useState<ComboboxState>(CLOSED);
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const ask = useDebouncedCallback(setQuery, SUGGEST_DEBOUNCE_MS);
  const { data, error } = useApi<Answer>(state.open ? suggestionsKey(normaliseSearchQuery(query), config.language, config.taxAreaId) : null, {
    keepPreviousData: true,
    label: 'Search suggestions could not be loaded',
  });
  const answer = state.open ? data : undefined;
  const options = suggestionOptions(answer);
  const expanded = state.open && options.length > 0;
  const latest = useRef({ state, options, expanded });
  latest.current = { state, options, expanded };

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (element.value.trim() !== '') setState(afterInput(element.value));
    const submit = (text: string) => navigate(`${href('search')}?q=${encodeURIComponent(text.trim())}`);
    const onInput = () => {
      setState(afterInput(element.value));
      ask(element.value);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      const outcome = onComboboxKey(current.state, event.key, current.expanded ? current.options.length : 0);
      if (outcome.handled) event.preventDefault();
      setState(outcome.state);
      if (outcome.command === 'follow') navigate(localHref(current.options[current.state.active].path));
      else if (outcome.command === 'submit') submit(element.value);
      else if (outcome.command === 'clear') element.value = '';
    };
    // The submit button: a client navigation instead of a page load.
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      setState(CLOSED);
      submit(element.value);
    };
    const onBlur = () => setState(CLOSED);
    const form = element.form;
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('blur', onBlur);
    form?.addEventListener('submit', onSubmit);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('blur', onBlur);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [input, ask, navigate, href, localHref]);

  const activeId = expanded && state.active >= 0 ? options[state.active]?.id : undefined;
  useEffect(() => {
    onAria({ 'aria-expanded': expanded, ...(activeId ? { 'aria-activedescendant': activeId } : {}) });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, activeId, onAria]);

  return <SuggestionsPopup open={state.open} answer={answer} failed={state.open && error !== undefined} expanded={expanded} active={state.active} />;
}

/**
 * The component once the 'search' texts and the product cards' ('catalogue')
 * are in the dictionary; the box stays a plain search form when they cannot load.
 */
export const ready: Promise<(props: SearchSuggestionsProps) => ReactNode> = Promise.all([ensureDictionaryPart('search'), ensureDictionaryPart('catalogue')]).then(
  () => SearchSuggestions,
  () => () => null,
);
