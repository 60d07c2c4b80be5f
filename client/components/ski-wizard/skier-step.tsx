import { useRef, useState, type FormEvent } from 'react';
import { SKIER_FIELDS, skierMessageParams, validateSkier, type SkierField } from '../../../shared/ski-wizard/skier-schema.ts';
import { SKIER_TYPES } from '../../../shared/ski-wizard/skier.ts';
import { setSkier, type SkiSport, type SkierDraft, type WizardState } from '../../../shared/ski-wizard/wizard-state.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { wizardStore } from '../../state/ski-wizard-store.ts';
import { useSite } from '../../site-context.tsx';
import { SelectField } from '../account/select-field.tsx';
import { TextField } from '../order/text-field.tsx';
import { SkierAdvice } from './skier-advice.tsx';
import { isFilled, readSoleFill } from './sole-fill.ts';

interface SkierStepProps {
  sport: SkiSport;
  state: WizardState;
  /** The skier's information is complete and plausible: on to the skis. */
  onDone: () => void;
}

/**
 * The wizard's first step (issue 17 item 4, cat 3 inputs): height, weight,
 * age, ability and (alpine) the boot sole length. What is typed is stored
 * with the wizard as it is typed, so nothing is lost; the shared schema's
 * messages show beside their fields on "Save", the first bad field focused.
 * A plausible skier sees the recommended length and, alpine, the DIN value.
 * A sole length the wizard took from the chosen boots says so in its hint.
 */
export function SkierStep({ sport, state, onDone }: SkierStepProps) {
  const { t } = useSite();
  const [errors, setErrors] = useState<Partial<Record<SkierField, string>>>({});
  const inputs = useRef(new Map<SkierField, HTMLElement>());
  const draft = state.skier;
  const hydrated = useHydrated();
  const soleFill = hydrated && sport === 'alpine' ? readSoleFill(sport) : null;
  const soleHint = soleFill && isFilled(draft.soleLength, soleFill)
    ? t('skiWizard.skier.hints.soleFromBoots', { boots: soleFill.boots })
    : t('skiWizard.skier.hints.soleLength');
  const fields: readonly SkierField[] = sport === 'alpine' ? SKIER_FIELDS : SKIER_FIELDS.filter((field) => field !== 'soleLength');

  const change = (field: SkierField, value: string) => {
    wizardStore(sport).update((current) => setSkier(current, { ...current.skier, [field]: value } satisfies SkierDraft));
    if (errors[field]) setErrors((old) => ({ ...old, [field]: '' }));
  };
  const bind = (field: SkierField) => ({
    name: `skier-${field}`,
    label: t(`skiWizard.skier.fields.${field}`),
    value: draft[field],
    error: errors[field] ?? '',
    onChange: (value: string) => change(field, value),
  });
  const inputRef = (field: SkierField) => (element: HTMLElement | null) => {
    if (element) inputs.current.set(field, element);
    else inputs.current.delete(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSkier(draft, sport);
    if (result.ok) {
      setErrors({});
      onDone();
      return;
    }
    const found = Object.fromEntries(fields.filter((field) => result.fields[field]).map((field) => {
      const message = result.fields[field];
      return [field, t(message, skierMessageParams(message))];
    }));
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) inputs.current.get(first)?.focus();
  };

  const abilityOptions = [
    { value: '', text: t('skiWizard.skier.chooseAbility') },
    ...SKIER_TYPES.map((type) => ({ value: type, text: t(`skiWizard.skier.abilities.${type === '-1' ? 'minus1' : type === '3+' ? 'plus3' : `type${type}`}`) })),
  ];

  return (
    <form className="ski-wizard__form" noValidate onSubmit={submit}>
      <p>{t(`skiWizard.skier.intro.${sport}`)}</p>
      <div className="ski-wizard__fields">
        <TextField {...bind('height')} autoComplete="off" inputMode="decimal" maxLength={6} hint={t('skiWizard.skier.hints.height')} inputRef={inputRef('height')} />
        <TextField {...bind('weight')} autoComplete="off" inputMode="decimal" maxLength={6} hint={t('skiWizard.skier.hints.weight')} inputRef={inputRef('weight')} />
        <TextField {...bind('age')} autoComplete="off" inputMode="numeric" maxLength={3} inputRef={inputRef('age')} />
        <SelectField {...bind('ability')} options={abilityOptions} hint={t('skiWizard.skier.hints.ability')} selectRef={inputRef('ability')} />
        {sport === 'alpine' ? (
          <TextField {...bind('soleLength')} autoComplete="off" inputMode="numeric" maxLength={3} hint={soleHint} inputRef={inputRef('soleLength')} />
        ) : null}
      </div>
      <SkierAdvice sport={sport} draft={draft} />
      <button type="submit" className="button button--primary">{t('skiWizard.skier.save')}</button>
    </form>
  );
}
