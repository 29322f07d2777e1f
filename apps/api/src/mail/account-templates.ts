import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, PRODUCT, type LinkMailInput, type Recipient } from './templates.js';

/** Sign-up: confirm the address (docs/api.md#account-and-trust). */
export function verifyEmailMail(input: LinkMailInput): OutgoingMail {
  return composeMail(input, {
    subject: `Verify your e-mail for ${PRODUCT}`,
    paragraphs: [`Welcome to ${PRODUCT}! Please confirm that this is your e-mail address:`],
    action: { label: 'Verify e-mail', link: input.link, ttlSeconds: input.ttlSeconds },
    closing: `If you did not sign up for ${PRODUCT}, you can ignore this e-mail.`,
  });
}

/**
 * E-mail change, to the new address: the change happens only when this link is opened. `byAdmin`:
 * an admin asked for it (docs/api.md#matcher-console), not the user.
 */
export function confirmEmailChangeMail(input: LinkMailInput & { byAdmin?: boolean }): OutgoingMail {
  const asked = input.byAdmin
    ? `A ${PRODUCT} admin asked to move your ${PRODUCT} account to this address.`
    : `You asked to use this address for your ${PRODUCT} account.`;
  return composeMail(input, {
    subject: `Confirm your new e-mail for ${PRODUCT}`,
    paragraphs: [`${asked} Confirm the change here:`],
    action: { label: 'Confirm new e-mail', link: input.link, ttlSeconds: input.ttlSeconds },
    closing: 'If you did not ask for this, you can ignore this e-mail: nothing changes until the link is opened.',
  });
}

/** E-mail change, to the old address once it is done. */
export function emailChangedMail(input: Recipient & { newEmail: string }): OutgoingMail {
  return composeMail(input, {
    subject: `Your ${PRODUCT} e-mail was changed`,
    paragraphs: [
      `The e-mail address of your ${PRODUCT} account was changed to ${input.newEmail}.`,
      'From now on, sign in and receive mail at the new address.',
    ],
    closing: `If you did not make this change, write to ${input.supportEmail} at once.`,
  });
}

/** After a password change: every other device was signed out. */
export function passwordChangedMail(input: Recipient): OutgoingMail {
  return composeMail(input, {
    subject: `Your ${PRODUCT} password was changed`,
    paragraphs: [`The password of your ${PRODUCT} account was changed, and every other device was signed out.`],
    closing: `If you did not make this change, reset your password and write to ${input.supportEmail} at once.`,
  });
}

/**
 * An account an admin created (docs/api.md#matcher-console): the link is a password-reset link, so the user
 * chooses the password; nothing secret is in the mail.
 */
export function accountCreatedMail(input: LinkMailInput): OutgoingMail {
  return composeMail(input, {
    subject: `Your ${PRODUCT} account is ready`,
    paragraphs: [`A ${PRODUCT} admin created an account for you with this address. Choose your password here:`],
    action: { label: 'Choose password', link: input.link, ttlSeconds: input.ttlSeconds },
    closing:
      'If the link has expired, use “Forgot password” on the sign-in page. If you did not expect this, ' +
      'you can ignore this e-mail: nobody can sign in until a password is chosen.',
  });
}

/** A reset link a support admin sent on the user's behalf (docs/api.md#matcher-console); the admin never sees it. */
export function adminPasswordResetMail(input: LinkMailInput): OutgoingMail {
  const asked = `${PRODUCT} support sent you this link to choose a new password for your account, as you asked them.`;
  return composeMail(input, {
    subject: `Choose a new ${PRODUCT} password`,
    paragraphs: [`${asked} Open it to set one:`],
    htmlParagraphs: [`${asked} Set one here:`],
    action: { label: 'Choose a password', link: input.link, ttlSeconds: input.ttlSeconds },
    closing:
      'If you did not ask our support for this, you can ignore this e-mail: your password stays as it is until the link is opened.',
  });
}

/** Two-step sign-in was turned on or off (docs/security.md): a security notice, always sent. */
export function twoFactorChangedMail(input: Recipient & { enabled: boolean }): OutgoingMail {
  const what = input.enabled ? 'turned on' : 'turned off';
  return composeMail(input, {
    subject: `Two-step sign-in was ${what} for your ${PRODUCT} account`,
    paragraphs: [
      input.enabled
        ? 'From now on, signing in asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe.'
        : 'Signing in now asks for your password only.',
    ],
    closing: `If you did not do this, reset your password at once and write to ${input.supportEmail}.`,
  });
}

/**
 * A sign-in from a device and address not seen for 90 days (docs/security.md#new-sign-in-alerts): a
 * security notice, always sent. The link ends every session and asks for a new password.
 */
export function newSignInMail(input: LinkMailInput & { when: string; device: string; ip: string }): OutgoingMail {
  const said = `Your ${PRODUCT} account was just signed in to from a device or address we had not seen for a while:`;
  const details = [`Time: ${input.when}`, `Device: ${input.device}`, `IP address: ${input.ip}`];
  const notYou =
    "If this was you, there is nothing to do. If it was not you, open the “This wasn't me” link: it signs out every device and asks you for a new password.";
  return composeMail(input, {
    subject: `New sign-in to your ${PRODUCT} account`,
    paragraphs: [said, ...details, notYou],
    htmlParagraphs: [said, ...details, notYou.replace("open the “This wasn't me” link", "press “This wasn't me”")],
    action: { label: "This wasn't me", link: input.link, ttlSeconds: input.ttlSeconds },
    closing: `Write to ${input.supportEmail} if you need help.`,
  });
}
