import { describe, expect, it } from 'vitest';
import { setFlash, takeFlash } from './flash';
import { readStoredUser, SESSION_STORAGE_KEY, writeStoredUser } from './session-storage';

const user = {
  _id: '6f1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  address: '',
  shippingAddress: { address: '', city: '', state: '', postalCode: '', country: '' },
  role: 'customer' as const,
  token: 'token',
};

describe('stored session', () => {
  it('keeps the user as JSON under the key user', () => {
    writeStoredUser(user);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(readStoredUser()).toEqual(user);
    writeStoredUser(null);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('treats unreadable or incomplete data as no session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...user, role: 'superuser' }));
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...user, token: undefined }));
    expect(readStoredUser()).toBeNull();
  });

  it('reads a session stored before addresses had parts, its one-line address as the street', () => {
    const { shippingAddress: _parts, ...stored } = { ...user, address: '221 MG Road, Bengaluru' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    expect(readStoredUser()?.shippingAddress).toEqual({
      address: '221 MG Road, Bengaluru',
      city: '',
      state: '',
      postalCode: '',
      country: '',
    });
  });
});

describe('flash message', () => {
  it('is returned once, then forgotten', () => {
    setFlash({ kind: 'success', message: 'Logged out successfully.' });
    expect(takeFlash()).toEqual({ kind: 'success', message: 'Logged out successfully.' });
    expect(takeFlash()).toBeNull();
  });
});
