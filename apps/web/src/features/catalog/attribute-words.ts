import { attributeLabel } from '@fabric-store/shared/fabric-attribute-values';
import { useTranslation } from 'react-i18next';

/**
 * A fibre, weave, pattern or colour family in the reader's language ('blue' is 'Blue', 'नीला'); the
 * value itself stays what the API and the address use. One no catalogue knows is shown as the API sends it.
 */
export function useAttributeWords() {
  const { t } = useTranslation('shop');
  return (value: string) =>
    t(`attributeValues.${value}` as 'attributeValues.cotton', { defaultValue: attributeLabel(value) });
}
