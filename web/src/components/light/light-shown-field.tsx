import { LightFieldItem } from './light-field-item';
import './light.css';

/**
 * A value shown in a field's place, not a field of the form: the club's data on the profile (RUT,
 * birth date…). Greyed, skipped by Tab, never sent; no form state, so nothing for the form to
 * register, validate or notify as the screen's data is drawn.
 */
export function LightShownField({ name, label, value }: { name: string; label: string; value: string }) {
  const id = `field-${name}`;
  return (
    <LightFieldItem id={id} label={label}>
      <div className="l-input-wrap">
        <input id={id} name={name} className="l-input" value={value} disabled readOnly />
      </div>
    </LightFieldItem>
  );
}
