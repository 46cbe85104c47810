import { Link } from 'react-router';
import { messages, restaurant } from '@lome/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { ARTICLE_DRAWING, FallbackImage } from '@/components/ui/fallback-image';
import fallbackImage from '@/assets/images/blog-fallback.svg?no-inline';
import { usePublication } from '../api/get-publication';
import { usePublicationTypes } from '../api/get-publication-types';
import { paragraphsOf } from '../lib/blog-tabs';
import { formatFrenchDate } from '../utils/format-date';

const backLink = (
  <Link to={paths.blog} className="d-inline-block mb-3">
    ← Tous les articles
  </Link>
);

/** /blog/{id}: one article with its picture, date, type and whole text. */
export function BlogArticle({ id }: { id: string }) {
  const article = usePublication(id);
  const types = usePublicationTypes();

  if (!article.data) {
    const missing = article.error instanceof ApiError && article.error.status === 404;
    return (
      <div className="container py-5" style={{ maxWidth: 760 }}>
        {backLink}
        {article.isPending ? (
          <div className="text-center py-5">
            <div className="spinner-border text-primary" role="status">
              <span className="visually-hidden">Chargement de l'article</span>
            </div>
          </div>
        ) : (
          <>
            <h1 className="h3">{missing ? 'Article introuvable.' : "L'article n'a pas pu être chargé."}</h1>
            {!missing && <p className="text-body-secondary">{messages.loadError}</p>}
          </>
        )}
      </div>
    );
  }

  const { title, excerpt, content, image, created_at, type_publish_id } = article.data;
  const date = formatFrenchDate(created_at);
  const type = types.data?.find((t) => t.id === type_publish_id)?.name;
  return (
    <article className="container py-4 py-md-5" style={{ maxWidth: 760 }}>
      <title>{`${title} — ${restaurant.name}`}</title>
      {backLink}
      <p className="small text-body-secondary mb-2 d-flex flex-wrap gap-2 align-items-center">
        {type && <span className="badge text-bg-light border">{type}</span>}
        {date && <time dateTime={created_at}>{date}</time>}
      </p>
      <h1 className="h2 fw-bold mb-3">{title}</h1>
      <FallbackImage
        src={image}
        fallback={fallbackImage}
        alt=""
        width={760}
        height={320}
        drawing={ARTICLE_DRAWING}
        priority
        sizes="(min-width: 800px) 760px, 100vw"
        className="w-100 rounded mb-4"
        style={{ height: 'auto', aspectRatio: '19 / 8' }}
      />
      <p className="lead">{excerpt}</p>
      {paragraphsOf(content).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <div className="border-top pt-3 mt-4">
        <Link to={paths.menu} className="btn btn-primary me-2 mb-2">
          Voir le menu
        </Link>
        <Link to={paths.blog} className="btn btn-outline-primary mb-2">
          Tous les articles
        </Link>
      </div>
    </article>
  );
}
