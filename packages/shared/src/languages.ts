import { z } from 'zod';

/** The store's languages: English (the default, as the spec writes every string) and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export const LanguageSchema = z.enum(LANGUAGES, { error: 'language must be en or hi' });
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';
