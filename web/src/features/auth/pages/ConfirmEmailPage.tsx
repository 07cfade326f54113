import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthCard } from '../components/AuthCard';
import { useConfirmEmail } from '../hooks/use-confirm-email';

const LINK_INVALID = 'Lien de confirmation invalide ou expiré.';

/** /confirm-email#token=...: the link of the confirmation mail sent after an e-mail change. */
export function ConfirmEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('token'));
  const confirmation = useConfirmEmail();
  const { mutate } = confirmation;
  const sent = useRef(false);

  // The token is single use: send it once, even when React runs effects twice in development.
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

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
