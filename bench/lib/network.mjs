/** Counts a page's requests in flight and when the last one started or ended, for waiting until the network is quiet. */
export function trackNetwork(page) {
  const net = { inflight: 0, last: Date.now() };
  page.on('request', () => {
    net.inflight++;
    net.last = Date.now();
  });
  const done = () => {
    net.inflight = Math.max(0, net.inflight - 1);
    net.last = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', done);
  return net;
}
