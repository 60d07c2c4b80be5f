import { loginSchema } from '../../shared/account/account-schema.ts';
import type { LoginResponse } from '../../shared/types/account.ts';
import type { LoginPageProps } from '../../shared/types/account-pages.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { postAccount } from '../components/account/account-call.ts';
import { schemaCheck } from '../components/account/form-check.ts';
import { useAccountForm } from '../components/account/use-account-form.ts';
import { TextField } from '../components/order/text-field.tsx';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { loadCustomer } from '../state/auth-session.ts';
import { authStore } from '../state/auth-store.ts';
import { mergeCartOnLogin } from '../state/cart-sync.ts';
import { useSite } from '../site-context.tsx';

const LOGIN_API = '/api/auth/login/';
const check = schemaCheck(loginSchema);

/**
 * /accounts/login/ (core 2, core 4): the server sets the session cookie; then
 * the customer is loaded, the saved cart merges into the local one and the
 * visitor goes back where they came from (`next`, a checked local path) or
 * to the account area. `reason` says why they were sent here (cat 4, cat 5).
 */
export default function LoginPage({ reason, next }: LoginPageProps) {
  const { t, href, config } = useSite();
  const { navigate } = useNavigation();
  const form = useAccountForm({
    initial: { email: '', password: '' },
    order: ['email', 'password'],
    check,
    send: (values) => postAccount<LoginResponse>(LOGIN_API, values, config.language),
    onSent: async () => {
      await loadCustomer();
      const user = authStore.getState().user;
      if (!user) return t('errors.unexpected');
      mergeCartOnLogin(user);
      navigate(next ?? href('accounts'));
    },
  });

  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('accountPages.login.title')}</h1>
      {reason ? <p className="account-page__notice">{t(`accountPages.login.reason.${reason}`, { brand: config.brandName })}</p> : null}
      <form className="account-form" noValidate onSubmit={form.submit} aria-busy={form.sending}>
        <TextField {...form.textField('email')} label={t('accountPages.fields.email')} type="email" autoComplete="email" maxLength={254} />
        <TextField {...form.textField('password')} label={t('accountPages.fields.password')} type="password" autoComplete="current-password" maxLength={128} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('accountPages.login.sending') : t('accountPages.login.submit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
      <ul className="account-page__links">
        <li><a href={href('accountsResetPassword')}>{t('accountPages.login.forgotPassword')}</a></li>
        <li>{t('accountPages.login.noAccount')} <a href={href('accountsRegister')}>{t('accountPages.login.register')}</a></li>
      </ul>
    </div>
  );
}
