import {
  AVATAR_ROTATION_STEP_DEG,
  AVATAR_ZOOM,
  nextRotation,
  SETTINGS_PAGE,
  SETTINGS_TEXTS,
  snapZoom,
} from '@inkling/contracts/profile';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface AvatarCropDialogProps {
  /** Object URL of the picked photo; the dialog is open while it is set. */
  imageSrc: string | null;
  /** True while the cropped photo uploads: Apply shows a spinner, nothing else can be pressed. */
  saving: boolean;
  onCancel: () => void;
  /** The chosen crop in the photo's natural pixels (after `rotation`) and the rotation in degrees. */
  onApply: (area: Area, rotation: number) => void;
}

/**
 * The profile photo crop dialog (spec content "Profile photo flow", §5): a round 1:1 crop
 * over the photo (drag, pinch or arrow keys to move), a zoom slider from 0.5 to 3 in steps
 * of 0.1 with its value shown, Rotate turning 90° per press, Cancel and Apply.
 */
export function AvatarCropDialog({ imageSrc, saving, onCancel, onApply }: AvatarCropDialogProps) {
  return (
    <Dialog
      open={imageSrc !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onCancel();
      }}
      title={SETTINGS_TEXTS.cropTitle}
      description={SETTINGS_TEXTS.cropDescription}
      closable={!saving}
      className="max-w-lg"
    >
      {/* Keyed by the photo so each new photo starts centred, at zoom 1, unturned. */}
      {imageSrc ? (
        <CropControls
          key={imageSrc}
          imageSrc={imageSrc}
          saving={saving}
          onCancel={onCancel}
          onApply={onApply}
        />
      ) : null}
    </Dialog>
  );
}

function CropControls({ imageSrc, saving, onCancel, onApply }: AvatarCropDialogProps & { imageSrc: string }) {
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <>
      <div className="relative mt-4 aspect-square max-h-[50dvh] w-full overflow-hidden rounded-2xl bg-ink">
        <Cropper
          image={imageSrc}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={1}
          cropShape="round"
          showGrid={false}
          objectFit="cover"
          minZoom={AVATAR_ZOOM.min}
          maxZoom={AVATAR_ZOOM.max}
          // Zoom below 1 shows the whole photo inside the circle, so it may not fill the crop.
          restrictPosition={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percentages, pixels) => setArea(pixels)}
          mediaProps={{ alt: '' }}
          cropperProps={{
            role: 'group',
            'aria-label': SETTINGS_PAGE.cropArea,
          }}
        />
      </div>

      <div className="mt-5 flex items-center justify-between">
        <label htmlFor={zoomId} className="text-sm font-semibold">
          {SETTINGS_TEXTS.zoom}
        </label>
        <output htmlFor={zoomId} className="text-sm font-bold tabular-nums">
          {snapZoom(zoom).toFixed(1)}×
        </output>
      </div>
      <input
        id={zoomId}
        type="range"
        min={AVATAR_ZOOM.min}
        max={AVATAR_ZOOM.max}
        step={AVATAR_ZOOM.step}
        value={snapZoom(zoom)}
        onChange={(event) => setZoom(snapZoom(Number(event.target.value)))}
        aria-valuetext={`${snapZoom(zoom).toFixed(1)} times`}
        disabled={saving}
        className="h-11 w-full cursor-pointer accent-grape"
      />

      {/* Phones: Rotate across the full width, Cancel and Apply side by side below it. */}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:items-center">
        <Button
          variant="outline"
          className="col-span-2 sm:mr-auto"
          onClick={() => setRotation(nextRotation)}
          disabled={saving}
          aria-label={`${SETTINGS_TEXTS.rotate} ${AVATAR_ROTATION_STEP_DEG}° (now ${rotation}°)`}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {SETTINGS_TEXTS.rotate}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {SETTINGS_TEXTS.cancel}
        </Button>
        <Button onClick={() => area && onApply(area, rotation)} loading={saving} disabled={!area}>
          {SETTINGS_TEXTS.apply}
        </Button>
      </div>
    </>
  );
}
