import type { ShoeWizardPageProps } from '../../shared/types/shoe-wizard.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { useSite } from '../site-context.tsx';

/**
 * One question of the shoe wizard (issue 17): its choices are links, so each
 * step is its own page and works without JavaScript. A choice leaving no
 * shoes is shown without a link, and so is nothing when no shoe matches
 * (never a link to a grid that would show every shoe); the answers so far
 * can each be changed.
 */
export default function ShoeWizardPage({ breadcrumbs, step, stepNumber, stepCount, answers, choices, matching }: ShoeWizardPageProps) {
  const { t, localHref } = useSite();
  return (
    <div className="shoe-wizard">
      <Breadcrumbs crumbs={breadcrumbs} />
      <p className="shoe-wizard__progress">{t('shoeWizard.progress', { step: stepNumber, count: stepCount })}</p>
      <h1 className="page-heading">{t(`shoeWizard.${step}.question`)}</h1>
      <p className="shoe-wizard__hint">{t(`shoeWizard.${step}.hint`)}</p>
      <ul className="shoe-wizard__choices">
        {choices.map((choice) => {
          const content = (
            <>
              <span className="shoe-choice__name">{t(`shoeWizard.${step}.${choice.key}`)}</span>
              <span className="shoe-choice__count">{choice.path ? t('shoeWizard.matchingCount', { count: choice.count }) : t('shoeWizard.noMatches')}</span>
            </>
          );
          return (
            <li key={choice.key}>
              {choice.path
                ? <a className="shoe-choice" href={localHref(choice.path)}>{content}</a>
                : <span className="shoe-choice shoe-choice--empty">{content}</span>}
            </li>
          );
        })}
      </ul>
      {answers.length > 0 && (
        <section className="shoe-wizard__answers" aria-labelledby="shoe-wizard-answers">
          <h2 id="shoe-wizard-answers">{t('shoeWizard.yourAnswers')}</h2>
          <dl>
            {answers.map((answer) => (
              <div key={answer.step} className="shoe-wizard__answer">
                <dt>{t(`shoeWizard.${answer.step}.label`)}</dt>
                <dd>
                  {t(`shoeWizard.${answer.step}.${answer.choice}`)}{' '}
                  <a href={localHref(answer.path)}>
                    {t('shoeWizard.change')}<span className="visually-hidden">: {t(`shoeWizard.${answer.step}.label`)}</span>
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {matching.count > 0 && (
        <p className="shoe-wizard__skip">
          <a className="button button--secondary" href={localHref(matching.path)}>{t('shoeWizard.showMatching', { count: matching.count })}</a>
        </p>
      )}
    </div>
  );
}
