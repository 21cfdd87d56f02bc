import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSourceMutation } from '../../../../engine/react/data';
import { useT } from '../../../../engine/react/runtime/EngineContext';

interface NewBook {
  title: string;
  author: string;
  price: number;
  published: string;
}

const FIELDS = [
  { name: 'title', label: 'library.bookForm.bookTitle', type: 'text' },
  { name: 'author', label: 'library.bookForm.author', type: 'text' },
  { name: 'price', label: 'library.bookForm.price', type: 'number' },
  { name: 'published', label: 'library.bookForm.published', type: 'date' },
] as const;

export default function BookForm() {
  const t = useT();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSourceMutation<NewBook>({
    method: 'post',
    path: 'books',
    invalidates: ['books'],
    silent: [400],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const book = {
      title: String(data.get('title') ?? ''),
      author: String(data.get('author') ?? ''),
      price: Number(data.get('price')),
      published: String(data.get('published') ?? ''),
    };
    try {
      await save.mutateAsync(book);
      void navigate('/books');
    } catch (error) {
      const body = (error as { body?: { messages?: { text: string }[] } }).body;
      setProblems((body?.messages ?? []).map((m) => m.text));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">{t('library.bookForm.title')}</h1>
      {problems.length > 0 && (
        <ul role="alert" className="alert alert-danger">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {FIELDS.map((f) => (
        <div className="mb-2" key={f.name}>
          <label className="form-label" htmlFor={f.name}>
            {t(f.label)}
          </label>
          <input
            id={f.name}
            name={f.name}
            type={f.type}
            step={f.type === 'number' ? '0.01' : undefined}
            className="form-control"
          />
        </div>
      ))}
      <button type="submit" className="btn btn-primary mt-2">
        {t('library.bookForm.save')}
      </button>
    </form>
  );
}
