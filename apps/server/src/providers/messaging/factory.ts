import type { Config } from '../../config.ts';
import { createConsoleMessaging } from './console.ts';
import type { MessagingProvider } from './messaging.ts';
import { createWhatsAppCloudMessaging } from './whatsapp-cloud.ts';

export function createMessaging(config: Config): MessagingProvider {
  if (config.MESSAGING_PROVIDER === 'whatsapp-cloud') {
    return createWhatsAppCloudMessaging({
      baseUrl: config.WHATSAPP_API_BASE_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
      accessToken: config.WHATSAPP_ACCESS_TOKEN ?? '',
      otpTemplate: config.WHATSAPP_OTP_TEMPLATE,
      noticeTemplate: config.WHATSAPP_NOTICE_TEMPLATE,
      language: config.WHATSAPP_TEMPLATE_LANGUAGE,
      malayalamLanguage: config.WHATSAPP_TEMPLATE_LANGUAGE_ML,
      timeoutMs: config.WHATSAPP_TIMEOUT_MS,
    });
  }
  return createConsoleMessaging(config.dataDir);
}
