import { restaurant } from '@lome/shared';
import { BlogList } from '@/features/blog/components/blog-list';

export default function BlogPage() {
  return (
    <>
      <title>{`Blog — ${restaurant.name}`}</title>
      <BlogList />
    </>
  );
}
