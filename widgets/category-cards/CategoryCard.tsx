import type { Categoria } from '../../schemas/types';
import { useT } from '../../engine/react/runtime/EngineContext';
import { imageSrc } from '../shopping/shoppingRequests';
import './CategoryCards.css';

/**
 * One category as a flip card (spec 2 §2 "Categories"): the front shows the image and the name,
 * hover (or keyboard focus) turns it, and the back, with the description, opens the category.
 */
export function CategoryCard({
  categoria,
  onOpen,
}: {
  categoria: Categoria;
  onOpen(categoria: Categoria): void;
}) {
  const t = useT();
  const src = imageSrc(categoria.image, 'categoria.jpg');
  return (
    // Pointing at a card turns it (half a second): the list page's code loads meanwhile (PreloadOnIntent).
    <article className="category-card" aria-label={categoria.categoria} data-preload-screen="listaProdotti">
      <div className="category-card-inner">
        <div
          className={`category-card-face category-card-front card ${categoria.classeFronte ?? 'bg-light'}`}
        >
          {src ? <img src={src} alt="" className="card-img-top category-card-image" /> : null}
          <div className="card-body d-flex align-items-center justify-content-center">
            <h2 className="h5 card-title mb-0 text-center">{categoria.categoria}</h2>
          </div>
        </div>
        <button
          type="button"
          className={`category-card-face category-card-back card ${categoria.classeRetro ?? 'bg-white'}`}
          onClick={() => onOpen(categoria)}
        >
          <span className="card-body d-flex flex-column align-items-center justify-content-center text-center">
            <span className="fw-semibold mb-2">{categoria.categoria}</span>
            <span>{categoria.descrizione}</span>
            <span className="btn btn-sm btn-outline-dark mt-3" aria-hidden="true">
              {t('categorie.vediProdotti')}
            </span>
          </span>
        </button>
      </div>
    </article>
  );
}
