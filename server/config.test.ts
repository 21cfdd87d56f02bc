import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, parseWorkers } from './config';

describe('HOST', () => {
  it('is loopback unless set: the demo accounts share a published password', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  it('is off when unset, a hop count, or proxy addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not an address', () => {
    for (const bad of ['true', '*', 'proxy.example.it', '10.0.0.1/abc', '10.0.0.1/8/1']) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('PAYMENT_SANDBOX', () => {
  it('is 1 (on), 0 (off) or unset (the database decides), and nothing else', () => {
    expect(loadConfig({}).pagamenti.sandbox).toBeUndefined();
    expect(loadConfig({ PAYMENT_SANDBOX: '' }).pagamenti.sandbox).toBeUndefined();
    expect(loadConfig({ PAYMENT_SANDBOX: '1' }).pagamenti.sandbox).toBe(true);
    expect(loadConfig({ PAYMENT_SANDBOX: '0' }).pagamenti.sandbox).toBe(false);
    for (const bad of ['true', 'yes', '2']) {
      expect(() => loadConfig({ PAYMENT_SANDBOX: bad })).toThrow(/PAYMENT_SANDBOX must be 1 or 0/);
    }
  });
});

describe('JOB_EXPIRY_SECONDS and JOB_RETRY_DELAY_SECONDS', () => {
  it('give a lost job back within minutes by default, and may be shortened', () => {
    expect(loadConfig({}).jobs).toEqual({
      expirySeconds: 600,
      retryDelaySeconds: 30,
      monthlyStatements: true,
    });
    expect(loadConfig({ JOB_EXPIRY_SECONDS: '5', JOB_RETRY_DELAY_SECONDS: '1' }).jobs).toEqual({
      expirySeconds: 5,
      retryDelaySeconds: 1,
      monthlyStatements: true,
    });
  });

  it('refuse an expiry of zero, which would fail every job at once', () => {
    expect(() => loadConfig({ JOB_EXPIRY_SECONDS: '0' })).toThrow(/positive integer/);
  });
});

describe('MONTHLY_STATEMENTS', () => {
  it('asks for the month-end statements unless 0', () => {
    expect(loadConfig({ MONTHLY_STATEMENTS: '0' }).jobs.monthlyStatements).toBe(false);
    expect(loadConfig({ MONTHLY_STATEMENTS: '1' }).jobs.monthlyStatements).toBe(true);
    expect(() => loadConfig({ MONTHLY_STATEMENTS: 'no' })).toThrow(/1 or 0/);
  });
});

describe('WORKERS', () => {
  it('is one process when unset, one per core for auto, or the number given', () => {
    expect(parseWorkers(undefined, 8)).toBe(1);
    expect(parseWorkers('', 8)).toBe(1);
    expect(parseWorkers('auto', 8)).toBe(8);
    expect(parseWorkers(' AUTO ', 2)).toBe(2);
    expect(parseWorkers('3', 8)).toBe(3);
    expect(loadConfig({}).workers).toBe(1);
  });

  it('refuses what is not a number of processes', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => parseWorkers(bad, 2)).toThrow(/WORKERS/);
  });
});
