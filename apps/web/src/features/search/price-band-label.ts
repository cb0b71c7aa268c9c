import type { TFunction } from '../../i18n';
import { compactAmount, type PriceBand } from '@nyumba/domain';

/**
 * A price band as the screen's language says it: the open-ended ones are words
 * ('Below 10k', 'Chini ya 10k'); a closed band is its two amounts ('10k-15k').
 */
export function priceBandLabel(band: PriceBand, t: TFunction): string {
  if (band.max === undefined) return t('search.filters.bandAbove', { amount: compactAmount(band.min) });
  if (band.min === 0) return t('search.filters.bandBelow', { amount: compactAmount(band.max) });
  return band.label;
}
