import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import AutoComplete from 'antd/es/auto-complete';
import Input from 'antd/es/input';
import { usePartNumberSuggestQuery } from '@shop/api-clients';

const MAX_KEYWORD = 100;

/** Keyword / part-number search with suggestions as you type (debounced, from partNumber/suggest). */
export function SearchBox() {
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
      navigate(`/vona2/detail/${encodeURIComponent(keyword.slice(7))}`);
      return;
    }
    navigate(`/vona2/result?keyword=${encodeURIComponent(keyword)}`);
  };

  return (
    <div className="shop-search" data-testid="search-box">
      <AutoComplete
        value={value}
        options={options}
        onChange={(v: string) => setValue(v.slice(0, MAX_KEYWORD))}
        onSelect={(v: string) => go(v)}
        style={{ width: '100%' }}
      >
        <Input.Search
          size="large"
          placeholder="输入型号、关键词，如 SFJ10、直线导轨、轴承"
          enterButton="搜索"
          maxLength={MAX_KEYWORD}
          onSearch={(v) => go(v)}
          aria-label="搜索商品"
        />
      </AutoComplete>
    </div>
  );
}
