import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function PostPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('blog.post.title')} />;
}
