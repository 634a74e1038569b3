import { lazy, Suspense, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '#shared/rules';

// The camera scanner and its detector load only when someone asks to scan.
const BarcodeScanner = lazy(() => import('./scanner/BarcodeScanner.tsx'));

interface GameSearchRowProps {
  /** The input's id, which its label names. */
  id: string;
  /** The field's name in the address, for a form the browser may send without script. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether the camera scanner is open; the form decides (/games?scan=1 opens it at start). */
  scanning: boolean;
  onScanningChange: (scanning: boolean) => void;
  /** A barcode the scanner read; the scanner has closed. */
  onScanned: (barcode: string) => void;
  /** More of the row after the buttons, such as a "Searching…" status. */
  children?: ReactNode;
}

/**
 * The games search's field: the title or barcode, Search, and "Scan a barcode" with the camera
 * scanner. One component for the catalogue's form and the offline lookup, so both have the same
 * labels and button names (screen readers and the e2e specs find them by those).
 */
export function GameSearchRow({
  id,
  name,
  value,
  onChange,
  scanning,
  onScanningChange,
  onScanned,
  children,
}: GameSearchRowProps) {
  const { t } = useLingui();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>
          <Trans>Search games by title</Trans>
        </label>
        <div className="game-search-row">
          <input
            id={id}
            type="search"
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={LIMITS.searchQueryMax}
            autoComplete="off"
            placeholder={t`For example: Zelda, or a barcode`}
          />
          <button type="submit" className="button primary">
            <Trans>Search</Trans>
          </button>
          {/* Without script a form with a method still searches; only the camera needs script. */}
          <button type="button" className="button needs-script" onClick={() => onScanningChange(true)}>
            <Trans>Scan a barcode</Trans>
          </button>
          {children}
        </div>
      </div>
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner
            onFound={(barcode) => {
              onScanningChange(false);
              onScanned(barcode);
            }}
            onClose={() => onScanningChange(false)}
          />
        </Suspense>
      )}
    </>
  );
}
