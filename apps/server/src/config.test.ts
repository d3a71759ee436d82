import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { tempDirForTest } from './test/temp-dir.ts';

const dataDir = () => tempDirForTest('arrival-config-');
const production = (env: Record<string, string> = {}) => ({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...env });
const safeProduction = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsecret',
  MESSAGING_PROVIDER: 'whatsapp-cloud',
  WHATSAPP_PHONE_NUMBER_ID: '123',
  WHATSAPP_ACCESS_TOKEN: 'token',
  SEED_DEMO_DATA: 'false',
  JWT_SECRET: 'j'.repeat(40),
  OTP_PEPPER: 'p'.repeat(40),
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('production mode', () => {
  it('refuses the development defaults, naming each problem', () => {
    const message = refusal(production());
    expect(message).toMatch(/^Refusing to start in production/);
    for (const name of ['PAYMENT_PROVIDER=sandbox', 'MESSAGING_PROVIDER=console', 'SEED_DEMO_DATA', 'JWT_SECRET', 'OTP_PEPPER']) {
      expect(message).toContain(name);
    }
  });

  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'sandbox' }, 'ALLOW_SANDBOX_PAYMENTS'],
    ['MESSAGING_PROVIDER', { MESSAGING_PROVIDER: 'console' }, 'ALLOW_CONSOLE_MESSAGING'],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'true' }, 'ALLOW_DEMO_DATA'],
    ['JWT_SECRET', { JWT_SECRET: '' }, 'ALLOW_GENERATED_SECRETS'],
  ])('refuses an unsafe %s alone, and accepts it when allowed by name', (_name, unsafe, allow) => {
    const env = production({ ...safeProduction, ...unsafe });
    if ('JWT_SECRET' in unsafe) delete (env as Record<string, string>).JWT_SECRET;
    expect(refusal(env).split('\n')).toHaveLength(2);
    expect(() => loadConfig({ ...env, [allow]: 'true' })).not.toThrow();
  });

  it('never runs on a moved clock', () => {
    const message = refusal(production({ ...safeProduction, CLOCK_OFFSET_FILE: '/tmp/offset' }));
    expect(message.split('\n')).toHaveLength(2);
    expect(message).toContain('CLOCK_OFFSET_FILE');
    expect(loadConfig({ DATA_DIR: dataDir(), CLOCK_OFFSET_FILE: '/tmp/offset' }).CLOCK_OFFSET_FILE).toBe('/tmp/offset');
  });

  it('starts with real providers and its own secrets', () => {
    const config = loadConfig(production(safeProduction));
    expect(config.PAYMENT_PROVIDER).toBe('razorpay');
    expect(config.jwtSecret).toBe('j'.repeat(40));
  });

  it('leaves development as it was', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir() })).not.toThrow();
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or a list of proxy addresses', () => {
    const read = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(read('false')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(() => read('yes please')).toThrow(/TRUST_PROXY/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defaults to twice the cores plus one for queries, and one for LISTEN', () => {
    const poolOn = (cores: number) => {
      vi.spyOn(os, 'availableParallelism').mockReturnValue(cores);
      return loadConfig({ DATA_DIR: dataDir() }).DATABASE_POOL_SIZE;
    };
    expect(poolOn(2)).toBe(6);
    expect(poolOn(8)).toBe(18);
  });

  it('takes the size it is given', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });
});
