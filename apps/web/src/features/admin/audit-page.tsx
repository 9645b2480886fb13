import { useState } from 'react';
import { useAudit } from './api';
import { auditSentence } from './audit-sentence';
import { ConsoleHeading, ConsoleTable, dateTime } from './console-parts';

/** Every operator action, newest first: when, what happened as a sentence, and why. Nothing here changes. */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  return (
    <>
      <ConsoleHeading title="Audit log" />
      <ConsoleTable
        query={audit}
        page={page}
        onPage={setPage}
        empty="No operator action yet."
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
