import { useEffect, useRef } from 'react';
import { SkinViewer as Viewer } from 'skinview3d';

export interface SkinViewerProps {
  skinUrl: string;
  capeUrl: string | null;
  slim: boolean;
  label: string;
  width?: number;
  height?: number;
}

/** The player in 3D (skinview3d, three.js inside): turning slowly, draggable, with the cape. */
export function SkinViewer({ skinUrl, capeUrl, slim, label, width = 240, height = 320 }: SkinViewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const viewer = new Viewer({ canvas: canvas.current, width, height });
    viewer.autoRotate = true;
    viewer.autoRotateSpeed = 0.6;
    void viewer.loadSkin(skinUrl, { model: slim ? 'slim' : 'default' });
    if (capeUrl) void viewer.loadCape(capeUrl);
    return () => {
      viewer.dispose();
    };
  }, [skinUrl, capeUrl, slim, width, height]);
  return <canvas ref={canvas} role="img" aria-label={label} data-testid="skin-viewer" />;
}
