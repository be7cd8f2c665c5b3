/**
 * The catalogue's own CSS. Rendered as a React 19 hoisted <style> (deduplicated by href), so it works the same in
 * the shell, in the standalone dev frame and in jest, where CSS files cannot be imported.
 */
const css = `
.v2-page { display: flex; flex-direction: column; gap: 12px; font-size: 13px; color: #1f2329; }
.v2-page a { color: #0b5cad; }
.v2-page a.v2-card, .v2-page a.v2-brand { color: #1f2329; }
.v2-page h1 { font-size: 20px; margin: 0; line-height: 1.4; font-weight: 600; }
.v2-page h2 { font-size: 15px; margin: 0; font-weight: 600; }
.v2-muted { color: #6b7280; }
.v2-crumbs { display: flex; flex-wrap: wrap; align-items: center; color: #6b7280; font-size: 13px; line-height: 22px; }
.v2-page .v2-crumbs a { color: #6b7280; }
.v2-page .v2-crumbs a:hover { color: #0b5cad; }
.v2-crumb-sep { margin: 0 8px; color: #c0c4cc; }
.v2-crumb-current { color: #1f2329; }
.v2-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px; font-size: 13px; }
.v2-pager ul { display: flex; gap: 4px; margin: 0; padding: 0; list-style: none; }
.v2-pager button { min-width: 28px; height: 28px; padding: 0 6px; border: 1px solid #d9dde3; border-radius: 3px; background: #fff; color: #1f2329; cursor: pointer; font: inherit; }
.v2-pager button:hover:not(:disabled) { border-color: #0b5cad; color: #0b5cad; }
.v2-pager button:disabled { color: #c0c4cc; cursor: not-allowed; }
.v2-pager .v2-pager-current button { border-color: #0b5cad; background: #0b5cad; color: #fff; font-weight: 600; }
.v2-pager-gap { align-self: center; color: #9aa1ab; padding: 0 2px; }
.v2-pager-total { color: #6b7280; margin-right: 4px; }
.v2-pager select, .v2-pager input { height: 28px; border: 1px solid #d9dde3; border-radius: 3px; background: #fff; font: inherit; padding: 0 4px; }
.v2-pager input { width: 48px; margin: 0 4px; text-align: center; }
.v2-pager-jump { color: #6b7280; }
.v2-grid-scroll { overflow-x: auto; }
.v2-grid { border-collapse: separate; border-spacing: 0; width: 100%; font-size: 13px; border-top: 1px solid #e5e7eb; border-left: 1px solid #e5e7eb; }
.v2-grid th, .v2-grid td { border-right: 1px solid #e5e7eb; border-bottom: 1px solid #e5e7eb; padding: 4px 8px; white-space: nowrap; background: #fff; }
.v2-grid th { background: #eef2f7; font-weight: 600; text-align: left; }
.v2-grid th.v2-right, .v2-grid td.v2-right { text-align: right; }
.v2-grid tbody tr { cursor: pointer; }
.v2-grid tbody tr:hover td { background: #f5f8fc; }
.v2-grid tbody tr.v2-row-selected td { background: #e8f1fb; }
.v2-grid .v2-grid-pick { position: sticky; left: 0; z-index: 1; width: 36px; min-width: 36px; text-align: center; }
.v2-grid .v2-grid-pn { position: sticky; left: 36px; z-index: 1; min-width: 130px; }
.v2-grid td.v2-grid-empty { text-align: center; color: #6b7280; padding: 24px 8px; cursor: default; }
.v2-grid-list tbody tr { cursor: default; }
.v2-grid-list th, .v2-grid-list td { padding: 6px 8px; vertical-align: top; }
.v2-grid-list td.v2-wrap { white-space: normal; }
.v2-small { font-size: 12px; }
.v2-price { color: #d4380d; font-weight: 600; white-space: nowrap; }
.v2-price-big { color: #d4380d; font-weight: 700; font-size: 20px; }
.v2-ship { color: #237804; white-space: nowrap; }
.v2-mono { font-family: Consolas, "SFMono-Regular", Menlo, monospace; }
.v2-section { background: #fff; border: 1px solid #e5e7eb; border-radius: 3px; padding: 12px 16px; }
.v2-section-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; margin-bottom: 8px; }
.v2-hitbar { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; }
.v2-hitbar strong { color: #d4380d; }
.v2-chips { display: flex; flex-wrap: wrap; gap: 6px 8px; }
.v2-chip { display: inline-block; padding: 2px 10px; border: 1px solid #d0d7e2; border-radius: 2px; background: #f7f9fc; line-height: 22px; }
.v2-chip:hover { border-color: #0b5cad; }
button.v2-chip { color: #0b5cad; cursor: pointer; font: inherit; }
.v2-chip-on { border-color: #0b5cad; background: #e8f1fb; font-weight: 600; }
.v2-chip .v2-count { color: #8a94a6; margin-left: 4px; font-size: 12px; }
.v2-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 10px; }
.v2-card { display: flex; flex-direction: column; gap: 4px; padding: 10px 12px; border: 1px solid #e5e7eb; border-radius: 3px; background: #fff; min-width: 0; }
.v2-card:hover { border-color: #0b5cad; box-shadow: 0 1px 4px rgba(11, 92, 173, 0.15); }
.v2-card-title { font-weight: 600; color: #0b5cad; line-height: 1.4; }
.v2-card-line { display: flex; justify-content: space-between; gap: 8px; align-items: baseline; }
.v2-ellipsis { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.v2-filter-row { display: flex; gap: 12px; padding: 8px 0; border-bottom: 1px dashed #e5e7eb; }
.v2-filter-row:last-child { border-bottom: 0; }
.v2-filter-label { flex: 0 0 72px; color: #6b7280; line-height: 24px; }
.v2-filter-body { flex: 1; min-width: 0; }
.v2-selected { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.v2-series-row { display: grid; grid-template-columns: minmax(0, 1fr) 120px 120px 90px 96px; gap: 12px; align-items: center; padding: 10px 0; border-bottom: 1px solid #f0f0f0; }
.v2-series-row:last-child { border-bottom: 0; }
.v2-series-head { color: #6b7280; font-size: 12px; padding: 4px 0; background: #eef2f7; border-bottom: 0; }
.v2-series-head > div:first-child { padding-left: 8px; }
.v2-right { text-align: right; }
.v2-breaks { display: grid; grid-template-columns: auto auto; gap: 2px 12px; font-size: 12px; }
.v2-breaks .v2-price { font-weight: 500; }
.v2-header { display: grid; grid-template-columns: minmax(0, 1fr) 280px; gap: 16px; }
.v2-pricebox { border: 1px solid #f0d7cc; background: #fffaf7; padding: 12px; border-radius: 3px; display: flex; flex-direction: column; gap: 6px; }
.v2-config { display: grid; grid-template-columns: minmax(0, 1fr) 272px; gap: 12px; align-items: start; }
.v2-config-row { display: flex; gap: 12px; padding: 6px 0; border-bottom: 1px dashed #eef0f3; align-items: center; }
.v2-config-row:last-child { border-bottom: 0; }
.v2-config-label { flex: 0 0 120px; color: #374151; }
.v2-aside { position: sticky; top: 8px; display: flex; flex-direction: column; gap: 12px; }
.v2-order { display: flex; flex-direction: column; gap: 8px; }
.v2-order-line { display: flex; justify-content: space-between; gap: 8px; align-items: baseline; }
.v2-brand-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 8px; }
.v2-brand > span:last-child { white-space: nowrap; }
.v2-brand { display: flex; color: inherit; justify-content: space-between; align-items: baseline; gap: 8px; padding: 8px 10px; border: 1px solid #e5e7eb; border-radius: 3px; background: #fff; }
.v2-brand:hover { border-color: #0b5cad; }
.v2-letters { display: flex; flex-wrap: wrap; gap: 4px; }
.v2-letter { min-width: 26px; text-align: center; padding: 0 6px; border: 1px solid #d0d7e2; border-radius: 2px; background: #fff; cursor: pointer; line-height: 22px; font-size: 12px; }
.v2-letter:disabled { color: #c0c4cc; cursor: default; }
.v2-empty { padding: 32px 16px; text-align: center; }
.v2-empty ul { display: inline-block; text-align: left; margin: 8px 0 0; padding-left: 18px; color: #4b5563; }
@media (max-width: 900px) {
  .v2-header, .v2-config { grid-template-columns: 1fr; }
  .v2-series-row { grid-template-columns: minmax(0, 1fr) 100px 90px; }
  .v2-series-row > .v2-hide-narrow { display: none; }
}
`;

export function CatalogueStyles() {
  return (
    <style href="vona2-catalogue" precedence="default">
      {css}
    </style>
  );
}
