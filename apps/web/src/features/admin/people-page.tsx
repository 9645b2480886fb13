import { type AdminUser, RoleSchema } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMakeOperator, usePeople } from './api';
import { ConsoleHeading, ConsoleTable, ListFilters, useDateTime, useListControls } from './console-parts';

/** Every account, by role and by name or email; a shopper's account can be made an operator. */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const roleOptions = RoleSchema.options.map((role) => ({ value: role, label: t(`people.roles.${role}`) }));
  const controls = useListControls();
  const people = usePeople({ q: controls.q, role: controls.filter, page: controls.page });
  const makeOperator = useMakeOperator();

  const promote = (person: AdminUser) => {
    if (!window.confirm(t('people.confirmOperator', { name: person.name }))) return;
    makeOperator.mutate(person._id, {
      onSuccess: () => toast.success(t('people.nowOperator', { name: person.name })),
      onError: (error) => toast.error(errorMessage(error, t('people.couldNotMakeOperator'))),
    });
  };

  return (
    <>
      <ConsoleHeading title={t('console.sections.people')} />
      <ListFilters
        controls={controls}
        searchLabel={t('people.search')}
        filterLabel={t('people.role')}
        anyLabel={t('people.everyone')}
        options={roleOptions}
      />
      <ConsoleTable
        query={people}
        page={controls.page}
        onPage={controls.setPage}
        empty={t('people.empty')}
        columns={[t('people.columns.name'), t('people.role'), t('people.columns.joined'), t('people.columns.action')]}
        row={(person) => (
          <>
            <td>
              <span className="block font-semibold">{person.name}</span>
              <span className="text-muted">{person.email}</span>
            </td>
            <td>{t(`people.roles.${person.role}`)}</td>
            <td>{dateTime(person.createdAt)}</td>
            <td>
              {person.role === 'customer' ? (
                <Button
                  variant="secondary"
                  aria-label={t('people.makeOperatorFor', { name: person.name })}
                  onClick={() => promote(person)}
                >
                  {t('people.makeOperator')}
                </Button>
              ) : null}
            </td>
          </>
        )}
      />
    </>
  );
}
