import { useTranslation } from 'react-i18next';
import { useFormats } from '../i18n/formats';
import { Button } from './button';

/** Previous and next pages of a list, with where the reader is. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The navigation's name (Pages when not given): two pagers on one screen need names of their own. */
  label?: string;
}) {
  const { t } = useTranslation();
  const { number } = useFormats();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label ?? t('pager.label')} className="mt-4 flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.position', { page: number(page), pages: number(pages), total: number(total) })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
