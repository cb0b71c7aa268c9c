// The card photo's width keeps the page-weight budget whatever the photo: a scene busy with
// detail over a camera's grain came out over it at the width's usual quality.
import { describe, expect, it } from 'vitest';
import { makeDemoTexture, makeScenePhoto } from '../../seed/demo-photos.ts';
import { seededRandom } from '../../seed/random.ts';
import { CARD_PHOTO_BYTES, makeVariants } from './variants.ts';

describe('photo variants', () => {
  it('keep the 640 px card photo within its budget, even for a busy 1600 × 1200 photo', async () => {
    const random = seededRandom(360);
    const photo = await makeScenePhoto(random, await makeDemoTexture(random));
    const { variants } = await makeVariants(photo);
    const card = variants.find((variant) => variant.width === 640)!;
    expect(card.data.length).toBeLessThanOrEqual(CARD_PHOTO_BYTES);
    // The desktop width keeps its quality: only the card's is stepped down.
    expect(variants.find((variant) => variant.width === 1280)!.data.length).toBeGreaterThan(CARD_PHOTO_BYTES);
  });
});
