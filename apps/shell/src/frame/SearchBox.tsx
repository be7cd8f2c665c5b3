import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type AutoCompleteType from 'antd/es/auto-complete';
import { usePartNumberSuggestQuery } from '@shop/api-clients';
import { href, withQuery } from '@shop/routes';
import { withAntdRoot } from '@shop/shared-ui';

const MAX_KEYWORD = 100;

type AutoCompleteComponent = typeof AutoCompleteType;

/**
 * Keyword / part-number search with suggestions as you type (debounced, from partNumber/suggest). The box and its
 * button are plain form controls styled like antd's (the header is on every page, and antd's Input, Button and Space
 * would be on every first visit for them); the suggestion list (antd AutoComplete, built on Select) is fetched when
 * the box first gets focus, inside AntdRoot (antd in Chinese with the shop theme). Once it has arrived the same input is wrapped in it and keeps the focus. Enter or 搜索
 * submits the form; picking a suggestion goes to that part number or series.
 */
export function SearchBox() {
  const [AutoComplete, setAutoComplete] = useState<AutoCompleteComponent | null>(null);
  const loading = useRef(false);
  const loadSuggestions = () => {
    if (loading.current) return;
    loading.current = true;
    void withAntdRoot(import('antd/es/auto-complete').then((m) => m.default)).then(
      (component) => setAutoComplete(() => component),
      () => {
        loading.current = false; // offline: the plain box still searches; the next focus tries again
      },
    );
  };
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState((params.get('keyword') ?? '').slice(0, MAX_KEYWORD));
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value.trim()), 200);
    return () => clearTimeout(t);
  }, [value]);
  const { data } = usePartNumberSuggestQuery({ keyword: debounced }, { skip: debounced.length < 2 });

  const options = [
    ...(data?.partNumberList ?? []).map((p) => ({
      value: p.partNumber,
      label: (
        <span className="suggest-row">
          <b>{p.partNumber}</b> <span className="suggest-sub">{p.seriesName}</span>
        </span>
      ),
    })),
    ...(data?.seriesList ?? []).map((s) => ({
      value: `series:${s.seriesCode}`,
      label: (
        <span className="suggest-row">
          {s.seriesName} <span className="suggest-sub">{s.brandName}</span>
        </span>
      ),
    })),
  ];

  const go = (kw: string) => {
    const keyword = kw.trim();
    if (!keyword) return;
    if (keyword.startsWith('series:')) {
      navigate(href('SeriesDetail', { seriesCode: keyword.slice(7) }));
      return;
    }
    navigate(withQuery(href('SearchResult'), { keyword }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(value);
  };
  const input = (
    <input
      className="shop-search-input"
      type="search"
      placeholder="输入型号、关键词，如 SFJ10、直线导轨、轴承"
      maxLength={MAX_KEYWORD}
      aria-label="搜索商品"
      onFocus={loadSuggestions}
      autoFocus={AutoComplete !== null && isTyping()}
      {...(AutoComplete ? {} : { value, onChange: (e: { target: { value: string } }) => setValue(e.target.value.slice(0, MAX_KEYWORD)) })}
    />
  );
  return (
    <form className="shop-search" data-testid="search-box" role="search" onSubmit={submit}>
      <div className="shop-search-field">
        {AutoComplete ? (
          <AutoComplete
            value={value}
            options={options}
            onChange={(v: string) => setValue(v.slice(0, MAX_KEYWORD))}
            onSelect={(v: string) => go(v)}
            style={{ width: '100%' }}
          >
            {input}
          </AutoComplete>
        ) : (
          input
        )}
      </div>
      <button type="submit" className="shop-search-button">
        搜索
      </button>
    </form>
  );
}

/** Whether the focus is still in the search box (nothing else was focused while the suggestion code loaded). */
function isTyping(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('.shop-search') !== null;
}
