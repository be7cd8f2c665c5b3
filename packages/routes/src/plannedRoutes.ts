/**
 * The pages of SPEC §2 that no route table serves yet, by the name their route table will give them (its `page`).
 * The feature issues empty this list: an app that builds one adds it to its src/routeTable.json under this name, runs
 * `pnpm --filter @shop/routes generate`, and deletes the row here (test/links.test.ts fails until it does); the
 * plannedHref() calls for it then stop compiling and become href(). Paths in react-router's syntax.
 * Not exported by the package entry: the shared module carries no list the browser never reads.
 */
export const PLANNED_ROUTES = {
  // account and registration
  AccountRegister: '/account/regist',
  RegistrationSuccessful: '/account/regist/registrationSuccessful',
  RegistrationCompleted: '/account/completed',
  SupplierApply: '/supplier/apply',
  SupplierIntention: '/supplier/intention',
  // marketing
  Discounts: '/discounts',
  DiscountsAll: '/discounts/all',
  DiscountsSearch: '/discounts/search',
  Outlets: '/outlets',
  OutletsAll: '/outlets/all',
  OutletsSearch: '/outlets/search',
  KeyMessage: '/keymessage',
  NewAction: '/newaction',
  // my page
  CadHistory: '/my/cad_history',
  SeriesCertificate: '/my/certificate/series_certificate',
  CompanyManage: '/my/company/manage',
  PointAccredit: '/my/company/pointAccredit',
  CouponCentre: '/my/coupon/centre',
  MyCoupons: '/my/coupon',
  CouponSeries: '/my/coupon/series',
  Feedback: '/my/feedback',
  NotificationList: '/my/notification_list',
  NotificationDetail: '/my/notification_detail',
  FavouriteParts: '/my/parts',
  PaymentTerms: '/my/payment/tiny',
  ProductManage: '/my/productmanage',
  ReviewedProducts: '/my/review',
  UnreviewedProducts: '/my/unreview',
  SeriesHistory: '/my/series_history',
  MyInvoiceDetail: '/my/invoice/userinvoice',
  InvoiceInfoManage: '/my/user/invoice/manage',
  PersonalInfo: '/my/user/manage',
  NotificationSetting: '/my/user/notificationSetting',
  StaffManage: '/my/user/userManage',
  StaffManageComplete: '/my/user/userManage/complete',
  AccountDeletion: '/my/user/deletion/attention',
  AccountDeletionComplete: '/my/user/deletion/complete',
  LoginIdEdit: '/my/user/loginId/edit',
  LoginIdComplete: '/my/user/loginId/complete',
  MailRegister: '/my/user/mail/regist',
  MailProvisionalComplete: '/my/user/mail/regist/provisionalComplete',
  MailVerified: '/my/user/mail/regist/emailAuthenticationCompleted',
  PasswordEdit: '/my/user/password/edit',
  PasswordSet: '/my/user/password/reset',
  PhoneRegister: '/my/user/phoneNumber/regist',
  PhoneComplete: '/my/user/phoneNumber/complete',
  // orders and quotes
  OrderPay: '/order/pay/:from/:orderSlipNumber',
  PaymentCompleted: '/order/payment/completed/:from/:orderSlipNumber',
  BillingList: '/order/billing/list',
  BillingDetail: '/order/billing/detail',
  InvoiceCentralized: '/order/user/invoice/centralized',
  InvoiceList: '/order/user/invoice/list',
  UserInvoice: '/order/user/invoice/userinvoice',
  // password recovery
  PasswordResetSelect: '/password/reset/select',
  PasswordResetMail: '/password/reset/mail',
  PasswordResetPhone: '/password/reset/phoneNumber',
  PasswordResetEdit: '/password/reset/edit',
  PasswordResetComplete: '/password/reset/edit/complete',
  // product pages
  Compare: '/vona2/compare',
  CustomList: '/vona2/customList',
  SelectionTool: '/vona2/selection-tool',
  Sitemap: '/vona2/sitemap',
  Glove: '/vona2/glove',
} as const;
