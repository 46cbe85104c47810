import Button from 'react-bootstrap/Button';

type Props = {
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (direction: 'up' | 'down') => void;
};

/** Up and down arrows that move an item one place in the menu's order, named for screen readers. */
export function MoveButtons({ name, first, last, disabled, onMove }: Props) {
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`Ordre de «\u00a0${name}\u00a0»`}>
      <Button
        variant="outline-secondary"
        aria-label={`Monter «\u00a0${name}\u00a0»`}
        disabled={disabled || first}
        onClick={() => onMove('up')}
      >
        ↑
      </Button>
      <Button
        variant="outline-secondary"
        aria-label={`Descendre «\u00a0${name}\u00a0»`}
        disabled={disabled || last}
        onClick={() => onMove('down')}
      >
        ↓
      </Button>
    </div>
  );
}
