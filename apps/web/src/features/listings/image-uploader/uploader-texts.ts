import type { Language } from '@nyumba/domain';

/**
 * The photo uploader's words, both languages: kept beside the listing form that shows them
 * rather than in the listings texts every first visit carries (e2e/bundle-budget.spec.ts).
 */
const en = {
  select: 'Select Images',
  addMore: 'Add More Images',
  retry: 'Try again',
  uploading: 'Uploading...',
  uploaded: 'Uploaded!',
  counter: (selected: number, max: number) => `${selected} of ${max} images selected`,
  max: 'Maximum 9 images allowed',
  failed: 'Failed to upload images. Please try again.',
  notImage: 'Only image files allowed',
  tooLarge: 'Photos must be smaller than 15 MB',
  select1: (index: number) => `Use photo ${index}`,
  photoAlt: (index: number) => `Photo ${index}`,
  progress: (index: number) => `Uploading photo ${index}`,
  photoFailed: 'Not uploaded',
};

const sw: typeof en = {
  select: 'Chagua Picha',
  addMore: 'Ongeza Picha',
  retry: 'Jaribu tena',
  uploading: 'Inapakia...',
  uploaded: 'Zimepakiwa!',
  counter: (selected, max) => `Picha ${selected} kati ya ${max} zimechaguliwa`,
  max: 'Picha 9 tu zinaruhusiwa',
  failed: 'Imeshindikana kupakia picha. Tafadhali jaribu tena.',
  notImage: 'Faili za picha tu zinaruhusiwa',
  tooLarge: 'Picha ziwe chini ya MB 15',
  select1: (index) => `Tumia picha ${index}`,
  photoAlt: (index) => `Picha ${index}`,
  progress: (index) => `Inapakia picha ${index}`,
  photoFailed: 'Haijapakiwa',
};

export const uploaderTexts = (language: Language) => (language === 'sw' ? sw : en);
