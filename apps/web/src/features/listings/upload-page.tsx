import { useTranslation } from '../../i18n/use-translation';
import { DocumentTitle } from '../../components/document-title';
import { ImageUploader } from './image-uploader/image-uploader';
import { useImageUploader } from './image-uploader/use-image-uploader';

function StandaloneUploader() {
  const uploader = useImageUploader();
  return <ImageUploader uploader={uploader} />;
}

/** /upload (behind the sign-in guard): the spec lists the route without content; the image uploader on its own. */
export function UploadPage() {
  const { t } = useTranslation();
  return (
    <section className="page-container max-w-2xl" aria-labelledby="page-title">
      <DocumentTitle page={t('listings.upload.title')} />
      <h1 id="page-title" className="page-title">
        {t('listings.upload.title')}
      </h1>
      <p className="mt-2 mb-6 text-stone-600">{t('listings.upload.intro')}</p>
      <StandaloneUploader />
    </section>
  );
}
