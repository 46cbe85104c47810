import { useId, useState } from 'react';
import type { Publication } from '@lome/shared';
import { FallbackImage } from '@/components/ui/fallback-image';
import fallbackImage from '@/assets/images/blog-fallback.svg?no-inline';
import { formatFrenchDate } from '../utils/format-date';

const DEFAULT_EXCERPT = 'Découvrez nos dernières actualités...';

/** Spec §2 blog card: image (180px, local fallback), date, title, excerpt; 'Lire plus' unfolds the article. */
export function BlogCard({ publication }: { publication: Publication }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const date = formatFrenchDate(publication.created_at);
  return (
    <article className="card h-100 border-0 shadow-sm">
      <FallbackImage
        src={publication.image}
        fallback={fallbackImage}
        alt=""
        width={600}
        height={180}
        className="card-img-top"
        style={{ height: 180 }}
      />
      <div className="card-body d-flex flex-column">
        {date && (
          <p className="small text-body-secondary mb-1">
            <time dateTime={publication.created_at}>{date}</time>
          </p>
        )}
        <h3 className="card-title h5">{publication.title}</h3>
        <p className="card-text text-body-secondary">{publication.excerpt || DEFAULT_EXCERPT}</p>
        {publication.content && (
          <>
            <div id={contentId} hidden={!expanded}>
              <p className="card-text">{publication.content}</p>
            </div>
            <button
              type="button"
              className="btn btn-link p-0 mt-auto align-self-start fw-semibold"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? 'Réduire' : 'Lire plus'}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
