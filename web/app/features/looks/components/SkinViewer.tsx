import { useEffect, useRef, useState } from 'react';
import { SkinViewer as Viewer } from 'skinview3d';

export interface SkinViewerProps {
  skinUrl: string;
  capeUrl: string | null;
  slim: boolean;
  label: string;
  width?: number;
  height?: number;
}

/**
 * The player in 3D (skinview3d, three.js inside): turning slowly, draggable, with the cape. Without
 * WebGL (an old device, a browser with the GPU off) it shows the flat skin texture instead of failing.
 */
export function SkinViewer({ skinUrl, capeUrl, slim, label, width = 240, height = 320 }: SkinViewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [flat, setFlat] = useState(false);
  useEffect(() => {
    if (!canvas.current) return undefined;
    let viewer: Viewer;
    try {
      viewer = new Viewer({ canvas: canvas.current, width, height });
    } catch {
      // WebGL turns out missing only when the viewer starts: one re-render to the flat fallback.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFlat(true);
      return undefined;
    }
    viewer.autoRotate = true;
    viewer.autoRotateSpeed = 0.6;
    void viewer.loadSkin(skinUrl, { model: slim ? 'slim' : 'default' });
    if (capeUrl) void viewer.loadCape(capeUrl);
    return () => {
      viewer.dispose();
    };
  }, [skinUrl, capeUrl, slim, width, height]);
  if (flat) {
    return (
      <img
        src={skinUrl}
        alt={label}
        width={Math.min(width, 192)}
        style={{ imageRendering: 'pixelated' }}
        data-testid="skin-viewer"
        data-mode="flat"
      />
    );
  }
  return <canvas ref={canvas} role="img" aria-label={label} data-testid="skin-viewer" data-mode="3d" />;
}
