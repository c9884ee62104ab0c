import { Field, Input } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { PlainButton } from '../components/layout/PlainButton';
import { useKeptInput } from './useKeptInput';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  /** Help text below the field (not an error). */
  hint?: string;
  disabled?: boolean;
}

/** A password input with a show/hide toggle (a real button, reachable by keyboard, that says what it does). */
export function PasswordField({ label, value, onChange, autoComplete, hint, disabled }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const input = useKeptInput(onChange);
  return (
    <Field label={label} required hint={hint}>
      <Input
        ref={input}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(_e, data) => onChange(data.value)}
        autoComplete={autoComplete}
        disabled={disabled}
        contentAfter={
          <PlainButton
            appearance="transparent"
            size="small"
            icon={visible ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
    </Field>
  );
}
