import { indexTokens, MAX_WORD, normalizeText, queryTokens } from '../src/catalogue/tokenize';

describe('indexTokens', () => {
  it('stores single characters and character pairs of Chinese runs', () => {
    const t = indexTokens(['深沟球轴承']);
    for (const tok of ['深', '沟', '球', '轴', '承', '深沟', '沟球', '球轴', '轴承']) expect(t).toContain(tok);
    expect(t).not.toContain('深沟球');
  });

  it('stores lowercased ASCII words and all their prefixes', () => {
    const t = indexTokens(['LX20-B2 SUJ2']);
    for (const tok of ['l', 'lx', 'lx2', 'lx20', 'b', 'b2', 's', 'su', 'suj', 'suj2']) expect(t).toContain(tok);
    expect(t).not.toContain('LX20');
    expect(t).not.toContain('lx20-b2');
  });

  it('never pairs characters across fields, spaces or punctuation', () => {
    const t = indexTokens(['直线', '导轨', '轴/承']);
    expect(t).not.toContain('线导');
    expect(t).not.toContain('轴承');
  });

  it('folds full-width letters and digits (NFKC)', () => {
    expect(indexTokens(['ＳＦＪ１０'])).toContain('sfj10');
    expect(normalizeText('Ａｂ１')).toBe('ab1');
  });

  it('caps indexed words at MAX_WORD characters', () => {
    const long = 'a'.repeat(MAX_WORD + 10);
    const t = indexTokens([long]);
    expect(Math.max(...t.map((x) => x.length))).toBe(MAX_WORD);
  });

  it('answers a sorted list without duplicates', () => {
    const t = indexTokens(['轴承 轴承', 'abc abd']);
    expect(t).toEqual([...new Set(t)].sort());
  });
});

describe('queryTokens', () => {
  it('asks for the character of a one-character word and the pairs of longer ones', () => {
    expect(queryTokens('轴').cjk).toEqual(['轴']);
    expect(queryTokens('轴承').cjk).toEqual(['轴承']);
    expect(queryTokens('直线导轨').cjk).toEqual(['直线', '线导', '导轨']);
  });

  it('lowercases ASCII words and splits them at punctuation', () => {
    expect(queryTokens('SFJ10-200').words).toEqual(['sfj10', '200']);
  });

  it('mixes both and dedupes', () => {
    const q = queryTokens('NSK 轴承 nsk');
    expect(q.words).toEqual(['nsk']);
    expect(q.cjk).toEqual(['轴承']);
    expect(q.all).toEqual(['轴承', 'nsk']);
  });

  it('finds nothing to ask for in pure punctuation or SQL noise characters', () => {
    expect(queryTokens('%_\'"\\').all).toEqual([]);
    expect(queryTokens("' OR 1=1 --").words).toEqual(['or', '1']);
  });

  it('every query token of a text is among the index tokens of that text', () => {
    for (const text of ['微型直线导轨 加长滑块型', 'HGW25-B2-400 上银 HIWIN', '内六角圆柱头螺栓 M6']) {
      const idx = new Set(indexTokens([text]));
      for (const tok of queryTokens(text).all) expect(idx.has(tok)).toBe(true);
    }
  });
});
