import { GIFT_CARD_TEMPLATES, giftCardArtUrl, type GiftCardTemplate } from '../../../shared/gift-card/card-templates.ts';
import { useSite } from '../../site-context.tsx';

interface TemplatePickerProps { value: GiftCardTemplate; onChange: (template: GiftCardTemplate) => void }

/** The web card's picture (cat 3 gift_card_templates): one radio per picture, named in the page's language. */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  const { t } = useSite();
  return (
    <fieldset className="gift-templates">
      <legend className="form-field__label">{t('giftCards.web.template')}</legend>
      <div className="gift-templates__options">
        {GIFT_CARD_TEMPLATES.map((template) => (
          <label key={template} className={template === value ? 'gift-templates__option gift-templates__option--chosen' : 'gift-templates__option'}>
            <input type="radio" name="gift-template" value={template} checked={template === value} onChange={() => onChange(template)} />
            <img src={giftCardArtUrl(template)} alt="" width="160" height="100" />
            <span>{t(`giftCards.templates.${template}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
