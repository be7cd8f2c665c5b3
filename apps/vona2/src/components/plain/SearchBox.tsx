import type { FormEvent } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
.v2-search { display: flex; width: 520px; max-width: 100%; margin: 0; }
.v2-search input { flex: 1; min-width: 0; box-sizing: border-box; height: 32px; padding: 0 10px; border: 1px solid #d9dde3; border-right: 0; border-radius: 3px 0 0 3px; background: #fff; color: #1f2329; font: inherit; font-size: 13px; outline: none; transition: border-color .15s, box-shadow .15s; }
.v2-search input:hover, .v2-search input:focus { border-color: #0b5cad; }
.v2-search input:focus { box-shadow: 0 0 0 2px rgba(11, 92, 173, .15); }
.v2-search input::placeholder { color: #9aa1ab; }
.v2-search button { flex: none; height: 32px; padding: 0 18px; border: 1px solid #0b5cad; border-radius: 0 3px 3px 0; background: #0b5cad; color: #fff; font: inherit; font-size: 13px; cursor: pointer; }
.v2-search button:hover { background: #0a4f96; border-color: #0a4f96; }
.v2-search button:focus-visible { outline: 2px solid #0b5cad; outline-offset: 1px; }
`;

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
      <PieceStyle name="search" css={css} />
      <input type="search" name="q" defaultValue={initial} placeholder={placeholder} maxLength={maxLength} aria-label={label} enterKeyHint="search" />
      <button type="submit">搜索</button>
    </form>
  );
}
