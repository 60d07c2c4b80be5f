// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { authUserOf } from '../../shared/account/auth-user.ts';
import type { MenuLink } from '../../shared/types/menu.ts';
import { authStore } from '../state/auth-store.ts';
import { MenuLinkList } from './menu-link-list.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** core 2 Life outdoors: "account or 'Join the club' depending on login". */
const LINKS: MenuLink[] = [
  { label: 'Blogs', href: '/en/life-outdoors/blog/' },
  { label: 'Join the club', href: '/en/accounts/register/', loggedIn: { label: 'My account', href: '/en/accounts/' } },
];
const customer = authUserOf({
  id: 1, is_staff: false, is_admin: false, username: null, postcode: '',
  customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'h', email: 'a@b.fi', cart_content: '', is_club_member: false },
});
const links = (container: ParentNode) => [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => authStore.clear());

describe('MenuLinkList', () => {
  it('renders the guest\'s "Join the club" on the server, whoever asks', () => {
    authStore.setUser(customer);
    const html = renderToString(<MenuLinkList links={LINKS} />);
    expect(html).toContain('Join the club');
    expect(html).not.toContain('My account');
  });

  it('turns it into the account link once a customer is logged in, and back after logout', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<MenuLinkList links={LINKS} currentPath="/en/accounts/" />));
    expect(links(container)).toEqual([['Blogs', '/en/life-outdoors/blog/'], ['Join the club', '/en/accounts/register/']]);
    act(() => authStore.setUser(customer));
    expect(links(container)).toEqual([['Blogs', '/en/life-outdoors/blog/'], ['My account', '/en/accounts/']]);
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('My account');
    act(() => authStore.clear());
    expect(links(container)[1]).toEqual(['Join the club', '/en/accounts/register/']);
    act(() => root.unmount());
  });
});
