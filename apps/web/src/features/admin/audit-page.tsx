import { useState } from 'react';
import { useAudit } from './api';
import { ConsoleHeading, dateTime, Loaded, Pager, tableClass } from './console-parts';

/** Every operator action, newest first: who, when, what, on what and why. Nothing here changes. */
export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  return (
    <>
      <ConsoleHeading title="Audit log" />
      <Loaded query={audit}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted">No operator action yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">On</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <tr key={entry._id}>
                      <td>{dateTime(entry.at)}</td>
                      <td>{entry.actor.name}</td>
                      <td>{entry.action}</td>
                      <td>
                        <span className="capitalize text-muted">{entry.targetType}</span> {entry.targetName}
                      </td>
                      <td>{entry.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
            </div>
          )
        }
      </Loaded>
    </>
  );
}
