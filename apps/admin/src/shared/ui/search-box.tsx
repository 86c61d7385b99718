import { useState, type FormEvent } from 'react';

/** A search field that applies on Enter or its button (not on every key, to spare the server). */
export function SearchBox({ value, onSearch, label, placeholder }: { value: string; onSearch: (q: string) => void; label: string; placeholder?: string }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A filter cleared from outside (Clear filters) empties the box too.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="toolbar-search" role="search">
      <input type="search" aria-label={label} placeholder={placeholder ?? label} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn">
        Search
      </button>
    </form>
  );
}
