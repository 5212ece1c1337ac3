import { toNestErrors } from '@hookform/resolvers';
import { type FieldError as SchemaFieldError, toFieldErrors, validationErrorMap } from '@mall/sdk/schemas';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useI18n } from '../i18n/i18n-context';

type ZodError = Parameters<typeof toFieldErrors>[0];

/** What a form needs of an SDK request schema (any zod 4 schema fits). */
export interface FormSchema<Output> {
  safeParseAsync(
    value: unknown,
    params: { error: typeof validationErrorMap },
  ): Promise<{ success: true; data: Output } | { success: false; error: ZodError }>;
}

export interface SchemaFormOptions<Values extends FieldValues, Context> {
  /** Every field's starting value (the form's fields, typed from these). */
  defaultValues: Values;
  /** Values the request needs that the shopper does not type (a captcha id); validated with the form's. */
  context?: Context;
  /** The message key to show for an issue, when the form words it differently from the schema. */
  messageKey?: (issue: SchemaFieldError, values: Values) => string;
}

/**
 * A resolver validating with an SDK schema: the parsed request on success, else the first issue of
 * each field with its `validation.*` key and params (`{min}`, `{max}`) put into words by `message`.
 * (The generic zod resolver keeps only an issue's message, so the params would be lost.)
 */
function schemaResolver<Values extends FieldValues, Context, Output>(
  schema: FormSchema<Output>,
  message: (issue: SchemaFieldError, values: Values) => string,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await schema.safeParseAsync({ ...values, ...context }, { error: validationErrorMap });
    if (result.success) {
      return { values: result.data, errors: {} };
    }
    const errors: FieldErrors = {};
    for (const issue of toFieldErrors(result.error)) {
      errors[issue.field] ??= { type: issue.key, message: message(issue, values) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * react-hook-form validated by an SDK request schema, with the schema's message keys translated.
 * Errors show after the first submit and then follow every change; `handleSubmit` hands over the
 * parsed request (trimmed, with `context` merged in), ready for the client call.
 * @example
 * const form = useSchemaForm(loginPasswordRequestSchema, { defaultValues: { phone: '', password: '' } });
 * <form onSubmit={form.handleSubmit((body) => mallClient().user.login.password(body))} noValidate>
 */
export function useSchemaForm<Values extends FieldValues, Output, Context = undefined>(
  schema: FormSchema<Output>,
  { defaultValues, context, messageKey }: SchemaFormOptions<Values, Context>,
): UseFormReturn<Values, Context, Output> {
  const { t } = useI18n();
  return useForm<Values, Context, Output>({
    // A complete set of values is also a partial one; TypeScript cannot see that for a generic type.
    defaultValues: defaultValues as DefaultValues<Values>,
    context,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: schemaResolver<Values, Context, Output>(schema, (issue, values) =>
      t(messageKey?.(issue, values) ?? issue.key, issue.params),
    ),
  });
}
