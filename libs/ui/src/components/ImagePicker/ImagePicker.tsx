import { useRef } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';

export type ImagePickerProps = {
  /** Text of the visible button, e.g. 'Alterar Logo'. */
  label: string;
  /** Accessible name of the hidden file input, e.g. 'Logo da empresa'. */
  inputLabel: string;
  accept?: string;
  disabled?: boolean;
  /** Id of the hint or error the button is described by. */
  describedBy?: string;
  /** Called with every picked file, the same file again included; the owner validates it. */
  onSelect: (file: File) => void;
};

/**
 * A secondary 'Alterar ...' button that opens a visually hidden file input. The input stays out
 * of the tab order (the button is the keyboard way in) but keeps its label, so tests and
 * assistive tech can still reach it.
 */
export function ImagePicker({
  label,
  inputLabel,
  accept = 'image/*',
  disabled,
  describedBy,
  onSelect,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        className={visuallyHidden}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-label={inputLabel}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again after an error still reports it.
          event.target.value = '';
          if (file) onSelect(file);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        leadingIcon={<Icon name="camera" size={16} />}
        onClick={() => inputRef.current?.click()}
        aria-describedby={describedBy}
        disabled={disabled}
      >
        {label}
      </Button>
    </>
  );
}
