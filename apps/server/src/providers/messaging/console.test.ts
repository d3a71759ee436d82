import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../test/outbox.ts';
import { tempDirForTest } from '../../test/temp-dir.ts';
import { createConsoleMessaging } from './console.ts';

describe('console messaging', () => {
  it('appends one JSON line per message to DATA_DIR/outbox.jsonl', async () => {
    const dir = tempDirForTest('outbox-');
    const printed: string[] = [];
    const messaging = createConsoleMessaging(dir, (line) => printed.push(line));
    await messaging.sendOtp({ to: '919876543210', code: '123456', ttlSeconds: 300 });
    await messaging.sendNotice({ to: '919876543210', text: 'Order 5 is ready' });
    const lines = readOutbox(dir);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: '919876543210', code: '123456' });
    expect(lines[0]!.text).toContain('123456');
    expect(Number.isNaN(Date.parse(lines[0]!.at))).toBe(false);
    expect(lines[1]).toMatchObject({ to: '919876543210', code: null, text: 'Order 5 is ready' });
    expect(printed[0]).toContain('123456');
    expect(lines[0]!.language).toBe('en');
  });

  it('writes the code in Malayalam for a Malayalam reader, and records the language of each line', async () => {
    const dir = tempDirForTest('outbox-');
    const messaging = createConsoleMessaging(dir, () => {});
    await messaging.sendOtp({ to: '919876543210', code: '654321', ttlSeconds: 300, language: 'ml' });
    await messaging.sendNotice({ to: '919876543210', text: 'ഓർഡർ #5 പാക്ക് ചെയ്തു', language: 'ml' });
    const lines = readOutbox(dir);
    expect(lines[0]).toMatchObject({
      code: '654321',
      language: 'ml',
      text: '654321 ആണ് നിങ്ങളുടെ Arrival Shop സ്ഥിരീകരണ കോഡ്. ഇത് 5 മിനിറ്റ് മാത്രമേ സാധുവായിരിക്കൂ.',
    });
    expect(lines[1]).toMatchObject({ code: null, language: 'ml', text: 'ഓർഡർ #5 പാക്ക് ചെയ്തു' });
  });

  it('makes its folder when a message finds it missing, first or later', async () => {
    const dir = path.join(tempDirForTest('outbox-'), 'data');
    const messaging = createConsoleMessaging(dir, () => {});
    await messaging.sendNotice({ to: '919876543210', text: 'first' });
    rmSync(dir, { recursive: true });
    await messaging.sendNotice({ to: '919876543210', text: 'after the folder went' });
    const texts = readOutbox(dir).map((entry) => entry.text);
    expect(texts).toEqual(['after the folder went']);
  });
});
