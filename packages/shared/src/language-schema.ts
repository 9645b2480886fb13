import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A language an account reads its mails and screens in, as the API takes it. */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'language must be en or hi' });
