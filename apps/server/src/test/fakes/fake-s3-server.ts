// Test support: a local stand-in for an S3-compatible object store. Production code never imports it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3Request {
  method: string;
  path: string;
  authorization: string | undefined;
  /** Null when the signature checked out, otherwise the S3 error code it was refused with. */
  refusedWith: string | null;
}

export interface FakeS3 {
  endpoint: string;
  /** Objects by `${bucket}/${key}`. */
  objects: Map<string, StoredObject>;
  requests: FakeS3Request[];
  /** Answers the next n requests with this status before looking at them, e.g. to test retries. */
  failNext(status: number, n?: number): void;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** encodeURIComponent leaves !'()* alone; SigV4 wants them encoded too. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const AUTH_HEADER =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Recomputes the request's AWS Signature Version 4 from the documented canonical form, independently
 * of any client library, and answers the S3 error code for a mismatch (null when it matches).
 */
function checkSignature(
  req: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const match = AUTH_HEADER.exec(req.headers.authorization ?? '');
  if (!match) return 'AccessDenied';
  const [, accessKeyId, date, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== credentials.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date!)) return 'AuthorizationHeaderMalformed';
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!signedHeaders.includes(required)) return 'AccessDenied';
  }
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';

  const url = new URL(req.url ?? '/', 'http://fake');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaderList, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), region!), 's3'), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'SignatureDoesNotMatch';
}

function sendError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

const statusOfError: Record<string, number> = {
  AccessDenied: 403,
  InvalidAccessKeyId: 403,
  SignatureDoesNotMatch: 403,
  AuthorizationHeaderMalformed: 400,
  XAmzContentSHA256Mismatch: 400,
};

/**
 * Path-style bucket API: PUT and DELETE need a valid signature for the given credentials; GET is an
 * anonymous read, like a public bucket serving images.
 */
export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];
  let failures: { status: number; left: number } = { status: 500, left: 0 };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname).slice(1);
      const record: FakeS3Request = {
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        refusedWith: null,
      };
      requests.push(record);
      if (failures.left > 0) {
        failures.left -= 1;
        return sendError(res, failures.status, 'InternalError');
      }
      if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) return sendError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' });
        return res.end(object.body);
      }
      record.refusedWith = checkSignature(req, body, credentials);
      if (record.refusedWith) return sendError(res, statusOfError[record.refusedWith] ?? 403, record.refusedWith);
      if (req.method === 'PUT') {
        objects.set(path, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'DELETE') {
        // S3 answers 204 whether or not the key existed.
        objects.delete(path);
        res.writeHead(204);
        return res.end();
      }
      return sendError(res, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext(status, n = 1) {
      failures = { status, left: n };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
