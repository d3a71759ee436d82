import { describe, expect, it } from 'vitest';
import { isSendDue, PUSH_REFRESH_MINUTES, readSentSubscription, writeSentSubscription } from './push-record';

const sentAt = Date.parse('2030-06-01T00:00:00Z');
const sent = { endpoint: 'https://push.example/abc', userId: 7, sentAt };
const current = { endpoint: sent.endpoint, userId: 7 };

describe('when the push subscription is sent again (SPEC §9: 7 days)', () => {
  it('is 10080 minutes', () => expect(PUSH_REFRESH_MINUTES).toBe(7 * 24 * 60));

  it('sends one never sent before', () => expect(isSendDue(null, current, sentAt)).toBe(true));

  it('waits until 7 days have passed, then sends again', () => {
    expect(isSendDue(sent, current, sentAt + PUSH_REFRESH_MINUTES * 60_000 - 1)).toBe(false);
    expect(isSendDue(sent, current, sentAt + PUSH_REFRESH_MINUTES * 60_000)).toBe(true);
  });

  it('sends at once for another traveller on this browser, or for a subscription the browser replaced', () => {
    expect(isSendDue(sent, { ...current, userId: 8 }, sentAt + 1)).toBe(true);
    expect(isSendDue(sent, { ...current, endpoint: 'https://push.example/new' }, sentAt + 1)).toBe(true);
  });

  it('keeps the record in localStorage and ignores a damaged one', () => {
    writeSentSubscription(sent);
    expect(readSentSubscription()).toEqual(sent);
    localStorage.setItem('push-subscription', '{not json');
    expect(readSentSubscription()).toBeNull();
  });
});
