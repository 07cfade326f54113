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

export function contactMail(from: string, category: string, subjectLine: string, message: string): MailContent {
  const subject = `[Contact – ${category}] ${subjectLine}`;
  const lines = [`Message de ${from} (catégorie : ${category})`, ...message.split(/\r?\n/)];
  return { subject, text: lines.join('\n'), html: layout(subject, lines) };
}
