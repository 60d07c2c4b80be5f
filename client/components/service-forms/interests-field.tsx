import { CORPORATE_INTERESTS, type CorporateInterest } from '../../../shared/service/corporate-schema.ts';
import { useSite } from '../../site-context.tsx';

/** The interests' boxes as the form's values: `interest_{interest}`. */
export const interestValue = (interest: CorporateInterest) => `interest_${interest}` as const;

/** The ticked interests, in their listed order, for the API's `interests`. */
export function chosenInterests(values: Record<string, string | boolean>): CorporateInterest[] {
  return CORPORATE_INTERESTS.filter((interest) => values[interestValue(interest)] === true);
}

interface InterestsFieldProps {
  values: Record<string, string | boolean>;
  onChange: (interest: CorporateInterest, checked: boolean) => void;
}

/** cat 3 "corporate information, interests": optional boxes in a fieldset whose legend asks the question. */
export function InterestsField({ values, onChange }: InterestsFieldProps) {
  const { t } = useSite();
  return (
    <fieldset className="service-form__choices">
      <legend className="form-field__label">{t('corporateForms.interestsLegend')}</legend>
      {CORPORATE_INTERESTS.map((interest) => (
        <label key={interest} className="account-form__check">
          <input
            type="checkbox"
            name="interests"
            value={interest}
            checked={values[interestValue(interest)] === true}
            onChange={(event) => onChange(interest, event.target.checked)}
          />
          <span>{t(`corporateForms.interests.${interest}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
