import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('keeps text that would close the script element inside it, and reads back the same', () => {
    const fabric = { name: 'Silk </script><script>alert(1)</script>', note: 'line\u2028end' };
    const json = scriptJson(fabric);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(fabric);
  });
});
