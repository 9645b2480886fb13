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
