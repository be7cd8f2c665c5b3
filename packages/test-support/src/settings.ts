import { configure } from '@testing-library/react';

// Importing @shop/test-support sets how long findBy/waitFor wait: a page with antd can take seconds to appear in
// jsdom on a busy two-core machine. No test asserts on time.
configure({ asyncUtilTimeout: 20_000 });
