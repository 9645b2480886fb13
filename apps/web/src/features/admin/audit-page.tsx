import { useState } from 'react';
import { useAudit } from './api';
import { ConsoleHeading, ConsoleTable, dateTime } from './console-parts';

/** Every operator action, newest first: who, when, what, on what and why. Nothing here changes. */
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
        columns={['When', 'Who', 'Action', 'On', 'Reason']}
        row={(entry) => (
          <>
            <td>{dateTime(entry.at)}</td>
            <td>{entry.actor.name}</td>
            <td>{entry.action}</td>
            <td>
              <span className="capitalize text-muted">{entry.targetType}</span> {entry.targetName}
            </td>
            <td>{entry.reason ?? ''}</td>
          </>
        )}
      />
    </>
  );
}
