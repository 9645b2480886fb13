import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/field';
import { useAudit, usePeople } from './api';
import { auditSentence } from './audit-sentence';
import { ConsoleHeading, ConsoleTable, useDateTime } from './console-parts';

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
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  // The words being typed: asked for on Enter or when the box is left, not at every keystroke.
  const [actionWords, setActionWords] = useState('');
  const audit = useAudit({ page, ...filter });
  const operators = usePeople({ role: 'admin', page: 1 });
  // A new filter starts again from its first page.
  const apply = (key: keyof AuditFilter, value: string) => {
    if (filter[key] === value) return;
    setFilter((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const change = (key: keyof AuditFilter) => (event: { currentTarget: { value: string } }) =>
    apply(key, event.currentTarget.value);
  const applyActionWords = () => apply('action', actionWords.trim());
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <ConsoleHeading title={t('audit.title')} />
      <search aria-label={t('audit.filter')} className="mb-4 grid gap-3 sm:grid-cols-4">
        <SelectField label={t('audit.operator')} value={filter.actor} onChange={change('actor')}>
          <option value="">{t('audit.anyOperator')}</option>
          {operators.data?.items.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('audit.actionContains')}
          type="search"
          value={actionWords}
          onChange={(event) => setActionWords(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyActionWords();
          }}
          onBlur={applyActionWords}
        />
        <Field
          label={t('audit.from')}
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={change('from')}
        />
        <Field
          label={t('audit.to')}
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
        empty={filtered ? t('audit.noMatch') : t('audit.none')}
        columns={[t('audit.columns.when'), t('audit.columns.what'), t('audit.columns.reason')]}
        row={(entry) => (
          <>
            <td>{dateTime(entry.at)}</td>
            <td>{auditSentence(entry, t)}</td>

            <td>{entry.reason ?? ''}</td>
          </>
        )}
      />
    </>
  );
}
