import { useTranslation } from '../../i18n/use-translation';
import { ImageUploader } from './image-uploader/image-uploader';
import { useImageUploader } from './image-uploader/use-image-uploader';
import { Screen, ScreenTitle } from '../../components/screen';

function StandaloneUploader() {
  const uploader = useImageUploader();
  return <ImageUploader uploader={uploader} />;
}

/** /upload (behind the sign-in guard): the spec lists the route without content; the image uploader on its own. */
export function UploadPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('listings.upload.title')} className="page-container max-w-2xl">
      <ScreenTitle>{t('listings.upload.title')}</ScreenTitle>
      <p className="mt-2 mb-6 text-stone-600">{t('listings.upload.intro')}</p>
      <StandaloneUploader />
    </Screen>
  );
}
