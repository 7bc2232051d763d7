import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../src/ui/ErrorSummary.tsx';
import { FieldError } from '../../../src/ui/FieldError.tsx';
import { SelectField } from '../../../src/ui/SelectField.tsx';
import { TextField } from '../../../src/ui/TextField.tsx';

const alerts = (html: string) => html.match(/role="alert"/g)?.length ?? 0;
const noop = () => undefined;

describe('the error summary', () => {
  const issues = [
    { target: 'psg-0-surname', label: 'Adult 1: Surname', message: 'This field is required.' },
    { target: 'psg-contact-email', label: 'E-mail', message: 'The format is not valid.' },
  ];

  it('is one alert, named by its heading, that can take the focus', () => {
    const html = renderToStaticMarkup(createElement(ErrorSummary, { heading: 'Please check the marked fields (2).', issues, refusals: 1 }));
    expect(alerts(html)).toBe(1);
    expect(html).toMatch(/<div[^>]*role="alert"[^>]*tabindex="-1"[^>]*aria-labelledby="([^"]+)"/);
    const labelledBy = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}" class="ui-error-summary-heading">Please check the marked fields (2).</h2>`);
  });

  it('links each wrong field by its id, with its label and message', () => {
    const html = renderToStaticMarkup(createElement(ErrorSummary, { heading: 'Fix', issues, refusals: 1 }));
    expect(html).toContain('<a href="#psg-0-surname">Adult 1: Surname: This field is required.</a>');
    expect(html).toContain('<a href="#psg-contact-email">E-mail: The format is not valid.</a>');
  });

  it('says a failure of the server under the heading, or as the heading when no field is wrong', () => {
    const both = renderToStaticMarkup(createElement(ErrorSummary, { heading: 'Fix', issues, failure: 'Network error.', refusals: 1 }));
    expect(both).toMatch(/<h2[^>]*>Fix<\/h2><p>Network error.<\/p>/);
    const alone = renderToStaticMarkup(createElement(ErrorSummary, { heading: 'Fix', issues: [], failure: 'Network error.', refusals: 1 }));
    expect(alone).toMatch(/<h2[^>]*>Network error.<\/h2>/);
    expect(alone).not.toContain('<ul>');
  });

  it('is not there while nothing is wrong', () => {
    expect(renderToStaticMarkup(createElement(ErrorSummary, { heading: 'Fix', issues: [], refusals: 0 }))).toBe('');
  });
});

describe('the message of a wrong field', () => {
  it('is quiet, read with its field, unless it is the only field of its form', () => {
    expect(alerts(renderToStaticMarkup(createElement(FieldError, { id: 'e', message: 'Wrong.' })))).toBe(0);
    expect(alerts(renderToStaticMarkup(createElement(FieldError, { id: 'e', message: 'Wrong.', announce: true })))).toBe(1);
  });

  it('is linked to a text field with its hint and the hints the form shares, and marks it invalid', () => {
    const html = renderToStaticMarkup(
      createElement(TextField, {
        id: 'psg-0-surname',
        label: 'Surname',
        value: '',
        onChange: noop,
        hint: 'As in the passport',
        'aria-describedby': 'names-hint',
        error: 'This field is required.',
        required: true,
      }),
    );
    expect(alerts(html)).toBe(0);
    expect(html).toContain('id="psg-0-surname"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="psg-0-surname-hint names-hint psg-0-surname-error"');
    expect(html).toContain('required=""');
    expect(html).toContain('<p id="psg-0-surname-error" class="ui-error">This field is required.</p>');
  });

  it('is linked to a select by the id the form gives it, which is required when asked', () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        id: 'psg-0-sex',
        label: 'Sex',
        value: '',
        onChange: noop,
        options: [],
        placeholder: 'Choose',
        error: 'Required',
        required: true,
      }),
    );
    expect(html).toMatch(/<select id="psg-0-sex"[^>]*aria-invalid="true"[^>]*aria-describedby="psg-0-sex-error"[^>]*required=""/);
    expect(alerts(html)).toBe(0);
  });
});
