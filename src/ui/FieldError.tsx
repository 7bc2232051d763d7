/**
 * The message under a field that is wrong; the field points to it with aria-describedby, so that it is read with the
 * field. It is quiet by default: a form of several fields announces its mistakes once, in its ErrorSummary. A form of
 * one field (a code, a captcha) has no summary, and its field's message is the announcement (`announce`).
 */
export function FieldError({ id, message, announce = false }: { id: string; message?: string; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className="ui-error" role={announce ? 'alert' : undefined}>
      {message}
    </p>
  );
}
