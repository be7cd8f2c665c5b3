import Input from 'antd/es/input';
import { MAX_KEYWORD_LENGTH } from '../lib/pageParams';

/** Search field of the empty and no-hit views (the header has one too); a new keyword starts again at page 1. */
export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  return (
    <Input.Search
      key={keyword}
      defaultValue={keyword}
      placeholder="输入型号或关键词，如 SFJ10、直线导轨、深沟球轴承"
      enterButton="搜索"
      maxLength={MAX_KEYWORD_LENGTH}
      allowClear
      aria-label="搜索型号或关键词"
      onSearch={(v) => onSearch(v)}
      style={{ width: 520, maxWidth: '100%' }}
    />
  );
}
