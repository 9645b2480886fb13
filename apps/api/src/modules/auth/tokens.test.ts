import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

describe('bearer tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a token once it expires, though it was accepted before', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService('a secret of the test, long enough for HS256', 60);
    const token = tokens.sign('8c5c6a4e-2f0b-4a38-9d67-3f5b1e0a9c11', 2);
    expect(tokens.verify(token)).toEqual({ userId: '8c5c6a4e-2f0b-4a38-9d67-3f5b1e0a9c11', sessionVersion: 2 });

    vi.setSystemTime(Date.now() + 61_000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('answers each token with the account it names, however often each is checked', () => {
    const tokens = createTokenService('a secret of the test, long enough for HS256', 60);
    const asha = tokens.sign('0b0e4f2a-5d7c-4c1e-8a51-6f2d9e3b7a01', 0);
    const ravi = tokens.sign('5e9d1c3b-7a2f-4b8e-9c60-1d4f8a2e6b02', 3);
    for (let round = 0; round < 3; round++) {
      expect(tokens.verify(asha)).toEqual({ userId: '0b0e4f2a-5d7c-4c1e-8a51-6f2d9e3b7a01', sessionVersion: 0 });
      expect(tokens.verify(ravi)).toEqual({ userId: '5e9d1c3b-7a2f-4b8e-9c60-1d4f8a2e6b02', sessionVersion: 3 });
    }
  });

  it('refuses a token signed with another secret, or altered', () => {
    const tokens = createTokenService('a secret of the test, long enough for HS256', 60);
    const foreign = createTokenService('another secret, just as long as the first', 60).sign('someone');
    const [header, , signature] = tokens.sign('someone').split('.');
    const altered = `${header}.${Buffer.from('{"sub":"someone else","sv":0}').toString('base64url')}.${signature}`;
    expect(tokens.verify(foreign)).toBeNull();
    expect(tokens.verify(altered)).toBeNull();
    expect(tokens.verify(altered)).toBeNull();
  });
});
