import { clientLimitScale, defaultConfig, scaleClientLimits } from './config.ts';

describe('LOCAL_SUPABASE_CLIENT_LIMIT_SCALE', () => {
  it('multiplies only the limits per client address, in the same windows', () => {
    const limits = defaultConfig().rateLimits;
    const scaled = scaleClientLimits(limits, clientLimitScale('10'));
    expect(scaled.signUpPerIp).toEqual({ limit: limits.signUpPerIp.limit * 10, windowMs: limits.signUpPerIp.windowMs });
    expect(scaled.signInPerIp).toEqual({ limit: limits.signInPerIp.limit * 10, windowMs: limits.signInPerIp.windowMs });
    expect(scaled.linkMailPerIp.limit).toBe(limits.linkMailPerIp.limit * 10);
    expect(scaled.mfaVerifyPerIp.limit).toBe(limits.mfaVerifyPerIp.limit * 10);
    // What the end-to-end suite checks stays as configured.
    expect(scaled.linkMailPerEmail).toEqual(limits.linkMailPerEmail);
    expect(scaled.signInFailuresPerEmailAndIp).toEqual(limits.signInFailuresPerEmailAndIp);
    expect(limits.signUpPerIp.limit).toBe(30);
  });

  it('is 1 when unset, and refuses anything but a whole number from 1 to 100', () => {
    expect(clientLimitScale(undefined)).toBe(1);
    expect(clientLimitScale('')).toBe(1);
    expect(scaleClientLimits(defaultConfig().rateLimits, 1)).toEqual(defaultConfig().rateLimits);
    for (const bad of ['0', '-2', '1.5', '101', 'ten'])
      expect(() => clientLimitScale(bad)).toThrow(`LOCAL_SUPABASE_CLIENT_LIMIT_SCALE must be a whole number from 1 to 100, not "${bad}"`);
  });
});
