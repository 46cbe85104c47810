import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@lome/shared';
import { usePublications } from '../api/get-publications';
import { usePublicationTypes } from '../api/get-publication-types';
import { ALL_TYPES, blogTabs, publicationsOfTab } from '../lib/blog-tabs';
import { BlogCard } from './blog-card';

/** /blog: every article, filtered by type; the chosen type is in the address (?type=), to share it. */
export function BlogList() {
  const publications = usePublications();
  const types = usePublicationTypes();
  const [params, setParams] = useSearchParams();
  const tab = params.get('type') ?? ALL_TYPES;

  const all = useMemo(() => publications.data ?? [], [publications.data]);
  const tabs = useMemo(() => blogTabs(types.data ?? [], all), [types.data, all]);
  const shown = publicationsOfTab(all, tab, tabs);
  const typeName = new Map((types.data ?? []).map((t) => [t.id, t.name]));
  const choose = (id: string) => setParams(id === ALL_TYPES ? {} : { type: id }, { replace: true });

  return (
    <>
      <section className="bg-primary text-white text-center py-5">
        <div className="container">
          <h1 className="display-5 fw-bold mb-2">Le blog de Mama</h1>
          <p className="lead mb-0">Les nouvelles de la maison, nos événements et nos recettes.</p>
        </div>
      </section>
      <div className="container py-4 py-md-5">
        {tabs.length > 2 && (
          <nav aria-label="Types d'articles" className="mb-4">
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {tabs.map((t) => {
                const active = t.id === tab || (t.id === ALL_TYPES && !tabs.some((x) => x.id === tab));
                return (
                  <li key={t.id}>
                    <button
                      type="button"
                      className={`btn btn-sm rounded-pill ${active ? 'btn-primary' : 'btn-outline-primary'}`}
                      aria-pressed={active}
                      onClick={() => choose(t.id)}
                    >
                      {t.label}
                      <span className="badge rounded-pill text-bg-light ms-1">{t.count}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {publications.isPending ? (
          <div className="row g-4" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="col-12 col-md-6 col-lg-4">
                <div className="card border-0 shadow-sm placeholder-glow" style={{ height: 360 }}>
                  <span className="placeholder w-100" style={{ height: 180 }} />
                </div>
              </div>
            ))}
          </div>
        ) : publications.isError ? (
          <div className="alert alert-danger" role="alert">
            {messages.loadError}
          </div>
        ) : shown.length === 0 ? (
          <p className="text-center text-body-secondary py-4">Aucun article de blog pour le moment.</p>
        ) : (
          <div className="row g-4">
            {shown.map((p) => (
              <div key={p.id} className="col-12 col-md-6 col-lg-4">
                <BlogCard
                  publication={p}
                  typeName={p.type_publish_id ? typeName.get(p.type_publish_id) : undefined}
                  titleAs="h2"
                />
              </div>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
