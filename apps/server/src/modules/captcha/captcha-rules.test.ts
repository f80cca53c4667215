import { describe, expect, it } from 'vitest';
import {
  generateCode,
  hashCode,
  ipWaitSeconds,
  isCodeUsable,
  isSameHash,
  resendWaitSeconds,
} from './captcha-rules.ts';

const at = (seconds: number) => new Date(Date.UTC(2024, 0, 1) + seconds * 1000);

describe('captcha rules', () => {
  it('generates 6-digit codes, zero-padded', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('binds a hash to target and purpose', () => {
    const hash = hashCode('13800000000', 'login', '123456');
    expect(isSameHash(hash, hashCode('13800000000', 'login', '123456'))).toBe(true);
    expect(isSameHash(hash, hashCode('13800000000', 'reset', '123456'))).toBe(false);
    expect(isSameHash(hash, hashCode('13800000001', 'login', '123456'))).toBe(false);
    expect(isSameHash(hash, 'abc')).toBe(false);
  });

  it('waits 60 s between codes to one target (DESIGN §3)', () => {
    expect(resendWaitSeconds(undefined, at(0))).toBe(0);
    expect(resendWaitSeconds(at(0), at(0))).toBe(60);
    expect(resendWaitSeconds(at(0), at(59.5))).toBe(1);
    expect(resendWaitSeconds(at(0), at(60))).toBe(0);
  });

  it('lets an IP send again when its oldest of 10 codes leaves the hour', () => {
    const nine = Array.from({ length: 9 }, (_, i) => at(i));
    expect(ipWaitSeconds(nine, at(100))).toBe(0);
    expect(ipWaitSeconds([...nine, at(9)], at(100))).toBe(3500);
    expect(ipWaitSeconds([...nine, at(9)], at(3599.5))).toBe(1);
  });

  it('uses a code only while unconsumed, unexpired and under 5 tries', () => {
    const fresh = { consumedAt: null, expiresAt: at(300), attempts: 0 };
    expect(isCodeUsable(fresh, at(299))).toBe(true);
    expect(isCodeUsable(fresh, at(300))).toBe(false);
    expect(isCodeUsable({ ...fresh, attempts: 4 }, at(0))).toBe(true);
    expect(isCodeUsable({ ...fresh, attempts: 5 }, at(0))).toBe(false);
    expect(isCodeUsable({ ...fresh, consumedAt: at(1) }, at(2))).toBe(false);
  });
});
