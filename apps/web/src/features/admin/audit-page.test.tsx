import type { AdminAuditEntry } from '@fabric-store/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { AuditPage } from './audit-page';

afterEach(() => vi.unstubAllGlobals());

const operator = { ...shopper, role: 'admin' as const };
const RAVI = '9c1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f';

const entry = (actorName: string, action: string): AdminAuditEntry => ({
  _id: crypto.randomUUID(),
  at: '2026-11-28T06:00:00.000Z',
  actor: { _id: actorName === 'Ravi' ? RAVI : operator._id, name: actorName },
  action,
  targetType: 'vendor',
  targetId: crypto.randomUUID(),
  targetName: 'Loom House',
  reason: null,
});

function stubAudit() {
  return stubApi({
    '/api/admin/users': {
      items: [
        {
          _id: operator._id,
          name: 'Meera',
          email: 'meera@example.com',
          role: 'admin',
          createdAt: '2026-11-01T00:00:00Z',
        },
        { _id: RAVI, name: 'Ravi', email: 'ravi@example.com', role: 'admin', createdAt: '2026-11-01T00:00:00Z' },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    },
    '/api/admin/audit': ({ query }) => {
      const items = [entry('Meera', 'suspend'), entry('Ravi', 'reinstate')].filter(
        (candidate) => !query.get('actor') || candidate.actor._id === query.get('actor'),
      );
      return { items, total: items.length, page: 1, pageSize: 20 };
    },
  });
}

describe('AuditPage', () => {
  it('asks the server for the operator, the action’s words and the India dates chosen, and shows what it answers', async () => {
    const { requests } = stubAudit();
    const user = userEvent.setup();
    renderWithApp(<AuditPage />, { user: operator });
    expect(await screen.findByText('Meera suspended vendor Loom House')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Ravi' });
    await user.selectOptions(screen.getByLabelText('Operator'), 'Ravi');
    expect(await screen.findByText('Ravi reinstated vendor Loom House')).toBeInTheDocument();
    expect(screen.queryByText('Meera suspended vendor Loom House')).not.toBeInTheDocument();

    const asked = () => requests.filter((request) => request.path === '/api/admin/audit').length;
    const before = asked();
    // The words are asked for once, on Enter, not at each of the four keystrokes.
    await user.type(screen.getByLabelText('Action contains'), 'rein');
    expect(asked()).toBe(before);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(asked()).toBe(before + 1));
    fireEvent.change(screen.getByLabelText('From (India date)'), { target: { value: '2026-11-27' } });
    fireEvent.change(screen.getByLabelText('To (India date)'), { target: { value: '2026-11-28' } });
    await vi.waitFor(() => {
      const last = requests.filter((request) => request.path === '/api/admin/audit').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({
        page: '1',
        actor: RAVI,
        action: 'rein',
        from: '2026-11-27',
        to: '2026-11-28',
      });
    });
  });
});
