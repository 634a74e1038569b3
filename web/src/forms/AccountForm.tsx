import type { FormEvent, ReactNode } from 'react';
import { FormAlertMessage } from './FormAlertMessage.tsx';
import { NeedsScript } from '../layout/NeedsScript.tsx';
import type { FormAlert } from './useFormSubmit.ts';
import './account-form.css';

/**
 * The frame of the forms that get a person into an account (log in, sign up, forgot and reset
 * password): its alert first, so it is read before the fields, and the browser's own validation
 * bubbles off in favour of ours.
 */
export function AccountForm({
  alert,
  onSubmit,
  children,
}: {
  alert: FormAlert | null;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  return (
    <>
      <NeedsScript />
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <FormAlertMessage alert={alert} />
        {children}
      </form>
    </>
  );
}
