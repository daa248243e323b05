import { useLingui } from "@lingui/react/macro";
import { Alert, AspectRatio, Box } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type QrScanner from "qr-scanner";

/** How long the same code is ignored after its verdict left the screen, unless the staff member asks for the next scan. */
const SAME_CODE_PAUSE_MS = 10_000;

interface CameraProps {
  /** Called with each code read; not while `paused`. */
  onCode: (code: string) => void;
  paused: boolean;
  /** The code whose verdict is on screen: not read again while it is. */
  showing: string | null;
  /** Changes when the staff member asks for the next scan: the last code may be read again at once. */
  rearm: number;
}

/**
 * The back camera, reading badge QR codes (issue 37). qr-scanner uses the browser's
 * BarcodeDetector where it has one, and its own decoder in a worker otherwise. A badge held in
 * view is read once, not again and again: while its verdict shows and for a while after.
 */
export function Camera({ onCode, paused, showing, rearm }: CameraProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The scanner lives as long as the screen; it reads the latest props through this.
  const latest = useRef({ onCode, paused, showing });
  useEffect(() => {
    latest.current = { onCode, paused, showing };
  }, [onCode, paused, showing]);
  const last = useRef<{ code: string; at: number } | null>(null);

  useEffect(() => {
    last.current = null;
  }, [rearm]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stopped = false;
    let scanner: QrScanner | undefined;
    void (async () => {
      // Its own chunk: only the gate screen loads the decoder.
      const { default: Scanner } = await import("qr-scanner");
      if (stopped) return;
      scanner = new Scanner(
        element,
        ({ data }) => {
          const { paused: isPaused, showing: shown } = latest.current;
          if (isPaused || !data) return;
          const now = Date.now();
          if (data === shown) {
            last.current = { code: data, at: now };
            return;
          }
          if (last.current?.code === data && now - last.current.at < SAME_CODE_PAUSE_MS) return;
          last.current = { code: data, at: now };
          latest.current.onCode(data);
        },
        { preferredCamera: "environment", maxScansPerSecond: 10, returnDetailedScanResult: true },
      );
      try {
        await scanner.start();
      } catch {
        if (!stopped)
          setFailure(t`The camera cannot be used. Allow it in the browser, or type the code below.`);
      }
    })();
    return () => {
      stopped = true;
      scanner?.destroy();
    };
  }, [t]);

  return (
    <Box>
      <AspectRatio ratio={4 / 3} bg="dark.8" style={{ borderRadius: 8, overflow: "hidden" }}>
        <video ref={video} muted playsInline aria-label={t`Camera`} style={{ objectFit: "cover" }} />
      </AspectRatio>
      {failure ? (
        <Alert color="yellow" mt="xs">
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}
