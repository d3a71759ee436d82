import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createFlightStatusProvider } from './factory.ts';

describe('createFlightStatusProvider', () => {
  it('answers from the bundled timetable when no key is configured', async () => {
    const flights = createFlightStatusProvider({ apiUrl: 'http://127.0.0.1:1', now: () => new Date('2026-11-22T00:00:00Z') });
    expect(await flights.lookup('EK 532', '2026-12-01')).toMatchObject({ destination: 'COK', status: 'SCHEDULED' });
  });

  it('asks the flight-status service at the configured address when a key is configured', async () => {
    const paths: string[] = [];
    const server = createServer((request, response) => {
      paths.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const flights = createFlightStatusProvider({ apiKey: 'key-123', apiUrl });
      expect(await flights.lookup('EK 532', '2026-12-01')).toBeNull();
      expect(paths).toEqual([expect.stringMatching(/^\/flights\/number\/EK532\/2026-12-01\?/)]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
