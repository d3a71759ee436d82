import type { Language } from '@arrival/contracts/language';
import { MessagingError, type MessagingProvider } from './messaging.ts';

export interface WhatsAppCloudOptions {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  otpTemplate: string;
  noticeTemplate: string;
  /** The templates' language code for English (Meta's code, e.g. en_US). */
  language: string;
  /** The templates' language code for Malayalam; the templates must be approved in both. */
  malayalamLanguage?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** Graph error codes that are worth trying again later (throughput, pair rate, transient). */
const RETRYABLE_CODES = new Set([1, 2, 4, 130429, 131016, 131056, 131049]);

/** Meta WhatsApp Cloud API: an authentication template for codes, a utility template for notices. */
export function createWhatsAppCloudMessaging(options: WhatsAppCloudOptions): MessagingProvider {
  const doFetch = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  async function send(to: string, template: Record<string, unknown>) {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template', template }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new MessagingError(timedOut ? 'WhatsApp did not answer in time' : 'WhatsApp could not be reached', true);
    }
    if (response.ok) return;
    const parsed = (await response.json().catch(() => ({}))) as GraphError;
    const code = parsed.error?.code;
    const detail = parsed.error?.error_data?.details ?? parsed.error?.message ?? `status ${response.status}`;
    const retryable = response.status >= 500 || response.status === 429 || (code !== undefined && RETRYABLE_CODES.has(code));
    throw new MessagingError(`WhatsApp refused the message: ${detail}`, retryable, code);
  }

  const templateLanguage = (language: Language = 'en') =>
    language === 'ml' ? (options.malayalamLanguage ?? 'ml') : options.language;

  return {
    sendOtp: ({ to, code, language }) =>
      // The code goes twice: once in the body, once behind the copy-code button.
      send(to, {
        name: options.otpTemplate,
        language: { code: templateLanguage(language) },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      }),
    sendNotice: ({ to, text, language }) =>
      send(to, {
        name: options.noticeTemplate,
        language: { code: templateLanguage(language) },
        components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
      }),
  };
}
