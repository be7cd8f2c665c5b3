/**
 * Every antd entry point any app of the shop imports. Apps import antd only as `antd/es/<name>`.
 * Each is shared under its own key, and the shell provides all of them: a remote then uses the shell's copy, so
 * antd's internal contexts (ConfigProvider locale and theme, Form, App) exist once in the browser, while a page
 * downloads only the components it renders. A lint rule (eslint.config.mjs) refuses any other antd import.
 */
export const ANTD_ENTRIES = [
  'affix', 'alert', 'anchor', 'app', 'auto-complete', 'avatar', 'badge', 'breadcrumb', 'button', 'card', 'carousel',
  'cascader', 'checkbox', 'col', 'collapse', 'config-provider', 'date-picker', 'descriptions', 'divider', 'drawer',
  'dropdown', 'empty', 'flex', 'form', 'grid', 'image', 'input', 'input-number', 'layout', 'list', 'menu', 'message',
  'modal', 'notification', 'pagination', 'popconfirm', 'popover', 'progress', 'qr-code', 'radio', 'rate', 'result', 'row',
  'segmented', 'select', 'skeleton', 'space', 'spin', 'statistic', 'steps', 'switch', 'table', 'tabs', 'tag',
  'tooltip', 'tree', 'typography', 'upload', 'locale/zh_CN', 'theme',
];
