import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

import { useCspNonce } from '../../../platform/csp/cspNonce';

export interface AvatarCropperProps {
  image: string;
  label: string;
  /** The chosen square in source pixels, on every change. */
  onChange: (square: { x: number; y: number; size: number }) => void;
}

/** A square crop over the uploaded picture (react-easy-crop): drag to move, wheel or pinch to zoom. */
export function AvatarCropper({ image, label, onChange }: AvatarCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const nonce = useCspNonce();
  return (
    <div
      style={{ position: 'relative', width: '100%', height: 280 }}
      aria-label={label}
      data-testid="avatar-cropper"
    >
      <Cropper
        image={image}
        crop={crop}
        zoom={zoom}
        aspect={1}
        cropShape="round"
        nonce={nonce}
        onCropChange={setCrop}
        onZoomChange={setZoom}
        onCropComplete={(_area: Area, pixels: Area) => {
          onChange({
            x: Math.round(pixels.x),
            y: Math.round(pixels.y),
            size: Math.round(Math.min(pixels.width, pixels.height)),
          });
        }}
      />
    </div>
  );
}
