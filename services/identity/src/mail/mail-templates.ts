/** French texts of the mails identity sends. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escape(link.href)}" style="background:#e50914;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(link.label)}</a></p><p style="font-size:12px;color:#666">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escape(link.href)}</p>`
    : '';
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escape(title)}</h1>${body}${button}</body></html>`;
}

export function resetPasswordMail(link: string): MailContent {
  const subject = 'Réinitialisation de votre mot de passe';
  const lines = [
    'Bonjour,',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte.',
    'Ce lien est valable une heure et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nNouveau mot de passe : ${link}\n`,
    html: layout(subject, lines, { href: link, label: 'Choisir un nouveau mot de passe' }),
  };
}

export function confirmEmailMail(link: string, change: boolean): MailContent {
  const subject = change ? 'Confirmez votre nouvelle adresse email' : 'Confirmez votre adresse email';
  const lines = change
    ? ['Bonjour,', 'Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la pour terminer le changement.', 'Ce lien est valable une heure.']
    : ['Bienvenue !', 'Votre compte a bien été créé. Confirmez votre adresse email pour sécuriser votre compte.', 'Ce lien est valable une heure.'];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nConfirmer : ${link}\n`,
    html: layout(subject, lines, { href: link, label: 'Confirmer mon adresse' }),
  };
}

/**
 * To support, from the contact form of a member: `account` is the account's address (the mail's
 * Reply-To), `typed` the address written in the form, shown as given when it differs.
 */
export function contactMail(from: { account: string; typed: string }, category: string, subjectLine: string, message: string): MailContent {
  const subject = `[Contact – ${category}] ${subjectLine}`;
  const typed = from.typed.trim();
  const lines = [
    `Message du membre ${from.account} (catégorie : ${category})`,
    ...(typed.toLowerCase() !== from.account.toLowerCase()
      ? [`Adresse indiquée dans le formulaire, non vérifiée : ${typed}. Répondre à ce message écrit au membre à l’adresse de son compte (${from.account}).`]
      : []),
    '',
    ...message.split(/\r?\n/),
  ];
  return { subject, text: lines.join('\n'), html: layout(subject, lines) };
}

/** To the current address when a change to `newEmail` is asked: the owner can cancel it. */
export function emailChangeRequestedMail(newEmail: string, cancelLink: string): MailContent {
  const subject = 'Demande de changement de votre adresse email';
  const lines = [
    'Bonjour,',
    `Une demande a été faite pour remplacer l’adresse email de votre compte par ${newEmail}.`,
    'Le changement n’aura lieu que si le lien envoyé à cette nouvelle adresse est ouvert. Tant que ce n’est pas fait, et pendant une heure, vous pouvez annuler la demande avec le lien ci-dessous.',
    'Si vous n’êtes pas à l’origine de cette demande, annulez-la puis changez votre mot de passe : la personne qui l’a faite le connaît.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nAnnuler le changement : ${cancelLink}\n`,
    html: layout(subject, lines, { href: cancelLink, label: 'Annuler le changement' }),
  };
}

/** To the old address once the change to `newEmail` is confirmed. */
export function emailChangedMail(newEmail: string, supportEmail: string): MailContent {
  const subject = 'Votre adresse email a été modifiée';
  const lines = [
    'Bonjour,',
    `L’adresse email de votre compte est désormais ${newEmail}. Vous ne recevrez plus nos messages à cette adresse-ci, et c’est la nouvelle qui sert à vous connecter.`,
    `Si vous n’êtes pas à l’origine de ce changement, écrivez sans attendre au support : ${supportEmail}.`,
  ];
  return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines) };
}

const parisTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** To the account's address after a password change made from the profile. */
export function passwordChangedMail(at: Date, resetLink: string): MailContent {
  const subject = 'Votre mot de passe a été modifié';
  const lines = [
    'Bonjour,',
    `Le mot de passe de votre compte a été modifié le ${parisTime.format(at)} (heure de Paris). Les autres sessions ouvertes ont été fermées.`,
    'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe avec le lien ci-dessous.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nMot de passe oublié : ${resetLink}\n`,
    html: layout(subject, lines, { href: resetLink, label: 'Choisir un nouveau mot de passe' }),
  };
}
