import { describe, expect, it } from 'vitest';
import { nextStepOf } from './order-poll.ts';

describe('nextStepOf', () => {
  it('sends a paid order to the confirmation and a failed one back to the cart', () => {
    expect(nextStepOf('processing')).toBe('confirmation');
    expect(nextStepOf('payment_failed')).toBe('checkout');
    expect(nextStepOf('cancelled')).toBe('checkout');
    expect(nextStepOf('awaiting_payment')).toBe('wait');
  });
});
