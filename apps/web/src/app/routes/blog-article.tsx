import { useParams } from 'react-router';
import { BlogArticle } from '@/features/blog/components/blog-article';

export default function BlogArticlePage() {
  const { id = '' } = useParams();
  // Keyed by id: another article starts from its own state, not the previous one's.
  return <BlogArticle key={id} id={id} />;
}
