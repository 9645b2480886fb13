import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@fabric-store/shared';
import { describe, expect, it } from 'vitest';

// Every error the API throws names its code where it is thrown, as a literal from the shared list:
// the web app reads the code to say the message in the reader's language, so a site that passed a
// variable or no code would leave a screen with nothing to translate.
const sourceRoot = path.resolve(import.meta.dirname, '../../src');
const KNOWN = new Set<string>(ERROR_CODES);

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const sources = productionFiles(sourceRoot).map((file) => ({
  file: path.relative(sourceRoot, file),
  text: readFileSync(file, 'utf8'),
}));

/** Each call of a throwing helper or of AppError itself, with what it passes as the code. */
const THROW_SITE =
  /\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*([^,)\s]*)|new AppError\(\s*\d+,\s*([^,)\s]*)/g;

const throwSites = sources
  .filter(({ file }) => file !== path.join('core', 'errors.ts'))
  .flatMap(({ file, text }) =>
    [...text.matchAll(THROW_SITE)].map((match) => ({ file, code: match[1] ?? match[2] ?? '' })),
  );

describe('error codes', () => {
  it('are listed once each', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('are named, as a listed literal, at every place the API throws an error', () => {
    expect(throwSites.length).toBeGreaterThan(150);
    const unnamed = throwSites.filter(
      ({ code }) => !KNOWN.has(code.replace(/^'(.*)'$/, '$1')) || !code.startsWith("'"),
    );
    const refusedMoves = unnamed.filter(({ file }) => file === path.join('db', 'state-machine.ts'));
    // The state machine's 404 takes the code its caller names, itself a literal at the call.
    expect(unnamed).toEqual(refusedMoves);
    expect(refusedMoves).toHaveLength(1);
  });

  it('each answer some place of the API: none is listed that nothing sends', () => {
    const everything = sources.map(({ text }) => text).join('\n');
    const unused = ERROR_CODES.filter((code) => !everything.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });
});
