/**
 * HTML validity as the e2e suite checks it: html-validate's standard and document rules (the
 * markup is valid and a complete document), plus the one thing its parser forgives, content
 * after </html>. Subresource integrity is asked for cross-origin resources only: the site's own
 * scripts come from its own origin.
 */
import { HtmlValidate } from 'html-validate';

const validators = new Map<string, HtmlValidate>();

/**
 * @param origin the page's own origin: a document the browser built names its own files by
 *   absolute URL (Vite's module preloads), and those are not cross-origin
 */
function validatorFor(origin: string | undefined): HtmlValidate {
  const key = origin ?? '';
  let validator = validators.get(key);
  if (!validator) {
    validator = new HtmlValidate({
      extends: ['html-validate:standard', 'html-validate:document'],
      rules: {
        'require-sri': [
          'error',
          { target: 'crossorigin', ...(origin ? { exclude: [`${origin}/`] } : {}) },
        ],
      },
    });
    validators.set(key, validator);
  }
  return validator;
}

/** Every problem in the document, each naming where it is; empty when the document is valid. */
export async function htmlProblems(html: string, name: string, origin?: string): Promise<string[]> {
  const report = await validatorFor(origin).validateString(html, name);
  const problems = report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${name}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
    ),
  );
  const end = html.toLowerCase().lastIndexOf('</html>');
  const after = end === -1 ? '' : html.slice(end + '</html>'.length).trim();
  if (after) problems.push(`${name}: content after </html>: ${after.slice(0, 120)}`);
  return problems;
}
