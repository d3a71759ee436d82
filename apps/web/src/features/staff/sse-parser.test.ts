import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

const orderEvent = (orderId: number) =>
  `event: order\ndata: {"type":"order.changed","orderId":${orderId},"status":"CONFIRMED","locationId":1}\n\n`;

describe('server-sent events parser', () => {
  it('waits for the rest of an event that a chunk cut in half', () => {
    const parse = createSseParser();
    const whole = orderEvent(7);
    expect(parse(whole.slice(0, 20))).toEqual([]);
    expect(parse(whole.slice(20, 60))).toEqual([]);
    expect(parse(whole.slice(60))).toEqual([
      { event: 'order', data: '{"type":"order.changed","orderId":7,"status":"CONFIRMED","locationId":1}' },
    ]);
  });

  it('returns every event a single chunk completes, and keeps the unfinished one', () => {
    const parse = createSseParser();
    const third = orderEvent(3);
    const messages = parse(orderEvent(1) + orderEvent(2) + third.slice(0, 10));
    expect(messages.map((m) => JSON.parse(m.data).orderId)).toEqual([1, 2]);
    expect(parse(third.slice(10)).map((m) => JSON.parse(m.data).orderId)).toEqual([3]);
  });

  it('ignores comments and keep-alive pings', () => {
    const parse = createSseParser();
    expect(parse(': connected\n\n: ping\n\n')).toEqual([]);
    expect(parse(`: ping\n${orderEvent(4)}`)).toHaveLength(1);
  });

  it('splits blocks on a blank line however it arrives (LF, CRLF, CR, or a CRLF cut between chunks)', () => {
    const parse = createSseParser();
    expect(parse('event: order\r\ndata: a\r')).toEqual([]);
    expect(parse('\n\r\n')).toEqual([{ event: 'order', data: 'a' }]);
    expect(parse('data: b\r\rdata: c\n\n')).toEqual([
      { event: 'message', data: 'b' },
      { event: 'message', data: 'c' },
    ]);
  });

  it('joins multi-line data and drops blocks without data', () => {
    const parse = createSseParser();
    expect(parse('data: first\ndata:second\nid: 9\n\nevent: order\n\n')).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });
});
