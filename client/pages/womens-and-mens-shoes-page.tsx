import type { ShoesLandingPageProps } from '../../shared/types/shoe-wizard.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { useSite } from '../site-context.tsx';

/** /womens-and-mens-shoes/ (issue 17): the shoe wizard's entry, then women's and men's shoes and the footwear groups. */
export default function WomensAndMensShoesPage({ wizardPath, footwear, genders, groups }: ShoesLandingPageProps) {
  const { t, localHref } = useSite();
  const title = t('shoeWizard.landingTitle');
  return (
    <div className="shoe-landing">
      <Breadcrumbs crumbs={[{ name: title, path: '' }]} />
      <h1 className="page-heading">{title}</h1>
      <section className="shoe-landing__wizard" aria-labelledby="shoe-landing-wizard">
        <h2 id="shoe-landing-wizard">{t('shoeWizard.title')}</h2>
        <p>{t('shoeWizard.intro')}</p>
        <a className="button button--primary" href={localHref(wizardPath)}>{t('shoeWizard.start')}</a>
      </section>
      <nav className="shoe-landing__browse" aria-labelledby="shoe-landing-browse">
        <h2 id="shoe-landing-browse">{t('shoeWizard.browse')}</h2>
        <ul className="shoe-landing__links">
          {genders.map((gender) => (
            <li key={gender.key}>
              <a className="shoe-choice" href={localHref(gender.path)}>
                <span className="shoe-choice__name">{t(`shoeWizard.gender.${gender.key}`)}</span>
                <span className="shoe-choice__count">{t('shoeWizard.productCount', { count: gender.count })}</span>
              </a>
            </li>
          ))}
          <li>
            <a className="shoe-choice" href={localHref(footwear.path)}>
              <span className="shoe-choice__name">{t('shoeWizard.allFootwear')}</span>
              <span className="shoe-choice__count">{t('shoeWizard.productCount', { count: footwear.count })}</span>
            </a>
          </li>
        </ul>
        {groups.length > 0 && (
          <div className="subgroup-links">
            <ul>
              {groups.map((group) => <li key={group.path}><a href={localHref(group.path)}>{group.name}</a></li>)}
            </ul>
          </div>
        )}
      </nav>
    </div>
  );
}
