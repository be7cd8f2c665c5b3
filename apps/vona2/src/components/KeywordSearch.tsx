import { MAX_KEYWORD_LENGTH } from '../lib/pageParams';
import { SearchBox } from './plain/SearchBox';

/** Search field of the empty and no-hit views (the header has one too); a new keyword starts again at page 1. */
export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  return (
    <SearchBox
      key={keyword}
      initial={keyword}
      placeholder="输入型号或关键词，如 SFJ10、直线导轨、深沟球轴承"
      maxLength={MAX_KEYWORD_LENGTH}
      label="搜索型号或关键词"
      onSearch={onSearch}
    />
  );
}
