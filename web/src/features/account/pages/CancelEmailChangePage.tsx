import { Link } from 'react-router';

import { errorMessage } from '../../../shared/api/api-error';
import { useMailedToken, useSendOnce } from '../../../shared/hooks/use-mailed-token';
import { useSession } from '../../../shared/session/use-session';
import { Alert } from '../../../shared/ui/Alert';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthCard } from '../../auth/components/AuthCard';
import { useCancelEmailChange } from '../hooks/use-cancel-email-change';

const LINK_INVALID = "Lien d'annulation invalide.";

/** /cancel-email-change#token=...: the link mailed to the old address when a change of address is asked. */
export function CancelEmailChangePage() {
  const token = useMailedToken();
  return <EmailChangeCancellation key={token ?? ''} token={token} />;
}

function EmailChangeCancellation({ token }: { token: string | null }) {
  const cancellation = useCancelEmailChange();
  const { mutate } = cancellation;
  const signedIn = useSession().status === 'signed-in';

  useSendOnce(token, mutate);

  const footer = (
    <p>
      {signedIn ? <Link to="/profile">Aller à mon profil</Link> : <Link to="/">Aller à la connexion</Link>}
    </p>
  );

  let content;
  if (!token) content = <Alert tone="error">{LINK_INVALID}</Alert>;
  else if (cancellation.isSuccess)
    content = (
      <>
        <Alert tone="success">
          Le changement d'adresse vers {cancellation.data.cancelledEmail} est annulé. Votre adresse email reste{' '}
          {cancellation.data.email}.
        </Alert>
        <p>
          Si vous n'êtes pas à l'origine de cette demande, quelqu'un connaît votre mot de passe : changez-le sans attendre.
        </p>
        <p>
          {signedIn ? (
            <Link to="/profile">Changer mon mot de passe</Link>
          ) : (
            <Link to="/forgot-password">Choisir un nouveau mot de passe</Link>
          )}
        </p>
      </>
    );
  else if (cancellation.isError) content = <Alert tone="error">{errorMessage(cancellation.error, LINK_INVALID)}</Alert>;
  else content = <Spinner label="Annulation du changement d'adresse..." />;

  return (
    <AuthCard title="Annulation du changement d'email" footer={footer}>
      {content}
    </AuthCard>
  );
}
