/** The message under a field that is wrong; the field points to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="ui-error" role="alert">
      {message}
    </p>
  );
}
