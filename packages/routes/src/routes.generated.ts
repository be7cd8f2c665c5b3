// Written by packages/routes/scripts/generate.ts from the apps' src/routeTable.json and the shell's own pages: do
// not edit. `pnpm --filter @shop/routes generate` rewrites it; test/generated.test.ts fails while it is stale.

/** Page name (the route table's `page`) → the path pattern href() fills. */
export const ROUTES = {
  // shell
  Home: '/',
  CommonHeader: '/msm-common/header',
  CommonFooter: '/msm-common/footer',
  // account
  MemberLogin: '/mydesk2/s/login',
  WechatLogin: '/snslogin/wechat',
  WechatCallback: '/snslogin/wechat/callback',
  BindCompany: '/account/regist/bindCompany',
  CatalogIndex: '/catalog/catalogIndex',
  // my
  MyHome: '/my',
  // order
  Cart: '/order/cart',
  OrderConfirm: '/order/confirm',
  OrderCompleted: '/order/completed',
  OrderList: '/order/list',
  OrderDetail: '/order/detail/:orderSlipNumber',
  QuoteList: '/order/quote/list',
  QuoteCompleted: '/order/quote/completed',
  QuoteDetail: '/order/quote/detail/:quoteSlipNumber',
  Quote: '/order/quote/:id',
  ShipToList: '/order/ship-to/list',
  ShipToDemo: '/order/ship-to/demo',
  // return
  ReturnList: '/return/list',
  ReturnApplication: '/return/application/:soSlipNumber/:soLineNumber?',
  ReturnDetail: '/return/detail/:applyNum',
  ReturnSatisfaction: '/return/satisfaction/:applyNum',
  // vona2
  SearchResult: '/vona2/result',
  TechView: '/vona2/result/tech_view',
  SeriesDetail: '/vona2/detail/:seriesCode',
  SeriesReview: '/vona2/review/:seriesCode',
  MakerListing: '/vona2/maker/:maker',
  CategoryListing: '/vona2/:category',
  BrandList: '/maker',
} as const;
