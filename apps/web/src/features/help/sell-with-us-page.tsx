import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { HelpPageFrame, HelpSection } from './help-page-frame';

const STEPS = ['register', 'approval', 'list', 'ship', 'paid'] as const;

/** How a mill or weaver opens a shop on the marketplace. */
export function SellWithUsPage() {
  const { t } = useTranslation('help');
  return (
    <HelpPageFrame path="/sell" heading={t('sell.heading')} description={t('sell.description')}>
      <HelpSection id="steps-heading" title={t('sell.stepsTitle')}>
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-clay-600 font-semibold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold">{t(`sell.steps.${step}.title`)}</span>
                <span className="text-muted">{t(`sell.steps.${step}.text`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </HelpSection>
      <ButtonLink to="/register" size="lg">
        {t('sell.register')}
      </ButtonLink>
    </HelpPageFrame>
  );
}
