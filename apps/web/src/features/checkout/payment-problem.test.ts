import { describe, expect, it } from 'vitest';
// Activates English, as the app does before anything is shown.
import '../../lib/i18n/i18n';
import { cancelledPayment, declinedPayment, unstartedPayment, unverifiedPayment } from './payment-problem';

describe('payment problems', () => {
  it('says a cancelled payment charged nothing', () => {
    expect(cancelledPayment()).toEqual({
      title: 'Payment cancelled',
      reason: null,
      advice: 'Nothing was charged. You can pay again.',
    });
  });

  it('gives a declined payment’s reason once, without its own closing stop', () => {
    expect(declinedPayment('Payment failed: the bank declined the card')).toEqual({
      title: 'Payment failed',
      reason: 'the bank declined the card',
      advice: 'Nothing was charged; try again or use another method.',
    });
    expect(declinedPayment('Your card has insufficient funds.').reason).toBe('Your card has insufficient funds');
    expect(declinedPayment('Payment failed').reason).toBeNull();
  });

  it('never says nothing was charged when the server could not confirm a taken payment', () => {
    const problem = unverifiedPayment('Payment could not be verified');
    expect(problem.title).toBe('Payment not confirmed');
    expect(problem.reason).toBe('Payment could not be verified');
    expect(problem.advice).not.toMatch(/Nothing was charged/);
  });

  it('says why a payment could not start', () => {
    expect(unstartedPayment('Rose Attar 12 ml: Only 3 left at COK')).toEqual({
      title: 'Payment not started',
      reason: 'Rose Attar 12 ml: Only 3 left at COK',
      advice: 'Nothing was charged.',
    });
  });
});
