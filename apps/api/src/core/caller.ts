import type { Language, Role } from '@fabric-store/shared';

/**
 * The signed-in user a request acts for, as the services are given it: the HTTP layer reads it
 * afresh from `users` on every request (plugins/auth.ts), so nothing about identity is kept in memory.
 */
export interface Caller {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The street; city, state, postalCode and country are the address's other parts. */
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  role: Role;
  language: Language;
}

export interface TokenClaims {
  userId: string;
  /** The account's session version when the token was issued; signing out everywhere bumps it. */
  sessionVersion: number;
}

/** Issues the bearer tokens that name a caller and checks them (made by modules/auth/tokens.ts). */
export interface TokenService {
  sign: (userId: string, sessionVersion?: number) => string;
  /** Whom a token was issued to, or null for a token that is forged, malformed or expired. */
  verify: (token: string) => TokenClaims | null;
}
