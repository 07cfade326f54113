import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/components.css';
import './app/styles/pages.css';
import './app/styles/engagement.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { Providers } from './app/providers';
import { router } from './app/router';
import { restoreSession } from './shared/session/session-service';

// The session's refresh goes out before the first render rather than after it (SessionKeeper asks the
// same promise again): a member's page starts its own requests as early as it can.
void restoreSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
