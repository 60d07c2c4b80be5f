import { describe, expect, it } from 'vitest';
import type { DeskEvent } from '../../../shared/types/desk.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { DeskAuditTrail } from './desk-audit-trail.tsx';

const event = (change: Partial<DeskEvent>): DeskEvent => ({
  id: 1, actor: 'customer', action: 'created', fromStatus: null, toStatus: null, note: '', visible: true, createdAt: '2026-11-25T10:00:00.000Z', ...change,
});
const label = (status: string) => status.toUpperCase();

describe('the desk\'s audit trail (issue 16 items 3 and 5)', () => {
  it('says who did what and the move from one status to the other', () => {
    const html = renderWithSite(<DeskAuditTrail statusLabel={label} events={[event({ actor: 'anna@kaira.fi', action: 'status', fromStatus: 'new-return', toStatus: 'processed-return' })]} />);
    expect(html).toContain('anna@kaira.fi');
    expect(html).toContain('from NEW-RETURN to PROCESSED-RETURN');
  });

  it('gives a first status without a "from"', () => {
    const html = renderWithSite(<DeskAuditTrail statusLabel={label} events={[event({ toStatus: 'new-return' })]} />);
    expect(html).toContain('with status NEW-RETURN');
    expect(html).not.toContain('from');
  });

  it('marks what the customer does not see', () => {
    const html = renderWithSite(<DeskAuditTrail statusLabel={label} events={[event({ actor: 'anna@kaira.fi', action: 'comment', note: 'Called the customer.', visible: false })]} />);
    expect(html).toContain('Not shown to the customer');
    expect(html).toContain('Called the customer.');
  });
});
