import type { ReactNode } from 'react';

import { pageTitle } from '../../../shared/config';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card shared by the sign-in, sign-up and password screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="auth">
      <title>{pageTitle(title)}</title>
      <div className="auth__card">
        <h1 className="auth__title">
          {title}
        </h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="auth__footer">{footer}</div>}
      </div>
    </section>
  );
}
