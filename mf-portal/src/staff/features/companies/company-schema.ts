import * as v from 'valibot';
import { emailAddress, requiredText } from '@meridian/shared/lib/form-rules';
import { supportedLanguages } from '@meridian/shared/lib/languages';

/** The longest company name the database keeps (`companies` checks 1 to 120 characters). */
export const companyNameMaxLength = 120;

// Tabs, line breaks and the other control characters: the database refuses them in a name.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The Create company form: the company's name (trimmed, 1 to 120 characters, no control
 * characters: 'controlCharacters'), its first owner's address, and the language of the
 * invitation the owner is mailed.
 */
export const companySchema = v.object({
  name: v.pipe(
    requiredText(companyNameMaxLength),
    v.check((name) => !controlCharacter.test(name), 'controlCharacters'),
  ),
  ownerEmail: emailAddress,
  locale: v.picklist(supportedLanguages, 'required'),
});

export type CompanyForm = v.InferInput<typeof companySchema>;
export type CompanyValues = v.InferOutput<typeof companySchema>;

export const newCompanyForm: CompanyForm = { name: '', ownerEmail: '', locale: 'en' };
