import { LANGUAGE_ENDONYMS, isLanguage } from '../../../shared/languages.ts';
import { useSite } from '../../site-context.tsx';

interface TranslationToggleProps {
  /** The original texts' language (ProductView.original.language). */
  originalLanguage: string;
  /** The original texts are shown instead of the translation. */
  showingOriginal: boolean;
  onToggle(): void;
  /** Id of the element holding the texts, so the button says what it changes. */
  controls?: string;
}

/**
 * cat 2 auto-translation toggle: shown when the texts are machine
 * translations; switches between them and the original. The page swaps the
 * name and description; this is only the note and the button.
 */
export function TranslationToggle({ originalLanguage, showingOriginal, onToggle, controls }: TranslationToggleProps) {
  const { t } = useSite();
  const language = isLanguage(originalLanguage) ? LANGUAGE_ENDONYMS[originalLanguage] : originalLanguage;
  return (
    <div className="translation-toggle">
      <p className="translation-toggle__note">
        {showingOriginal ? t('productContent.originalNote', { language }) : t('productContent.machineTranslated')}
      </p>
      <button type="button" className="translation-toggle__button" aria-controls={controls} onClick={onToggle}>
        {showingOriginal ? t('productContent.showTranslation') : t('productContent.showOriginal')}
      </button>
    </div>
  );
}
