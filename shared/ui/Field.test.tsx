import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { emailAddress, requiredText } from '../lib/form-rules';
import { Field } from './Field';
import { useValidatedForm } from './use-validated-form';

const schema = v.object({ name: requiredText(20), email: emailAddress, topic: v.string() });

function ExampleForm({ send }: { send: (values: v.InferOutput<typeof schema>) => Promise<'busy' | void> }) {
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof schema, 'busy'>(schema, {
    name: '',
    email: '',
    topic: 'a',
  });
  return (
    <form noValidate onSubmit={(event) => void submit(send)(event)}>
      <Field label="Name" required error={errorOf('name')} hint="Your full name" {...form.register('name')} />
      <Field label="E-mail" type="email" required error={errorOf('email')} {...form.register('email')} />
      <Field as="select" label="Topic" {...form.register('topic')}>
        <option value="a">A</option>
        <option value="b">B</option>
      </Field>
      <div role="alert">{failure}</div>
      <button type="submit" disabled={submitting}>
        {submitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

describe('Field and useValidatedForm', () => {
  it('ties label, hint and error to the control and focuses the first field in error', async () => {
    const send = jest.fn(async () => undefined);
    render(<ExampleForm send={send} />);
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveAccessibleDescription('Your full name');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('required Your full name');
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('invalidEmail');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends trimmed values, disables the button meanwhile, and keeps what was typed on failure', async () => {
    let finish: (outcome: 'busy' | void) => void = () => undefined;
    const send = jest.fn(() => new Promise<'busy' | void>((resolve) => (finish = resolve)));
    render(<ExampleForm send={send} />);
    await userEvent.type(screen.getByLabelText(/Name/), '  Ana  ');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', topic: 'b' });
    expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
    finish('busy');
    expect(await screen.findByRole('alert')).toHaveTextContent('busy');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText(/Name/)).toHaveValue('  Ana  ');
  });

  it('counts a thrown error as failed', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ExampleForm send={() => Promise.reject(new Error('offline'))} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ana');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
  });
});
