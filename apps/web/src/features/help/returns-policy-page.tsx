import {
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  type ReturnableLine,
  returnReasonsFor,
} from '@fabric-store/shared/return-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaggedWords } from '../../i18n/tagged-words';
import { HelpPageFrame, HelpSection } from './help-page-frame';

/** The three kinds of line the rules tell apart, by their key in the help catalogue's `returns.kinds`. */
const LINE_KINDS: { kind: 'piece' | 'cut' | 'swatch'; line: ReturnableLine }[] = [
  { kind: 'piece', line: { kind: 'length', unit: 'per_piece' } },
  { kind: 'cut', line: { kind: 'length', unit: 'per_metre' } },
  { kind: 'swatch', line: { kind: 'swatch', unit: 'per_piece' } },
];

/** The returns policy, written from the rules the API enforces, so the page cannot promise more than they allow. */
export function ReturnsPolicyPage() {
  const { t } = useTranslation('help');
  return (
    <HelpPageFrame
      path="/returns"
      heading={t('returns.heading')}
      description={t('returns.description', { days: RETURN_WINDOW_DAYS })}
    >
      <HelpSection id="what-heading" title={t('returns.whatTitle')}>
        <p>{t('returns.whatText')}</p>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('returns.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-ink/15">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('returns.reasonColumn')}
              </th>
              {LINE_KINDS.map(({ kind }) => (
                <th key={kind} scope="col" className="px-3 py-2 font-semibold">
                  {t(`returns.kinds.${kind}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RETURN_REASONS.map((reason) => (
              <tr key={reason} className="border-b border-ink/10">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {t(`returns.reasons.${reason}`)}
                </th>
                {LINE_KINDS.map(({ kind, line }) => (
                  <td key={kind} className="px-3 py-2">
                    {returnReasonsFor(line).includes(reason) ? t('returns.yes') : t('returns.no')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="list-disc space-y-1 pl-6">
          {LINE_KINDS.map(({ kind }) => (
            <li key={kind}>
              <span className="font-semibold">{t('returns.kindLabel', { kind: t(`returns.kinds.${kind}`) })}</span>{' '}
              {t(`returns.policy.${kind}`, { days: RETURN_WINDOW_DAYS })}
            </li>
          ))}
        </ul>
        <p>{t('returns.appliesTo')}</p>
      </HelpSection>

      <HelpSection id="how-heading" title={t('returns.howTitle')}>
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            <TaggedWords
              sentence={t('returns.steps.open', { photos: MAX_RETURN_PHOTOS })}
              tags={{ orders: <Link to="/orders" className="font-semibold text-clay-700 underline" /> }}
            />
          </li>
          <li>{t('returns.steps.answer')}</li>
          <li>{t('returns.steps.escalate')}</li>
          <li>{t('returns.steps.refund')}</li>
        </ol>
      </HelpSection>
    </HelpPageFrame>
  );
}
