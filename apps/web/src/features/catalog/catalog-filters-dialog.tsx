import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CloseIcon } from '../../components/icons';

/**
 * On a phone or a narrow tablet the catalog's filters wait behind a "Filters" button, in a modal
 * panel, so the first screen shows fabrics; on a wide screen they sit beside the grid and this is
 * hidden. The panel's content is rendered only while it is open, so no control is on the page twice.
 */
export function CatalogFiltersDialog({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const { t } = useTranslation('shop');
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const close = () => dialog.current?.close();
  return (
    <>
      <Button variant="secondary" className="self-end lg:hidden" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {activeCount > 0 ? t('filters.openWithCount', { active: activeCount }) : t('filters.open')}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={() => setOpen(false)}
        className="m-0 ml-auto h-dvh max-h-none w-[min(24rem,100vw)] max-w-none bg-cream p-0 text-ink backdrop:bg-ink/50 lg:hidden"
      >
        {open ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-ink/10 px-4 py-3">
              <h2 id={headingId} className="text-xl font-semibold">
                {t('filters.heading')}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={t('filters.close')}
                className="grid size-11 place-items-center rounded-full hover:bg-sand"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <div className="flex-1 space-y-4 overflow-y-auto px-4 py-4">{children}</div>
            <div className="border-t border-ink/10 p-4">
              <Button className="w-full" onClick={close}>
                {t('filters.showFabrics')}
              </Button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
