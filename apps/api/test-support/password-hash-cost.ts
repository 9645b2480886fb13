import { setPasswordHashCost } from '../src/modules/auth/service';

/**
 * The API's tests register hundreds of accounts: they hash at argon2's cheapest cost (a few
 * milliseconds, not 60 ms and 19 MiB a password), which the server's PASSWORD_HASH_* settings allow.
 * OWASP's cost stays the default (config.test.ts), and a hash carries its cost, so logins are the same.
 */
export const TEST_HASH_COST = { memoryKib: 1024, passes: 1 };
setPasswordHashCost(TEST_HASH_COST);
