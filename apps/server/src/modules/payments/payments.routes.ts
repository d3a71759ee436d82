import { z } from 'zod';
import { errorResponseSchema } from '@arrival/contracts/common';
import {
  createPaymentResponseSchema,
  publicConfigSchema,
  sandboxCompleteBodySchema,
  sandboxCompleteResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@arrival/contracts/payments';
import type { AppDeps, ZodApp } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { authenticate, callerOf } from '../../plugins/auth.ts';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox.ts';
import { createPayment, handleWebhook, verifyCheckout, type PaymentDeps } from './payments.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
};
const secured = { security: [{ bearer: [] }], tags: ['payments'] };

export function paymentDepsOf(app: ZodApp, deps: AppDeps): PaymentDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    payments: deps.payments,
    messaging: deps.messaging,
    events: deps.events,
    push: deps.push,
    log: (error) => app.log.error({ err: error }),
  };
}

export async function paymentRoutes(app: ZodApp, deps: AppDeps) {
  const paymentDeps = paymentDepsOf(app, deps);

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

  // Razorpay signs the raw bytes, so this route reads the body unparsed.
  app.register(async (raw: ZodApp) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/payment/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhooks (payment.captured, order.paid, payment.failed), checked with X-Razorpay-Signature',
          response: { 200: z.object({ status: z.enum(['processed', 'duplicate']) }), 400: errorResponseSchema },
        },
      },
      async (request) => {
        const body = request.body;
        const signature = request.headers['x-razorpay-signature'];
        if (!Buffer.isBuffer(body) || typeof signature !== 'string' || !deps.payments.verifyWebhookSignature(body, signature)) {
          throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
        }
        let payload: unknown;
        try {
          payload = JSON.parse(body.toString('utf8'));
        } catch {
          throw new AppError('VALIDATION_FAILED', 'Webhook body is not JSON');
        }
        const headerId = request.headers['x-razorpay-event-id'];
        const eventId = typeof headerId === 'string' && headerId ? headerId : `body_${sha256Hex(body.toString('utf8'))}`;
        return {
          status: await handleWebhook(paymentDeps, {
            eventId,
            payload: payload as Parameters<typeof handleWebhook>[1]['payload'],
          }),
        };
      },
    );
  });

  app.register(async (scope: ZodApp) => {
    scope.addHook('onRequest', authenticate(deps));

    scope.get(
      '/payment/create-payment',
      {
        schema: {
          ...secured,
          summary: "Price the caller's cart, hold its stock for 15 minutes and open the provider's order",
          response: { 200: createPaymentResponseSchema, ...errors },
        },
      },
      async (request) => createPayment(paymentDeps, callerOf(request).userId),
    );

    scope.post(
      '/payment/verify/create-order',
      {
        schema: {
          ...secured,
          summary: 'Check the checkout signature and amounts, then confirm the order (idempotent)',
          body: verifyPaymentBodySchema,
          response: { 200: verifyPaymentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const orderId = await verifyCheckout(paymentDeps, callerOf(request).userId, request.body);
        return { status: true as const, message: 'Payment successful', orderId };
      },
    );

    if (deps.payments.name === 'sandbox') {
      const sandbox = deps.payments as SandboxPaymentProvider;
      scope.post(
        '/payment/sandbox/complete',
        {
          schema: {
            ...secured,
            summary: 'Sandbox only: pay or decline a sandbox order, as the real checkout would',
            body: sandboxCompleteBodySchema,
            response: { 200: sandboxCompleteResponseSchema, ...errors },
          },
        },
        async (request) => {
          const { razorpayOrderId, outcome } = request.body;
          const { payment, signature } = await sandbox.complete(razorpayOrderId, outcome).catch((error: unknown) => {
            throw new AppError('VALIDATION_FAILED', error instanceof Error ? error.message : 'Unknown sandbox order');
          });
          return {
            razorpay_order_id: razorpayOrderId,
            razorpay_payment_id: payment.id,
            razorpay_signature: signature,
            error:
              outcome === 'failure'
                ? { code: 'BAD_REQUEST_ERROR', description: 'Payment failed: the bank declined the card' }
                : null,
          };
        },
      );
    }
  });
}
