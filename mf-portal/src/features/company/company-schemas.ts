import * as v from 'valibot';
import { emailAddress, requiredText } from '@meridian/shared/lib/form-rules';
import { supportedLanguages } from '@meridian/shared/lib/languages';
import { companyRoles } from './company-data';

/** The longest company name the database takes. */
export const companyNameMaxLength = 120;

export const renameSchema = v.object({ name: requiredText(companyNameMaxLength) });

/** An invitation: the address, the role it joins with, and the language of the e-mail. */
export const invitationSchema = v.object({
  email: emailAddress,
  role: v.picklist(companyRoles, 'required'),
  locale: v.picklist(supportedLanguages, 'required'),
});
