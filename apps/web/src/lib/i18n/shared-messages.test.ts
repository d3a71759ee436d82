import { afterAll, describe, expect, it } from 'vitest';
import { ARRIVAL_TOO_SOON_MESSAGE } from '@arrival/contracts/user';
import { activateLanguage } from './i18n';
import { sharedMessages, sharedText } from './shared-messages';

describe('shared schema messages', () => {
  afterAll(() => activateLanguage('en'));

  it('read in English exactly as the contracts word them', async () => {
    await activateLanguage('en');
    for (const english of sharedMessages.keys()) expect(sharedText(english)).toBe(english);
  });

  it('read in Malayalam when Malayalam is on screen, and leave other texts alone', async () => {
    await activateLanguage('ml');
    for (const english of sharedMessages.keys()) {
      expect(sharedText(english)).not.toBe(english);
      expect(sharedText(english)).toMatch(/[\u0D00-\u0D7F]/);
    }
    expect(sharedText(ARRIVAL_TOO_SOON_MESSAGE)).toContain('24');
    expect(sharedText('Some server sentence')).toBe('Some server sentence');
    expect(sharedText(undefined)).toBeUndefined();
  });
});
