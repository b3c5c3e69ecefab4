import { Slider, Stack } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

import { useCspNonce } from '../../../platform/csp/cspNonce';

export interface AvatarCropperProps {
  image: string;
  label: string;
  /** The zoom slider's name: the keyboard's way to zoom (the wheel and pinch need a pointer). */
  zoomLabel: string;
  /** The chosen square in source pixels, on every change. */
  onChange: (square: { x: number; y: number; size: number }) => void;
}

const MAX_ZOOM = 3;

/**
 * A square crop over the uploaded picture (react-easy-crop): drag or arrow keys to move, the wheel, a
 * pinch or the slider to zoom.
 */
export function AvatarCropper({ image, label, zoomLabel, onChange }: AvatarCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const nonce = useCspNonce();
  return (
    <Stack gap="xs">
      <div style={{ position: 'relative', width: '100%', height: 280 }} data-testid="avatar-cropper">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          nonce={nonce}
          // The crop area takes the keyboard focus (arrow keys move it): named for screen readers.
          cropperProps={{ role: 'group', 'aria-label': label }}
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
      <Slider
        min={1}
        max={MAX_ZOOM}
        step={0.1}
        value={zoom}
        onChange={setZoom}
        label={null}
        thumbLabel={zoomLabel}
        data-testid="avatar-zoom"
      />
    </Stack>
  );
}
