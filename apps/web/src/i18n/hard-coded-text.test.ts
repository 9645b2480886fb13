import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '..');

/**
 * Screens whose words are still written in their JSX: the to-do list of the translation. A folder or
 * file leaves this list once each of its words comes from a catalogue; the test then keeps it so.
 */
const NOT_YET_CONVERTED: string[] = [];

/** Words that are the same in every language: the store's name, an example email address. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Fabric-Store', 'you@example.com']);

/** Attributes a person reads or hears (a screen reader reads aria-label). */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description']);

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

const hasWords = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** The words a file writes straight into its JSX: text between tags and read attributes given as text. */
function hardCodedWords(file: string): string[] {
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'), { lang: 'tsx' });
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const jsx = node as JsxNode;
    if (jsx.type === 'JSXText' && typeof jsx.value === 'string' && hasWords(jsx.value)) found.push(jsx.value.trim());
    if (jsx.type === 'JSXAttribute' && jsx.name?.type === 'JSXIdentifier' && READ_ATTRIBUTES.has(jsx.name.name)) {
      const text = textOf(jsx.value as JsxNode | null);
      if (text !== undefined && hasWords(text)) found.push(`${jsx.name.name}="${text}"`);
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(program);
  return found;
}

/** An attribute's value when it is written as text: `"…"` or `{"…"}`. */
function textOf(value: JsxNode | null | undefined): string | undefined {
  const literal = value?.type === 'JSXExpressionContainer' ? value.expression : value;
  return literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value : undefined;
}

/** The few fields of the parser's ESTree nodes the scan reads. */
interface JsxNode {
  type: string;
  value?: unknown;
  name?: { type: string; name: string };
  expression?: JsxNode;
}

describe('the converted screens', () => {
  const converted = componentFiles(SOURCE)
    .map((file) => path.relative(SOURCE, file).split(path.sep).join('/'))
    .filter((file) => !NOT_YET_CONVERTED.some((todo) => file === todo || file.startsWith(todo)));

  it('are found (the scan reads the source)', () => {
    expect(converted).toContain('app/header.tsx');
  });

  it.each(converted)('%s takes every word it shows from a catalogue', (file) => {
    expect(hardCodedWords(path.join(SOURCE, file))).toEqual([]);
  });

  it('lists no folder as to do that no longer exists', () => {
    const all = componentFiles(SOURCE).map((file) => path.relative(SOURCE, file).split(path.sep).join('/'));
    expect(NOT_YET_CONVERTED.filter((todo) => !all.some((file) => file === todo || file.startsWith(todo)))).toEqual([]);
  });
});
