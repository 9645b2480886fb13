import { type AdminUser, RoleSchema } from '@fabric-store/shared';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMakeOperator, usePeople } from './api';
import { ConsoleHeading, ConsoleTable, dateTime, ListFilters, useListControls } from './console-parts';

const ROLE_LABELS = { customer: 'Shopper', vendor: 'Vendor', admin: 'Operator' } as const;
const ROLE_OPTIONS = RoleSchema.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Every account, by role and by name or email; a shopper's account can be made an operator. */
export function PeoplePage() {
  const controls = useListControls();
  const people = usePeople({ q: controls.q, role: controls.filter, page: controls.page });
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
      <ListFilters
        controls={controls}
        searchLabel="Search by name or email"
        filterLabel="Role"
        anyLabel="Everyone"
        options={ROLE_OPTIONS}
      />
      <ConsoleTable
        query={people}
        page={controls.page}
        onPage={controls.setPage}
        empty="Nobody matches."
        columns={['Name', 'Role', 'Joined', 'Action']}
        row={(person) => (
          <>
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
                  aria-label={`Make operator: ${person.name}`}
                  onClick={() => promote(person)}
                >
                  Make operator
                </Button>
              ) : null}
            </td>
          </>
        )}
      />
    </>
  );
}
