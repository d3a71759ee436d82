export interface SseMessage {
  event: string;
  data: string;
}

/** One block's fields; a block with no data line dispatches nothing. */
function parseBlock(block: string): SseMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    // Lines starting with a colon are comments, such as the server's ": ping" keep-alives.
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * An incremental text/event-stream parser (WHATWG HTML "server-sent events"): feed it decoded
 * chunks however the network split them, and it returns the messages each chunk completed.
 * `id` and `retry` fields are ignored; the caller reconnects on its own schedule.
 */
export function createSseParser() {
  let pending = '';
  return (chunk: string): SseMessage[] => {
    const text = pending + chunk;
    // A CR at the very end may be the first half of a CRLF still in flight, so it waits.
    const heldCr = text.endsWith('\r') ? '\r' : '';
    const normalised = (heldCr ? text.slice(0, -1) : text).replace(/\r\n?/g, '\n');
    const end = normalised.lastIndexOf('\n\n');
    if (end === -1) {
      pending = normalised + heldCr;
      return [];
    }
    pending = normalised.slice(end + 2) + heldCr;
    return normalised
      .slice(0, end)
      .split('\n\n')
      .map(parseBlock)
      .filter((message) => message !== null);
  };
}
