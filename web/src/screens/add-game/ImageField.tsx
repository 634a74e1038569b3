import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_RULES } from '#shared/catalogue-rules';
import type { FieldProblem } from '#shared/rules';
import { useProblemText } from '../../forms/problem-text.ts';
import { retryMinutes } from '../../forms/retry-minutes.ts';
import type { FormImage } from './game-form-values.ts';
import { imageProblemInBrowser } from './image-check.ts';
import { useUploadImage } from './useUploadImage.ts';

interface ImageFieldProps {
  /** The field's path, `versions.0.mediumImageId`. */
  name: string;
  label: ReactNode;
  required?: boolean;
  value: FormImage | null;
  onChange(image: FormImage | null): void;
  /** From checking the whole form (required, no longer stored). */
  problem?: FieldProblem | undefined;
  previewAlt: string;
  removeLabel: string;
  onUploadingChange(uploading: boolean): void;
}

type Upload =
  | { state: 'idle' | 'uploading' | 'failed' }
  | { state: 'refused'; problem: FieldProblem }
  /** Too many uploads in the past hour; the server said how long to wait. */
  | { state: 'rateLimited'; minutes: number };

/**
 * An image chosen from disk: checked in the browser (size, type), uploaded at once, then shown as
 * the server stored it. A refused file leaves the field (and the rest of the form) as it was.
 */
export function ImageField({
  name,
  label,
  required = false,
  value,
  onChange,
  problem,
  previewAlt,
  removeLabel,
  onUploadingChange,
}: ImageFieldProps) {
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const uploadImage = useUploadImage();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  // Only the latest choice counts when a person picks again before an upload has finished.
  const latest = useRef(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const attempt = (latest.current += 1);
    const code = file ? imageProblemInBrowser(file) : null;
    if (!file || code) {
      onUploadingChange(false);
      setUpload(code ? { state: 'refused', problem: { field: 'file', code, message: '' } } : { state: 'idle' });
      return;
    }
    setUpload({ state: 'uploading' });
    onUploadingChange(true);
    const outcome = await uploadImage(file);
    if (attempt !== latest.current) return;
    onUploadingChange(false);
    if (outcome.kind === 'done') {
      setUpload({ state: 'idle' });
      onChange(outcome.data);
    } else if (outcome.kind === 'rateLimited') {
      setUpload({ state: 'rateLimited', minutes: retryMinutes(outcome.seconds) });
    } else {
      const refused = outcome.kind === 'invalid' ? outcome.problems[0] : undefined;
      setUpload(refused ? { state: 'refused', problem: refused } : { state: 'failed' });
    }
  };

  const remove = () => {
    latest.current += 1;
    onUploadingChange(false);
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
    setUpload({ state: 'idle' });
    onChange(null);
  };

  const id = `game-${name}`;
  const error =
    upload.state === 'refused' ? (
      problemText(upload.problem)
    ) : upload.state === 'failed' ? (
      t`The image could not be uploaded. Please try again.`
    ) : upload.state === 'rateLimited' ? (
      <Plural
        value={upload.minutes}
        one="Too many images uploaded. Try again in # minute."
        other="Too many images uploaded. Try again in # minutes."
      />
    ) : problem ? (
      problemText(problem)
    ) : null;
  const errorId = error ? `${id}-error` : undefined;
  const maxKilobytes = IMAGE_RULES.maxKilobytes;
  const kilobytes = value ? i18n.number(value.bytes / 1024, { maximumFractionDigits: 1 }) : '';
  const width = value?.width;
  const height = value?.height;
  return (
    <div className="field image-field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field-hint muted">
        <Trans>PNG, JPG or WebP, at most {maxKilobytes} KB.</Trans>
      </p>
      <input
        ref={input}
        type="file"
        id={id}
        name={name}
        accept={IMAGE_RULES.accept}
        required={required && !value}
        onChange={(event) => void choose(event)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
      />
      <p role="status" className="image-field-status">
        {upload.state === 'uploading' ? (
          <Trans>Uploading…</Trans>
        ) : value ? (
          <Trans>
            Stored image: {kilobytes} KB, {width} × {height} pixels.
          </Trans>
        ) : null}
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {value && (
        <div className="image-field-preview">
          <img src={value.url} alt={previewAlt} width={width} height={height} />
          <button type="button" className="button" aria-label={removeLabel} onClick={remove}>{t`Remove`}</button>
        </div>
      )}
    </div>
  );
}
