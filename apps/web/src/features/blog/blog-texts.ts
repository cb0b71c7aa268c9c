import { addEnglishNamespace } from '../../i18n';
import { blog } from '../../i18n/en/blog';

// The blog namespace's English, added when the first of this feature's modules loads: with
// these screens' chunks, not in the shell every first visit runs (decision 0027). Every module
// here that says `t('blog.…')` imports this file first.
addEnglishNamespace('blog', blog);
