import type { ReactNode } from 'react';
import './form-feedback.css';

/**
 * A form's success message. The status region is in the page before it has content, so screen
 * readers announce the message when it appears.
 */
export function SuccessStatus({ children }: { children: ReactNode }) {
  return <div role="status">{children ? <div className="notice success form-success">{children}</div> : null}</div>;
}
