// The server build renders markup only: a stylesheet import becomes an empty module (the browser build ships the CSS).
module.exports = function emptyModule() {
  return 'export {};';
};
