import { inject } from 'vitest';
import { startBuiltServer } from './server-process';

/**
 * Each test worker starts server processes from the bundle the global set-up built (the one `npm start`
 * runs, built from the sources under test): a start through tsx cost 3.5 s more CPU, most of it loading
 * the sources one by one.
 */
startBuiltServer(inject('serverScript'));
