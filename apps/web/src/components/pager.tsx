import { Button } from './button';

/** Previous and next pages of a list, with where the reader is. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  label = 'Pages',
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The navigation's name: two pagers on one screen need names of their own. */
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
