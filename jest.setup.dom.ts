import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// These machines are shared and 2-core: give UI waits room, so a busy moment is not a failure.
configure({ asyncUtilTimeout: 5000 });
