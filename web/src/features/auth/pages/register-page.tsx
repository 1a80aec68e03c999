import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { register } from '../api/register';
import { RegisterForm } from '../components/register-form';
import { REGISTERED, RegisterSuccess } from '../components/register-success';
import { ServerErrorsAlert } from '../components/server-errors-alert';
import { FIELD_LABELS, toPayload, type RegisterValues } from '../components/register-rules';
import { failureMessage, type ApiResult } from '../../../api/client';
import { serverFieldErrors } from '../../../components/field-error';
import { LightAlert } from '../../../components/light/light-alert';
import { joiningPriceText } from '../../../domain/joining-price';

const UNREACHABLE = 'No pudimos enviar tu registro. Revisa tu conexión e inténtalo nuevamente.';

/** One line per server message, prefixed by the field it is about (SPEC §8: listed one per line). */
function errorLines(result: ApiResult<unknown>): string[] {
  const errors = result.validations?.errors;
  if (errors && Object.keys(errors).length > 0) {
    return Object.entries(errors).flatMap(([field, messages]) =>
      messages.map((text) => (FIELD_LABELS[field] ? `${FIELD_LABELS[field]}: ${text}` : text)),
    );
  }
  return [failureMessage(result, UNREACHABLE)];
}

const price = joiningPriceText();

// A supporter's first screen, opened from 'Unirse' on a phone.
export default function RegisterPage() {
  const [done, setDone] = useState<{ text: string; email: string } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = async (values: RegisterValues) => {
    setErrors([]);
    const payload = toPayload(values);
    const result = await register(payload);
    // SPEC §7 names no field of the answer: any success is the success, in SPEC §8's words.
    if (result.ok && result.data?.status !== false) {
      setDone({ text: result.data?.data || REGISTERED, email: payload.email });
      return undefined;
    }
    setErrors(errorLines(result));
    // Each message also stands under its field, until that field is edited.
    return serverFieldErrors(result.validations?.errors);
  };

  if (done) {
    return (
      <>
        <PageTitle>Hazte socio</PageTitle>
        <RegisterSuccess text={done.text} email={done.email} />
      </>
    );
  }
  return (
    <>
      <PageTitle>Hazte socio</PageTitle>
      <p className="l-paragraph">
        Completa tus datos para unirte al club. Te enviaremos un correo para validar tu cuenta.
      </p>
      {/* The price before the form asks for anything: it used to show first at the payment step. */}
      <LightAlert type="info" role="status" title={price.headline} description={price.others} />
      <RegisterForm
        onSubmit={onSubmit}
        errors={<ServerErrorsAlert title="No pudimos completar tu registro" lines={errors} />}
      />
    </>
  );
}
