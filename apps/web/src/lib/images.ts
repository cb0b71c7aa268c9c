/**
 * Store image addresses, srcsets and the `sizes` of each place a photo is drawn:
 * shared with the server (its page shells preload the photo a page shows first),
 * so they live in the domain package.
 */
export { imageSrcSet, imageVariant, isStoreImage, PHOTO_SIZES, type ImageWidth } from '@nyumba/domain';
