import { Link } from 'react-router';

import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthCard } from '../components/AuthCard';
import { useConfirmEmail } from '../hooks/use-confirm-email';
import { useMailedToken, useSendOnce } from '../../../shared/hooks/use-mailed-token';

const LINK_INVALID = 'Lien de confirmation invalide ou expiré.';

/** /confirm-email#token=...: the link of the confirmation mail sent after an e-mail change. */
export function ConfirmEmailPage() {
  const token = useMailedToken();
  return <EmailConfirmation key={token ?? ''} token={token} />;
}

function EmailConfirmation({ token }: { token: string | null }) {
  const confirmation = useConfirmEmail();
  const { mutate } = confirmation;

  useSendOnce(token, mutate);

  const footer = (
    <p>
      <Link to="/profile">Aller à mon profil</Link>
    </p>
  );

  let content;
  if (!token) content = <Alert tone="error">{LINK_INVALID}</Alert>;
  else if (confirmation.isSuccess)
    content = (
      <Alert tone="success">
        Votre adresse email a bien été confirmée. Votre nouvelle adresse est {confirmation.data.email}.
      </Alert>
    );
  else if (confirmation.isError) content = <Alert tone="error">{errorMessage(confirmation.error, LINK_INVALID)}</Alert>;
  else content = <Spinner label="Confirmation de votre adresse email..." />;

  return (
    <AuthCard title="Confirmation de l'email" footer={footer}>
      {content}
    </AuthCard>
  );
}
