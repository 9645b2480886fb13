import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '..');

/**
 * Screens whose words are still written in their JSX: the to-do list of the translation. A folder or
 * file leaves this list once each of its words comes from a catalogue; the test then keeps it so.
 */
const NOT_YET_CONVERTED = [
  'app/route-error.tsx',
  'app/router.tsx',
  'components/',
  'features/about/',
  'features/addresses/',
  'features/auth/',
  'features/cart/',
  'features/catalog/',
  'features/checkout/',
  'features/coupons/',
  'features/fabric-photos/',
  'features/help/',
  'features/home/',
  'features/orders/',
  'features/profile/',
  'features/reviews/',
  'features/vendor/',
  'features/vendor-payments/',
  'features/vendor-profile/',
  'features/wishlist/',
];

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
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined;
      if (text !== undefined && hasWords(text)) found.push(`${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
