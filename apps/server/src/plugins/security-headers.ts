import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers for our options, computed once: they are the same for every answer, and building
 * them per request (the CSP string above all) cost more than the rest of a cached read.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Helmet's options, with the sources of any inline scripts the answer's document may run (`'sha256-…'`). */
const options = (inlineScripts: readonly string[] = []): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts, 'https://checkout.razorpay.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://www.youtube-nocookie.com'],
      connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // No other site that opens the shop keeps a handle on its tab; the popups the payment provider's frame
  // opens keep theirs, or a bank's page could not report back to the checkout (decisions 029 and 031).
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

export const securityHeaders = helmetHeaders(options());

/**
 * The content security policy of the web app's pages: the one every answer carries, which also lets the
 * pages run their own inline scripts, named by the hash of each (no other inline script runs).
 */
export const documentSecurityPolicy = (inlineScripts: readonly string[]) =>
  helmetHeaders(options(inlineScripts))['content-security-policy']!;

/** Every answer, the web app's files and errors included, carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });
}
