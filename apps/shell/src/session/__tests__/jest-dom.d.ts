// the matchers jest.setup.dom.ts installs (toBeInTheDocument …), for the type checker
import '@testing-library/jest-dom';
