import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function CreatePostPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('blog.createPost.title')} />;
}
