import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePartNumberSearchQuery, type PartNumber, type SeriesDetail as Series } from '@shop/api-clients';
import { CatalogueBreadcrumb } from '../components/CatalogueBreadcrumb';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { Alert } from '../components/plain/Alert';
import { ClosableTag } from '../components/plain/Tag';
import { SeriesPage } from '../components/SeriesPage';
import { CATEGORY_SPEC_PARAM, formatCategorySpec, parseCategorySpec, type FilterSelection } from '../lib/categorySpec';
import { readPageNo, withParams } from '../lib/pageParams';
import { partSearchArgs, PART_PAGE_SIZE, specFilterOfUrl } from './detail/partQuery';
import { CadBlock } from './detail/CadBlock';
import { OrderPanel } from './detail/OrderPanel';
import { PartTable } from './detail/PartTable';
import { SeriesHeader } from './detail/SeriesHeader';
import { SpecConfigurator } from './detail/SpecConfigurator';
import { SpecTable } from './detail/SpecTable';
import { choosableSpecs, cleanSelection, partMatches } from './detail/specMatch';
import './detail/detail.css';

/** /vona2/detail/:seriesCode : series header, spec table, configurator, part numbers, order panel and CAD. */
export default function SeriesDetail() {
  const { seriesCode = '' } = useParams();
  const [params] = useSearchParams();
  // the part numbers need only the URL: asked for together with the series, not once it has answered
  const parts = usePartNumberSearchQuery(partSearchArgs(seriesCode, params, specFilterOfUrl(params)), { skip: !seriesCode });
  // waits for the first answer only: a failed one is asked again by the table (RTK Query retries an error for a new
  // subscriber), and waiting for that retry too would take the table away again
  const [answered, setAnswered] = useState(() => !!(parts.data || parts.error));
  if (!answered && (parts.data || parts.error)) setAnswered(true);
  return (
    <SeriesPage
      testId="series-detail"
      what="商品详情"
      notFoundHint="。可以按型号或名称重新搜索，或从分类中查找同类商品。"
      skeletonRows={12}
      // the page shows at once with its part table, whose header would otherwise grow when the rows arrive
      pending={!!seriesCode && !answered}
    >
      {(series) => <Loaded series={series} />}
    </SeriesPage>
  );
}

function Loaded({ series }: { series: Series }) {
  const [params, setParams] = useSearchParams();
  const selection = cleanSelection(parseCategorySpec(params.get(CATEGORY_SPEC_PARAM)), series.specList);
  const partNumber = params.get('partNumber') ?? undefined;
  const pageNo = readPageNo(params);
  const specs = choosableSpecs(series.specList);
  const specFilter = formatCategorySpec(
    selection,
    specs.map((s) => s.specCode),
  );

  const parts = usePartNumberSearchQuery(partSearchArgs(series.seriesCode, params, specFilter));
  const [picked, setPicked] = useState<PartNumber | undefined>();
  const [quantity, setQuantity] = useState(1);

  const rows = parts.data?.partNumberList ?? [];
  const visible = rows.filter((p) => partMatches(p, selection, series.specList));
  // a server that does not know specFilter answers unfiltered pages: narrow what is on screen and say so
  const filteredHere = visible.length !== rows.length;
  const matching = parts.data && !filteredHere ? parts.data.totalCount : null;
  const pickedStillFits =
    picked && partMatches(picked, selection, series.specList) && (!partNumber || picked.partNumber.startsWith(partNumber));
  const chosen =
    (pickedStillFits ? picked : undefined) ??
    visible.find((p) => p.partNumber === partNumber) ??
    (visible.length === 1 && (matching === 1 || matching === null) ? visible[0] : undefined);

  const update = (next: FilterSelection, extra: Record<string, string | undefined> = {}) =>
    setParams(
      withParams(params, {
        [CATEGORY_SPEC_PARAM]: formatCategorySpec(
          next,
          specs.map((s) => s.specCode),
        ),
        pageNo: undefined,
        ...extra,
      }),
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <CatalogueBreadcrumb categories={series.breadcrumbs} current={series.seriesName} />
      <SeriesHeader detail={series} />
      <div className="v2-section">
        <div className="v2-section-head">
          <h2>规格参数</h2>
        </div>
        <SpecTable specList={series.specList} />
      </div>
      <div className="v2-config">
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
          <SpecConfigurator
            specs={specs}
            selection={selection}
            matching={matching}
            onChange={(code, value) => update({ ...selection, [code]: value ? [value] : [] })}
            onReset={() => update({}, { partNumber: undefined })}
          />
          <div className="v2-section" data-testid="part-section">
            <div className="v2-section-head">
              <h2>型号列表</h2>
              {partNumber && (
                <ClosableTag closeLabel={`移除型号 ${partNumber}`} onClose={() => update(selection, { partNumber: undefined })}>
                  型号：{partNumber}
                </ClosableTag>
              )}
            </div>
            {filteredHere && (
              <Alert
                style={{ marginBottom: 8 }}
                type="info"
                title={`本页 ${rows.length} 个型号中有 ${visible.length} 个符合所选规格，翻页可查看更多`}
              />
            )}
            {parts.error ? (
              <QueryErrorAlert what="型号列表" error={parts.error} onRetry={parts.refetch} />
            ) : (
              <PartTable
                parts={visible}
                specList={series.specList}
                selected={chosen?.partNumber}
                onSelect={setPicked}
                quantity={quantity}
                loading={parts.isFetching}
                pagination={
                  parts.data
                    ? {
                        pageNo,
                        pageSize: PART_PAGE_SIZE,
                        total: parts.data.totalCount,
                        onChange: (n) => setParams(withParams(params, { pageNo: n > 1 ? n : undefined }), { preventScrollReset: true }),
                      }
                    : false
                }
              />
            )}
          </div>
        </div>
        <div className="v2-aside">
          <OrderPanel part={chosen} quantity={quantity} onQuantity={setQuantity} remaining={matching} />
          <CadBlock available={series.cadAvailable} partNumber={chosen?.partNumber} />
        </div>
      </div>
    </>
  );
}
