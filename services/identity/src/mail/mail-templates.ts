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

/** A title as a mail quotes it: on one line (a subject cannot hold a line break). */
const quoted = (title: string) => `« ${title.replace(/\s+/g, ' ').trim()} »`;

/** The text and HTML of a mail from its paragraphs, with the team's note and a link when there are. */
function withNote(subject: string, lines: string[], notes: string | null, footer: string, link?: { href: string; label: string }): MailContent {
  const note = notes?.trim();
  const paragraphs = [...lines, ...(note ? [`Message de l’équipe : ${note}`] : []), footer];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n${link ? `\n${link.label} : ${link.href}\n` : ''}`,
    html: layout(subject, paragraphs, link),
  };
}

/** To the member who reported a problem, once an admin resolved or rejected the report (their note included). */
export function reportOutcomeMail(report: { contentTitle: string; problemLabel: string; outcome: 'resolved' | 'rejected'; notes: string | null }): MailContent {
  const title = quoted(report.contentTitle);
  const thanks = `Merci pour votre signalement sur ${title} (${report.problemLabel}).`;
  const footer = 'Vous recevez ce message parce que vous avez signalé ce problème.';
  return report.outcome === 'resolved'
    ? withNote(`Votre signalement sur ${title} a été résolu`, ['Bonjour,', `${thanks} Notre équipe l’a traité : le problème est résolu.`], report.notes, footer)
    : withNote(`Votre signalement sur ${title} n’a pas été retenu`, ['Bonjour,', `${thanks} Après vérification, notre équipe ne l’a pas retenu.`], report.notes, footer);
}

/**
 * To each member who asked for a title, once an admin approved, rejected or added it (their note
 * included); `added`: the catalogue title that fulfilled the request, and the link to its page.
 */
export function requestOutcomeMail(request: {
  title: string;
  outcome: 'approved' | 'completed' | 'rejected';
  notes: string | null;
  added?: { title: string; kind: 'movie' | 'series'; href: string };
}): MailContent {
  const title = quoted(request.title);
  const footer = 'Vous recevez ce message parce que vous avez demandé ce titre.';
  switch (request.outcome) {
    case 'approved':
      return withNote(`Votre demande ${title} a été approuvée`, [
        'Bonjour,',
        `Votre demande ${title} a été approuvée : nous allons l’ajouter au catalogue. Un autre message vous préviendra dès qu’elle sera disponible.`,
      ], request.notes, footer);
    case 'completed': {
      const added = request.added;
      const under = added && quoted(added.title) !== title ? ` Vous la trouverez sous le titre ${quoted(added.title)}.` : '';
      return withNote(`Votre demande ${title} a été ajoutée`, [
        'Bonjour,',
        `Bonne nouvelle : votre demande ${title} a été ajoutée au catalogue.${under}`,
      ], request.notes, footer, added && { href: added.href, label: added.kind === 'movie' ? 'Voir le film' : 'Voir la série' });
    }
    case 'rejected':
      return withNote(`Votre demande ${title} n’a pas été retenue`, ['Bonjour,', `Votre demande ${title} n’a pas été retenue.`], request.notes, footer);
  }
}

/**
 * From the back office to a member: the admin's subject and message as written (each line of the
 * message a paragraph), then where an answer goes (support, the mail's Reply-To).
 */
export function adminMessageMail(subject: string, message: string, supportEmail: string): MailContent {
  const lines = [...message.split(/\r?\n/), '', `Pour répondre à ce message, écrivez au support : ${supportEmail}.`];
  return { subject, text: `${lines.join('\n')}\n`, html: layout(subject, lines.filter((l) => l !== '')) };
}
