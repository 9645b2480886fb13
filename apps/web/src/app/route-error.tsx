import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../components/button';
import { NotFoundPage } from '../components/not-found-page';

/** Catches what a screen could not handle itself, most often a script chunk lost to a new deploy. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage reason={typeof error.data === 'string' ? error.data : undefined} />;
  }
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{t('routeError.heading')}</h1>
      <p className="mt-4 text-muted">{t('routeError.message')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-clay-600 px-5 py-2.5 font-semibold text-white hover:bg-clay-700"
        >
          {t('routeError.reload')}
        </button>
        <ButtonLink to="/" variant="secondary" size="lg">
          {t('routeError.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
