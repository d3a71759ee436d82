import { publicConfigSchema } from '@arrival/contracts/payments';
import type { AppDeps } from '../../app-deps.ts';
import type { ZodApp } from '../../http/types.ts';

/** What the web app reads before anyone logs in, in the public scope. */
export async function appConfigRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/config',
    {
      schema: {
        tags: ['ops'],
        summary: 'What the web app needs to know: payment provider and public keys',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      paymentProvider: deps.payments.name,
      razorpayKeyId: deps.payments.keyId,
      merchantName: 'Arrival Shop',
      pushPublicKey: deps.config.PUSH_PROVIDER === 'webpush' ? (deps.config.VAPID_PUBLIC_KEY ?? null) : null,
    }),
  );
}
