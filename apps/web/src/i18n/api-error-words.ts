import type { i18n } from 'i18next';
import { checkDetailIn, refusalValuesIn } from './refusal-values';

/** A code's words: one sentence, or one per wording the API has for it (a refusal with or without a reason). */
type Wordings = string | Record<string, string>;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values an English sentence of the catalogue took in the API's message, or undefined when the
 * message is not that sentence: 'Only {{quantity}} m of {{fabric}} left in stock.' reads
 * 'Only 2 m of Silk left in stock.' as { quantity: '2', fabric: 'Silk' }.
 */
export function valuesInMessage(sentence: string, message: string): Record<string, string> | undefined {
  const seen = new Set<string>();
  const pattern = sentence
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escapeForPattern(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>.+?)`;
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(message);
  return match ? { ...match.groups } : undefined;
}

/**
 * The API's refusal in the instance's language: the catalogue's sentence for its code whose English
 * is the API's message, with the message's own values (a fabric's name, a quantity, what is possible
 * now, in the reader's status words) put in. Undefined for a code without words, or a message the catalogue does not know, so
 * that the screen shows the API's English message as it is rather than lose its details.
 */
export function apiErrorWords(instance: i18n, code: string | undefined, message: string): string | undefined {
  if (!code) return undefined;
  const wordings = instance.getResource('en', 'errors', code) as Wordings | undefined;
  if (wordings === undefined) return undefined;
  const sentences = typeof wordings === 'string' ? { '': wordings } : wordings;
  for (const [wording, sentence] of Object.entries(sentences)) {
    const values = valuesInMessage(sentence, message);
    if (!values) continue;
    const detail = values.problem === undefined ? undefined : checkDetailIn(instance, values.problem);
    if (detail) return detail;
    const entry = wording ? `${code}.${wording}` : code;
    return String(instance.t(`errors:${entry}` as never, refusalValuesIn(instance, entry, values) as never));
  }
  return undefined;
}
