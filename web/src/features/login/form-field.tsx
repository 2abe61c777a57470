import { TextField } from '../../shared/ui/text-field';

type FormFieldProps = Omit<Parameters<typeof TextField>[0], 'error'> & {
  /** Translation key of the field's error; shown once the field was touched. */
  error: string | null;
  touched: boolean;
};

/** A labelled input whose error shows once the field was touched (spec 01 §5 messages). */
export function FormField({ error, touched, ...field }: FormFieldProps) {
  return <TextField {...field} error={touched ? error : null} />;
}
