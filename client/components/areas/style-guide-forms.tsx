import { useState } from 'react';
import { TextField } from '../order/text-field.tsx';
import { useSite } from '../../site-context.tsx';

/**
 * Form fields as every form shows them (client/components/order/text-field.tsx):
 * a label, a hint and a message tied to the input; a field in error keeps what
 * was typed. The messages here are the shop's own validation texts.
 */
export function FormsSection() {
  const { t } = useSite();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('anna.virtanen@');
  const [postcode, setPostcode] = useState('00100');
  return (
    <section className="style-guide__section" aria-labelledby="style-forms">
      <h2 id="style-forms">{t('styleGuide.forms')}</h2>
      <div className="style-guide__form">
        <TextField name="style-name" label={t('styleGuide.nameLabel')} value={name} error={name ? '' : t('styleGuide.requiredError')}
          autoComplete="off" onChange={setName} />
        <TextField name="style-email" label={t('styleGuide.emailLabel')} type="email" value={email}
          error={/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? '' : t('styleGuide.emailError')} hint={t('styleGuide.emailHint')}
          autoComplete="off" onChange={setEmail} />
        <TextField name="style-postcode" label={t('styleGuide.postcodeLabel')} value={postcode} required={false} error=""
          inputMode="numeric" maxLength={5} autoComplete="off" onChange={setPostcode} />
      </div>
    </section>
  );
}
