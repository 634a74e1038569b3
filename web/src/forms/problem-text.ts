import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LIMITS, REGION_LABELS, REGIONS, RELEASE_YEAR_RANGE, type FieldProblem } from '#shared/rules';
import { ACCOUNT_LIMITS } from '#shared/account-rules';
import { IMAGE_RULES } from '#shared/catalogue-rules';
import { COPY_LIMITS } from '#shared/collection-rules';
import { WEBHOOK_LIMITS } from '#shared/webhook-rules';

/**
 * Every problem code (PROBLEM_CODES in the shared rules) in the reader's language. The one place
 * a form turns `{ field, code }` into words, so the same mistake reads the same everywhere. The
 * server's English `message` is never shown nor compared: a new code fails to compile here.
 */
export function useProblemText(): (problem: Pick<FieldProblem, 'field' | 'code' | 'limit'>) => string {
  const { t } = useLingui();
  return useCallback(
    ({ field, code, limit }) => {
      const passwordMin = LIMITS.passwordMin;
      const usernameMin = LIMITS.usernameMin;
      const usernameMax = LIMITS.usernameMax;
      const displayNameMax = LIMITS.displayNameMax;
      const isUsername = field === 'username';
      const isDisplayName = field === 'displayName';
      switch (code) {
        case 'required':
          if (field === 'events') return t`Choose at least one event`;
          if (field.endsWith('country')) return t`Country is required when the country field is used`;
          return t`This field is required`;
        case 'tooShort':
          if (isUsername) return t`Username must be ${usernameMin}-${usernameMax} characters`;
          if (/password/i.test(field)) return t`Password must be at least ${passwordMin} characters`;
          if (limit != null) {
            const min = limit;
            return t`At least ${min} characters`;
          }
          return t`This is too short`;
        case 'tooLong':
          if (isUsername) return t`Username must be ${usernameMin}-${usernameMax} characters`;
          if (isDisplayName) return t`Display name must be at most ${displayNameMax} characters`;
          if (/password/i.test(field)) {
            const passwordMax = ACCOUNT_LIMITS.passwordMax;
            return t`Password must be at most ${passwordMax} characters`;
          }
          if (limit != null) {
            const max = limit;
            return t`At most ${max} characters`;
          }
          return t`This is too long`;
        case 'invalidFormat':
          if (isUsername) return t`Username may only contain letters, digits and underscores`;
          if (isDisplayName) return t`Display name may only contain letters, digits, underscores and spaces`;
          return t`This is not in the expected format`;
        case 'invalidEmail':
          return t`Enter a valid email address`;
        case 'passwordsDontMatch':
          return t`Passwords do not match`;
        case 'sameAsCurrent':
          return field === 'newEmail'
            ? t`The new email must differ from the current one`
            : t`The new password must differ from the current one`;
        case 'wrongPassword':
          return t`The password is incorrect`;
        case 'currentEmailMismatch':
          return t`This is not the email address of your account`;
        case 'emailInUse':
          return t`This email address is already in use`;
        case 'usernameTaken':
          return t`This username is already taken`;
        case 'atLeastOne':
          return t`Enter a new username, a new display name or both`;
        case 'invalidCredentials':
          return t`Incorrect email, username or password`;
        case 'invalidToken':
          return t`This reset link is invalid or has expired`;
        case 'invalidVerificationLink':
          return t`This verification link is invalid, used or expired.`;
        case 'emailNotVerified':
          return t`Confirm your email address first: open the link we mailed you.`;
        case 'wrongSecurityAnswer':
          return t`The security answer is incorrect`;
        case 'befriendSelf':
          return t`You cannot befriend yourself`;
        case 'alreadyFriends':
          return t`You are already friends`;
        case 'alreadyRequested':
          return t`You already sent this user a friend request`;
        case 'notFriends':
          return t`You are not friends with this user`;
        case 'friendRequestGone':
          return t`This friend request is no longer pending`;
        case 'votingClosed':
          return t`Voting is closed for this request`;
        case 'ownRequest':
          return field === 'action'
            ? t`Moderators cannot act on their own request`
            : t`You cannot vote on your own request`;
        case 'requestClosed':
          return t`This request is already resolved.`;
        case 'requestChanged':
          return t`The request changed since you opened it (it was reset). Check it again before acting.`;
        case 'lastAdmin':
          return t`The site needs at least one administrator`;
        case 'notFound':
          if (field.endsWith('ImageId')) return t`This image was not uploaded; choose it again`;
          if (field === 'requestId') return t`This request no longer exists`;
          return t`It no longer exists`;
        case 'taken':
          return t`This name is already taken`;
        case 'imageType':
          return t`Images must be PNG, JPG or WebP`;
        case 'imageTooLarge': {
          const maxKilobytes = IMAGE_RULES.maxKilobytes;
          return t`Images must be at most ${maxKilobytes} KB`;
        }
        case 'imageTooManyPixels': {
          const megapixels = IMAGE_RULES.maxPixels / 1_000_000;
          return t`Images must be at most ${megapixels} megapixels`;
        }
        case 'imageUnreadable':
          return t`This image could not be read; try another file`;
        case 'invalidDate': {
          const { min, max } = RELEASE_YEAR_RANGE;
          return t`Enter a real date between ${min} and ${max}`;
        }
        case 'inFuture':
          return t`This date is in the future`;
        case 'tooEarly': {
          const min = RELEASE_YEAR_RANGE.min;
          return t`Enter a date in ${min} or later`;
        }
        case 'yesOrNo':
          return t`Write yes or no`;
        case 'wholeNumber':
          return t`Write a whole number`;
        case 'isoDate':
          return t`Write a real date as YYYY-MM-DD`;
        case 'unknownRegion': {
          const regions = REGIONS.map((region) => (region === 'OTHER' ? t`Other` : REGION_LABELS[region])).join(', ');
          return t`Write one of these regions: ${regions}`;
        }
        case 'versionNotNamed':
          return t`Give a version_id, or game_title, console and region`;
        case 'missingColumns':
          return t`The file needs a version_id column, or game_title, console and region columns`;
        case 'tooManyRows': {
          const max = COPY_LIMITS.importChunkRows;
          return t`Send at most ${max} rows at a time`;
        }
        case 'unknownList':
          return t`Write owned or wanted`;
        case 'invalidValue':
          return t`Choose one of the options`;
        case 'invalidUrl':
          return t`Enter a web address starting with http:// or https://`;
        case 'invalidBarcode':
          return t`Enter the 12 or 13 digits under the barcode (EAN-13 or UPC-A)`;
        case 'barcodeCheckDigit':
          return t`The last digit does not match the others: check the barcode for a typing mistake`;
        case 'barcodeInUse':
          return t`Another version already has this barcode`;
        case 'noChanges':
          return t`The proposal does not change anything`;
        case 'currentSession':
          return t`Use log out to end this session`;
        case 'tooManyWebhooks': {
          const max = WEBHOOK_LIMITS.perMember;
          return t`You can have at most ${max} webhooks: delete one first`;
        }
        case 'tooManyApiKeys':
          return t`You already have the most API keys allowed; revoke one first`;
        case 'impossibleResult':
          return t`This result is not possible`;
        case 'invalidType':
        case 'invalid':
          return t`This value is not accepted`;
        default: {
          // Every code has its case (this fails to compile otherwise); a code from a newer server
          // still reads in the reader's language.
          const _unknown: never = code;
          return t`This value is not accepted`;
        }
      }
    },
    [t],
  );
}
