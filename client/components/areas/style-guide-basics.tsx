import { useSite } from '../../site-context.tsx';

/** The palette of client/styles/app.css, by custom property: what each colour is for. */
const COLOURS = ['forest', 'forest-dark', 'snow', 'mist', 'stone', 'line', 'accent', 'error'] as const;

/** Headings, body text, links, lists and small print as pages use them. */
export function TypographySection() {
  const { t, href } = useSite();
  return (
    <section className="style-guide__section" aria-labelledby="style-typography">
      <h2 id="style-typography">{t('styleGuide.typography')}</h2>
      <h3>{t('styleGuide.heading3')}</h3>
      <h4>{t('styleGuide.heading4')}</h4>
      <p>{t('styleGuide.bodyText')}</p>
      <p><a href={href('stores')}>{t('styleGuide.linkText')}</a></p>
      <ul>
        <li>{t('styleGuide.listItem1')}</li>
        <li>{t('styleGuide.listItem2')}</li>
      </ul>
      <p><small>{t('styleGuide.smallText')}</small></p>
    </section>
  );
}

/** Swatches of the shop's colours with their custom property and use. */
export function ColoursSection() {
  const { t } = useSite();
  return (
    <section className="style-guide__section" aria-labelledby="style-colours">
      <h2 id="style-colours">{t('styleGuide.colours')}</h2>
      <ul className="style-guide__swatches">
        {COLOURS.map((name) => (
          <li key={name} className="style-guide__swatch">
            <span className="style-guide__chip" style={{ background: `var(--color-${name})` }} aria-hidden="true" />
            <code>--color-{name}</code>
            <span>{t(`styleGuide.colour.${name}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The button styles: primary, secondary and a disabled one. */
export function ButtonsSection() {
  const { t } = useSite();
  return (
    <section className="style-guide__section" aria-labelledby="style-buttons">
      <h2 id="style-buttons">{t('styleGuide.buttons')}</h2>
      <div className="style-guide__row">
        <button type="button" className="button button--primary">{t('styleGuide.primaryButton')}</button>
        <button type="button" className="button button--secondary">{t('styleGuide.secondaryButton')}</button>
        <button type="button" className="button button--primary" disabled>{t('styleGuide.disabledButton')}</button>
      </div>
    </section>
  );
}

/** Toasts (core 8: error, success, warning, info): each button shows one in the layout's live region. */
export function ToastsSection() {
  const { t } = useSite();
  const show = (kind: 'success' | 'error' | 'warning' | 'info') => {
    void import('../../state/toasts.ts').then(({ showToast }) => showToast(t(`styleGuide.toast.${kind}`), kind));
  };
  return (
    <section className="style-guide__section" aria-labelledby="style-toasts">
      <h2 id="style-toasts">{t('styleGuide.toasts')}</h2>
      <div className="style-guide__row">
        {(['success', 'error', 'warning', 'info'] as const).map((kind) => (
          <button key={kind} type="button" className="button button--secondary" onClick={() => show(kind)}>{t(`styleGuide.showToast.${kind}`)}</button>
        ))}
      </div>
    </section>
  );
}
