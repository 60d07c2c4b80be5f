import { releaseValue } from '../../../shared/ski-wizard/din.ts';
import { validateSkier } from '../../../shared/ski-wizard/skier-schema.ts';
import { recommendedSkiLength, type LengthRange } from '../../../shared/ski-wizard/ski-length.ts';
import type { SkiSport, SkierDraft } from '../../../shared/ski-wizard/wizard-state.ts';
import { numberFormat } from '../../../shared/intl-formats.ts';
import { useSite } from '../../site-context.tsx';

/**
 * What the skier's information gives (issue 17 item 4): the recommended ski
 * length and, alpine, the binding release value of ISO 11088 with the note
 * that a certified technician sets it. Nothing for information that is not
 * a plausible skier: an impossible figure never gets a value.
 */
export function SkierAdvice({ sport, draft }: { sport: SkiSport; draft: SkierDraft }) {
  const { t, config } = useSite();
  const result = validateSkier(draft, sport);
  if (!result.ok) return null;
  const lengths = recommendedSkiLength(result.request, sport);
  const din = sport === 'alpine' ? releaseValue(result.request) : null;
  const range = ({ min, max }: LengthRange) => numberFormat(config.language, { style: 'unit', unit: 'centimeter' }).formatRange(min, max);
  return (
    <section className="ski-wizard__advice" aria-labelledby="ski-wizard-advice">
      <h3 id="ski-wizard-advice" className="ski-wizard__advice-title">{t('skiWizard.advice.title')}</h3>
      <dl className="ski-wizard__advice-list">
        {lengths?.sport === 'alpine' ? (
          <div><dt>{t('skiWizard.advice.length')}</dt><dd>{range(lengths.alpine)}</dd></div>
        ) : null}
        {lengths?.sport === 'nordic' ? (
          <>
            <div><dt>{t('skiWizard.advice.classicLength')}</dt><dd>{range(lengths.classic)}</dd></div>
            <div><dt>{t('skiWizard.advice.skateLength')}</dt><dd>{range(lengths.skate)}</dd></div>
          </>
        ) : null}
        {din !== null ? <div><dt>{t('skiWizard.advice.din')}</dt><dd data-testid="ski-wizard-din">{numberFormat(config.language, { maximumFractionDigits: 2 }).format(din)}</dd></div> : null}
      </dl>
      {sport === 'alpine' ? <p className="ski-wizard__technician" role="note">{t('skiWizard.advice.technician')}</p> : null}
    </section>
  );
}
