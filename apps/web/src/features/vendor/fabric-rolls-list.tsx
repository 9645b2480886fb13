import type { Fabric } from '@fabric-store/shared';
import { formatMetres } from '@fabric-store/shared/lengths';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../components/price';

/**
 * A metre fabric's rolls on the vendor's detail: each roll's number (what the cutting list
 * calls it), its dye lot and the length left on it, and which are remnants on sale whole.
 */
export function FabricRollsList({ fabric }: { fabric: Pick<Fabric, 'rolls' | 'remnants' | 'minCut'> }) {
  const rolls = (fabric.rolls ?? []).filter((roll) => roll.length > 0);
  const remnantOf = (rollId: string) => fabric.remnants.find((remnant) => remnant._id === rollId);
  const { t } = useTranslation('vendor');
  return (
    <section aria-labelledby="vendor-rolls-heading" className="mt-8">
      <h2 id="vendor-rolls-heading" className="text-lg font-semibold text-ink">
        {t('rollsList.heading')}
      </h2>
      {rolls.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('rollsList.none')}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                {t('rollsList.roll')}
              </th>
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                {t('rollsList.dyeLot')}
              </th>
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                {t('rollsList.lengthLeft')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rolls.map((roll) => {
              const remnant = remnantOf(roll._id);
              return (
                <tr key={roll._id} className="border-t border-ink/10">
                  <th scope="row" className="py-1.5 pr-4 font-semibold text-ink">
                    {t('rollsList.rollNumber', { number: roll.number })}
                  </th>
                  <td className="py-1.5 pr-4 text-ink">{roll.dyeLot ?? t('rollsList.notStated')}</td>
                  <td className="py-1.5 pr-4 text-ink">
                    {t('quantity.metres', { metres: formatMetres(roll.length) })}
                    {remnant ? (
                      <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-clay-700">
                        {t('rollsList.remnant', {
                          minCut: formatMetres(fabric.minCut ?? 0),
                          total: formatPrice(remnant.total),
                        })}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
