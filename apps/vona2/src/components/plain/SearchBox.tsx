import type { FormEvent } from 'react';
import './SearchBox.css';

interface Props {
  /** the text the field starts with */
  initial: string;
  placeholder: string;
  maxLength: number;
  /** the field's accessible name */
  label: string;
  onSearch: (text: string) => void;
}

/** A search form: a search field and a 搜索 button; Enter in the field searches too (the browser submits the form). */
export function SearchBox({ initial, placeholder, maxLength, label, onSearch }: Props) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const field = e.currentTarget.elements.namedItem('q');
    onSearch(field instanceof HTMLInputElement ? field.value : '');
  };
  return (
    <form className="v2-search" role="search" aria-label="商品搜索" onSubmit={submit}>
      <input
        type="search"
        name="q"
        defaultValue={initial}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={label}
        enterKeyHint="search"
      />
      <button type="submit">搜索</button>
    </form>
  );
}
