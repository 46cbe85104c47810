import { Link } from 'react-router';
import type { Publication } from '@lome/shared';
import { paths } from '@/config/paths';
import { ARTICLE_DRAWING, FallbackImage } from '@/components/ui/fallback-image';
import fallbackImage from '@/assets/images/blog-fallback.svg?no-inline';
import { formatFrenchDate } from '../utils/format-date';

const DEFAULT_EXCERPT = 'Découvrez nos dernières actualités...';

type Props = {
  publication: Publication;
  /** The type's name, shown as a badge on /blog. */
  typeName?: string;
  /** h3 under the home page's section title, h2 on /blog. */
  titleAs?: 'h2' | 'h3';
};

/** P11.1 blog card: image (180px, local fallback), date, title, excerpt; 'Lire plus' opens the article. */
export function BlogCard({ publication, typeName, titleAs: Title = 'h3' }: Props) {
  const date = formatFrenchDate(publication.created_at);
  return (
    <article className="card h-100 border-0 shadow-sm" aria-labelledby={`article-${publication.id}`}>
      <FallbackImage
        src={publication.image}
        fallback={fallbackImage}
        alt=""
        width={600}
        height={180}
        drawing={ARTICLE_DRAWING}
        sizes="(min-width: 992px) 400px, (min-width: 768px) 50vw, 100vw"
        className="card-img-top"
        style={{ height: 180 }}
      />
      <div className="card-body d-flex flex-column">
        <p className="small text-body-secondary mb-1 d-flex flex-wrap gap-2 align-items-center">
          {typeName && <span className="badge text-bg-light border">{typeName}</span>}
          {date && <time dateTime={publication.created_at}>{date}</time>}
        </p>
        <Title className="card-title h5" id={`article-${publication.id}`}>
          {publication.title}
        </Title>
        <p className="card-text text-body-secondary">{publication.excerpt || DEFAULT_EXCERPT}</p>
        {/* The whole card opens the article on a phone (stretched-link); the name says which one. */}
        <Link
          to={paths.blogArticle(publication.id)}
          className="stretched-link mt-auto align-self-start fw-semibold"
        >
          Lire plus<span className="visually-hidden"> : {publication.title}</span>
        </Link>
      </div>
    </article>
  );
}
