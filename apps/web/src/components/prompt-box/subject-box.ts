import type { PhotoSubject } from '@inkling/contracts/page';
import type { CSSProperties } from 'react';

/** CSS placing an element over the marked part of the photo it sits on (percentages). */
export function subjectBoxStyle(box: PhotoSubject): CSSProperties {
  return {
    left: `${box.x * 100}%`,
    top: `${box.y * 100}%`,
    width: `${box.w * 100}%`,
    height: `${box.h * 100}%`,
  };
}
