import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';

export function MyPostsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('blog.myPosts.title')} />;
}
