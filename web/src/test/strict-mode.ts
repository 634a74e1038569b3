// Component tests render inside <StrictMode>, as the app does (main.tsx): effects run, are
// cleaned up and run again on mount, so one that is not idempotent fails here first.
import { configure } from '@testing-library/react';

configure({ reactStrictMode: true });
