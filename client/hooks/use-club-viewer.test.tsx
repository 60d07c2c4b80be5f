// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../shared/account/auth-user.ts';
import { renderHook } from '../../tests/unit-helpers/render-hook.tsx';
import { authStore } from '../state/auth-store.ts';
import { useClubViewer } from './use-club-viewer.ts';

const user = (isClubMember: boolean): AuthUser => ({
  isAuthenticated: true, id: 7, wishlistModelIds: [], voteReviews: [], isStaffUser: false, isAdminUser: false, isOrgUser: false,
  isClubMember, hashedEmail: '', email: 'aino@example.com', username: null, postcode: '', cartContent: '',
});

afterEach(() => authStore.clear());

describe('useClubViewer', () => {
  it('is a guest while the customer is not known, then follows the customer', async () => {
    const viewer = await renderHook(useClubViewer);
    expect(viewer.current).toBe('guest');
    act(() => authStore.setUser(user(false)));
    expect(viewer.current).toBe('customer');
    act(() => authStore.setUser(user(true)));
    expect(viewer.current).toBe('member');
    act(() => authStore.clear());
    expect(viewer.current).toBe('guest');
    viewer.unmount();
  });
});
