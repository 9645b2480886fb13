import { useState } from 'react';
import { Field, SelectField } from '../../components/field';
import { useAudit, usePeople } from './api';
import { auditSentence } from './audit-sentence';
import { ConsoleHeading, ConsoleTable, dateTime } from './console-parts';

interface AuditFilter {
  actor: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTER: AuditFilter = { actor: '', action: '', from: '', to: '' };

/**
 * Every operator action, newest first: when, what happened as a sentence, and why; filtered on the
 * server by operator, words of the action and India dates. Nothing here changes.
 */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const audit = useAudit({ page, ...filter });
  const operators = usePeople({ role: 'admin', page: 1 });
  // A new filter starts again from its first page.
  const change = (key: keyof AuditFilter) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFilter((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <ConsoleHeading title="Audit log" />
      <search aria-label="Filter the audit log" className="mb-4 grid gap-3 sm:grid-cols-4">
        <SelectField label="Operator" value={filter.actor} onChange={change('actor')}>
          <option value="">Any operator</option>
          {operators.data?.items.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <Field label="Action contains" type="search" value={filter.action} onChange={change('action')} />
        <Field
          label="From (India date)"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={change('from')}
        />
        <Field
          label="To (India date)"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={change('to')}
        />
      </search>
      <ConsoleTable
        query={audit}
        page={page}
        onPage={setPage}
        empty={filtered ? 'No operator action matches these filters.' : 'No operator action yet.'}
        columns={['When', 'What happened', 'Reason']}
        row={(entry) => (
          <>
            <td>{dateTime(entry.at)}</td>
            <td>{auditSentence(entry)}</td>
            <td>{entry.reason ?? ''}</td>
          </>
        )}
      />
    </>
  );
}
