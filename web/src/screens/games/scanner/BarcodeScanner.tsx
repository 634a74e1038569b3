import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Dialog, useDialog } from '../../../layout/Dialog.tsx';
import { loadFrameReader } from './barcode-detector.ts';
import { cameraProblemOf, type CameraProblem } from './camera-problem.ts';
import './scanner.css';

// A frame every 200 ms finds a held-up box at once without keeping a phone's CPU busy.
const SCAN_INTERVAL_MS = 200;

type State = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'problem'; problem: CameraProblem };

function ProblemText({ problem }: { problem: CameraProblem }) {
  switch (problem) {
    case 'unsupported':
      return <Trans>This browser cannot use a camera here. Type the digits under the barcode into the search.</Trans>;
    case 'refused':
      return (
        <Trans>
          The camera was not allowed. Allow it in your browser&apos;s site settings, or type the digits under the
          barcode into the search.
        </Trans>
      );
    case 'noCamera':
      return <Trans>No camera was found. Type the digits under the barcode into the search.</Trans>;
    case 'busy':
      return <Trans>The camera is in use by another app. Close it and try again.</Trans>;
    case 'failed':
      return <Trans>The scanner could not start. Type the digits under the barcode into the search.</Trans>;
  }
}

/**
 * Reads a box's barcode with the camera. Mounted only after a click (the camera is never asked
 * for before), in its own chunk with the detector; `onFound` gets the code's 13 digits.
 */
export default function BarcodeScanner({ onFound, onClose }: { onFound(barcode: string): void; onClose(): void }) {
  const dialog = useDialog();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>({ kind: 'starting' });
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState({ kind: 'problem', problem: 'unsupported' });
      try {
        const [reader, media] = await Promise.all([
          loadFrameReader(),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        setState({ kind: 'scanning' });
        const scan = async () => {
          if (stopped || !video.current) return;
          const barcode = video.current.readyState >= 2 ? await reader.read(video.current).catch(() => null) : null;
          if (stopped) return;
          if (barcode) found.current(barcode);
          else timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) setState({ kind: 'problem', problem: cameraProblemOf(error) });
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Dialog
      control={dialog}
      openOnMount
      title={<Trans>Scan a barcode</Trans>}
      description={<Trans>Hold the barcode on the box in front of the camera.</Trans>}
      onClose={onClose}
    >
      <div className="barcode-scanner">
        <video ref={video} className="barcode-scanner-video" muted playsInline aria-hidden="true" />
        <p role="status" className="barcode-scanner-status">
          {state.kind === 'starting' && <Trans>Starting the camera…</Trans>}
          {state.kind === 'scanning' && <Trans>Looking for a barcode…</Trans>}
        </p>
        {state.kind === 'problem' && (
          <p role="alert" className="notice error">
            <ProblemText problem={state.problem} />
          </p>
        )}
        <button type="button" className="button" onClick={() => dialog.close()}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  );
}
