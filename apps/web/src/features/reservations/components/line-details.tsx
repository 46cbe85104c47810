import { allergenNames } from '@lome/shared';

/** A line's choices, note and allergens, when it has any (decision 0081). */
export function LineDetails(props: { choices: string; note?: string; allergens?: readonly string[] }) {
  const allergens = allergenNames(props.allergens ?? []);
  return (
    <>
      {props.choices && <div className="small">{props.choices}</div>}
      {props.note && (
        <div className="small fst-italic text-break">
          <span className="fw-semibold fst-normal">Note :</span> {props.note}
        </div>
      )}
      {allergens && <div className="small text-danger-emphasis">Allergènes : {allergens}</div>}
    </>
  );
}
