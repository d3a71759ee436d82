import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';

interface TextListFieldProps {
  label: string;
  /** The button that adds an entry, e.g. "Add highlight". */
  addLabel: string;
  /** Names the entry at a position from 1, e.g. "Highlight 2". */
  itemLabelAt: (position: number) => string;
  /** Names the button that removes the entry at a position from 1, e.g. "Remove highlight 2". */
  removeLabelAt: (position: number) => string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The message of each entry, by position. */
  itemErrors?: (string | undefined)[];
  error?: string;
  placeholder?: string;
  type?: 'text' | 'url';
}

/** A list of one-line texts (highlights, video links) to add to and remove from. */
export function TextListField({
  label,
  addLabel,
  itemLabelAt,
  removeLabelAt,
  values,
  onChange,
  itemErrors = [],
  error,
  placeholder,
  type = 'text',
}: TextListFieldProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {values.length > 0 && (
        <ol className="flex flex-col gap-2">
          {values.map((value, index) => {
            const itemError = itemErrors[index];
            const itemErrorId = `${errorId}-${index}`;
            // Inputs are keyed by place: they hold no state of their own, the list does.
            return (
              <li key={index} className="flex flex-col gap-1.5">
                <div className="flex items-center gap-2">
                  <Input
                    type={type}
                    value={value}
                    placeholder={placeholder}
                    aria-label={itemLabelAt(index + 1)}
                    aria-invalid={itemError ? true : undefined}
                    aria-describedby={itemError ? itemErrorId : undefined}
                    onChange={(event) => onChange(values.with(index, event.target.value))}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={removeLabelAt(index + 1)}
                    onClick={() => onChange(values.filter((_, at) => at !== index))}
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                <FormError id={itemErrorId}>{itemError}</FormError>
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="outline" size="sm" className="self-start" onClick={() => onChange([...values, ''])}>
        <Plus aria-hidden />
        {addLabel}
      </Button>
      <FormError id={errorId}>{error}</FormError>
    </fieldset>
  );
}
