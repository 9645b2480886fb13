import type { Fabric } from '@fabric-store/shared';
import { formatMetres } from '@fabric-store/shared/lengths';
import { formatPrice } from '../../components/price';

/**
 * A metre fabric's rolls on the vendor's detail: each roll's number (what the cutting list
 * calls it), its dye lot and the length left on it, and which are remnants on sale whole.
 */
export function FabricRollsList({ fabric }: { fabric: Pick<Fabric, 'rolls' | 'remnants' | 'minCut'> }) {
  const rolls = (fabric.rolls ?? []).filter((roll) => roll.length > 0);
  const remnantOf = (rollId: string) => fabric.remnants.find((remnant) => remnant._id === rollId);
  return (
    <section aria-labelledby="vendor-rolls-heading" className="mt-8">
      <h2 id="vendor-rolls-heading" className="text-lg font-semibold text-ink">
        Rolls
      </h2>
      {rolls.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No length left on any roll.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                Roll
              </th>
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                Dye lot
              </th>
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                Length left
              </th>
            </tr>
          </thead>
          <tbody>
            {rolls.map((roll) => {
              const remnant = remnantOf(roll._id);
              return (
                <tr key={roll._id} className="border-t border-ink/10">
                  <th scope="row" className="py-1.5 pr-4 font-semibold text-ink">
                    Roll {roll.number}
                  </th>
                  <td className="py-1.5 pr-4 text-ink">{roll.dyeLot ?? 'Not stated'}</td>
                  <td className="py-1.5 pr-4 text-ink">
                    {formatMetres(roll.length)} m
                    {remnant ? (
                      <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-clay-700">
                        Remnant: under the {formatMetres(fabric.minCut ?? 0)} m minimum cut, sold whole for{' '}
                        {formatPrice(remnant.total)}
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
