import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { onlineManager } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_BANNER_TEXT, OfflineBanner } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

const bannerText = i18n._(OFFLINE_BANNER_TEXT);

describe('OfflineBanner', () => {
  it('says the orders are still here while the device is offline, and goes when it is back', () => {
    render(
      <I18nProvider i18n={i18n}>
        <OfflineBanner />
      </I18nProvider>,
    );
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(bannerText);

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });
});
