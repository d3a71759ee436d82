import { z } from 'zod';
import {
  createPaymentResponseSchema,
  sandboxCompleteBodySchema,
  sandboxCompleteResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@arrival/contracts/payments';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import { serviceDepsOf } from '../../http/service-deps.ts';
import type { ZodApp } from '../../http/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { callerOf } from '../../plugins/auth.ts';
import { createPayment, verifyCheckout } from './checkout.service.ts';
import { handleWebhook } from './webhook.service.ts';

const errors = errorResponses(400, 404, 409, 503);
const tags = ['payments'];

/** The provider's webhook, in the public scope: it proves itself with its signature, not a token. */
export async function publicPaymentRoutes(app: ZodApp, deps: AppDeps) {
  const paymentDeps = serviceDepsOf(app, deps);

  // Razorpay signs the raw bytes, so this module's scope reads JSON bodies unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payment/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Razorpay webhooks (payment.captured, order.paid, payment.failed), checked with X-Razorpay-Signature',
        response: { 200: z.object({ status: z.enum(['processed', 'duplicate']) }), ...errorResponses(400) },
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
}

/** Checkout, in the signed-in scope. */
export async function paymentRoutes(app: ZodApp, deps: AppDeps) {
  const paymentDeps = serviceDepsOf(app, deps);

  app.get(
    '/payment/create-payment',
    {
      schema: {
        tags,
        summary: "Price the caller's cart, hold its stock for 15 minutes and open the provider's order",
        response: { 200: createPaymentResponseSchema, ...errors },
      },
    },
    async (request) => createPayment(paymentDeps, callerOf(request).userId),
  );

  app.post(
    '/payment/verify/create-order',
    {
      schema: {
        tags,
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

  const sandbox = deps.payments.sandbox;
  if (sandbox) {
    app.post(
      '/payment/sandbox/complete',
      {
        schema: {
          tags,
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
}
