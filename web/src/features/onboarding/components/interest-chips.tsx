import { useId } from 'react';
import type { Interest } from '../../../api/contract';

interface InterestChipsProps {
  interests: Interest[];
  value: string[];
  onChange: (names: string[]) => void;
  disabled?: boolean;
}

/** Pick several: one native checkbox per interest (Tab, Space), drawn as a chip. */
export function InterestChips({ interests, value, onChange, disabled }: InterestChipsProps) {
  const id = useId();
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((n) => n !== name));
  return (
    <fieldset className="interest-chips">
      <legend>Elige los temas que te interesan (puedes marcar varios)</legend>
      <div className="interest-chips__list">
        {interests.map((interest, index) => {
          const checked = value.includes(interest.name);
          // By position: an interest's id is an extension a real API may not send (SPEC §3 names `name`).
          const inputId = `${id}-${index}`;
          return (
            <div className="interest-chip" key={interest.name}>
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={(e) => toggle(interest.name, e.target.checked)}
              />
              <label htmlFor={inputId}>
                <span className="interest-chip__mark" aria-hidden="true">
                  {checked ? '✓' : '+'}
                </span>
                {interest.name}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
