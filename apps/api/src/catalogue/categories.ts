import { sql } from 'drizzle-orm';
import type { CategoryNode, CategorySearchResult } from '@shop/api-clients/catalogue/types';
import { queryRows, type Orm } from '../db/client';
import { notFound } from '../http/errors';

/** A category as stored: the contract's node without its children. */
type CategoryRow = Omit<CategoryNode, 'children'>;

/** The whole tree is ~130 rows: read it in one go and work in memory. */
export class CategoryTree {
  private readonly byCode = new Map<string, CategoryRow>();
  private readonly children = new Map<string | null, CategoryRow[]>();

  constructor(rows: CategoryRow[]) {
    for (const r of rows) {
      this.byCode.set(r.categoryCode, r);
      const list = this.children.get(r.parentCode) ?? [];
      list.push(r);
      this.children.set(r.parentCode, list);
    }
    for (const list of this.children.values()) list.sort((a, b) => a.sort - b.sort || a.categoryCode.localeCompare(b.categoryCode));
  }

  static async load(db: Orm): Promise<CategoryTree> {
    const rows = await queryRows<CategoryRow>(
      db,
      sql`select category_code as "categoryCode", category_name as "categoryName", parent_code as "parentCode",
                 level::int as level, sort, series_count as "seriesCount" from catalogue_category`,
    );
    return new CategoryTree(rows);
  }

  get(code: string): CategoryRow | undefined {
    return this.byCode.get(code);
  }

  /** ancestors from level 1 down to the category itself */
  breadcrumbs(code: string): Pick<CategoryNode, 'categoryCode' | 'categoryName'>[] {
    const out: Pick<CategoryNode, 'categoryCode' | 'categoryName'>[] = [];
    for (let c = this.byCode.get(code); c; c = c.parentCode ? this.byCode.get(c.parentCode) : undefined) {
      out.unshift({ categoryCode: c.categoryCode, categoryName: c.categoryName });
    }
    return out;
  }

  /** the leaf categories at or below `code` (series always hang on leaves) */
  leavesUnder(code: string): string[] {
    const out: string[] = [];
    const walk = (c: string) => {
      const kids = this.children.get(c);
      if (!kids || kids.length === 0) out.push(c);
      else kids.forEach((k) => walk(k.categoryCode));
    };
    if (this.byCode.has(code)) walk(code);
    return out;
  }

  node(row: CategoryRow, depth: number): CategoryNode {
    const node: CategoryNode = {
      categoryCode: row.categoryCode,
      categoryName: row.categoryName,
      parentCode: row.parentCode,
      level: row.level,
      sort: row.sort,
      seriesCount: row.seriesCount,
    };
    if (depth > 0) node.children = (this.children.get(row.categoryCode) ?? []).map((k) => this.node(k, depth - 1));
    return node;
  }

  search(categoryCode: string | undefined): CategorySearchResult {
    if (!categoryCode) {
      return { category: null, breadcrumbs: [], children: (this.children.get(null) ?? []).map((r) => this.node(r, 2)) };
    }
    const row = this.byCode.get(categoryCode);
    if (!row) throw notFound(`未找到分类：${categoryCode}`);
    return {
      category: this.node(row, 0),
      breadcrumbs: this.breadcrumbs(categoryCode),
      children: (this.children.get(categoryCode) ?? []).map((r) => this.node(r, 0)),
    };
  }
}
