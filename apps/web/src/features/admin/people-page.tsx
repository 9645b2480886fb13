import { type AdminUser, RoleSchema } from '@fabric-store/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMakeOperator, usePeople } from './api';
import { ConsoleHeading, ConsoleSearch, dateTime, Loaded, Pager, tableClass } from './console-parts';

const ROLE_LABELS = { customer: 'Shopper', vendor: 'Vendor', admin: 'Operator' } as const;

/** Every account, by role and by name or email; a shopper's account can be made an operator. */
export function PeoplePage() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const people = usePeople({ q, role, page });
  const makeOperator = useMakeOperator();

  const promote = (person: AdminUser) => {
    if (!window.confirm(`Make ${person.name} an operator? They will be able to do everything you can.`)) return;
    makeOperator.mutate(person._id, {
      onSuccess: () => toast.success(`${person.name} is now an operator.`),
      onError: (error) => toast.error(errorMessage(error, 'Could not make this account an operator.')),
    });
  };

  return (
    <>
      <ConsoleHeading title="People" />
      <div className="flex flex-wrap items-start gap-4">
        <ConsoleSearch
          label="Search by name or email"
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => {
            setRole(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Everyone</option>
          {RoleSchema.options.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <Loaded query={people}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted">Nobody matches.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Role</th>
                    <th scope="col">Joined</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((person) => (
                    <tr key={person._id}>
                      <td>
                        <span className="block font-semibold">{person.name}</span>
                        <span className="text-muted">{person.email}</span>
                      </td>
                      <td>{ROLE_LABELS[person.role]}</td>
                      <td>{dateTime(person.createdAt)}</td>
                      <td>
                        {person.role === 'customer' ? (
                          <Button
                            variant="secondary"
                            aria-label={`Make ${person.name} an operator`}
                            onClick={() => promote(person)}
                          >
                            Make operator
                          </Button>
                        ) : null}
                      </td>
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
