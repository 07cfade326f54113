import './admin.css';

import { Link, Route, Routes } from 'react-router';

import { pageTitle } from '../../shared/config';
import { AdminAccess } from './components/AdminAccess';
import { AdminHubPage } from './pages/AdminHubPage';
import { AnalyticsAdminPage } from './pages/AnalyticsAdminPage';
import { AnimesAdminPage } from './pages/AnimesAdminPage';
import { AuditAdminPage } from './pages/AuditAdminPage';
import { ContactAdminPage } from './pages/ContactAdminPage';
import { ContentRequestsAdminPage } from './pages/ContentRequestsAdminPage';
import { EpisodesAdminPage } from './pages/EpisodesAdminPage';
import { FilmsAdminPage } from './pages/FilmsAdminPage';
import { GenresAdminPage } from './pages/GenresAdminPage';
import { PopupAdminPage } from './pages/PopupAdminPage';
import { ReportsAdminPage } from './pages/ReportsAdminPage';
import { SeriesAdminPage } from './pages/SeriesAdminPage';
import { UsersAdminPage } from './pages/UsersAdminPage';

function AdminNotFound() {
  return (
    <div className="page status-page">
      <title>{pageTitle('Page introuvable')}</title>
      <h1 className="page__title">Page introuvable</h1>
      <p className="page__lead">Cet écran d’administration n’existe pas, ou pas encore.</p>
      <Link className="button button--primary" to="/admin">
        Retour à l’administration
      </Link>
    </div>
  );
}

/**
 * The admin area (/admin and below): one chunk, loaded by the /admin/* route (app/router.tsx) only when an
 * admin (or a curious member) opens it, so that none of it is in what a member downloads. Every screen
 * sits behind the admin check (AdminAccess); each screen of the back office adds its route here.
 */
export function AdminArea() {
  return (
    <AdminAccess>
      <Routes>
        <Route index element={<AdminHubPage />} />
        <Route path="films" element={<FilmsAdminPage />} />
        <Route path="series" element={<SeriesAdminPage />} />
        <Route path="animes" element={<AnimesAdminPage />} />
        <Route path="reports" element={<ReportsAdminPage />} />
        <Route path="content-requests" element={<ContentRequestsAdminPage />} />
        <Route path="popup" element={<PopupAdminPage />} />
        <Route path="contact" element={<ContactAdminPage />} />
        <Route path="series/:id/episodes" element={<EpisodesAdminPage list="series" />} />
        <Route path="animes/:id/episodes" element={<EpisodesAdminPage list="animes" />} />
        <Route path="audit" element={<AuditAdminPage />} />
        <Route path="users" element={<UsersAdminPage />} />
        <Route path="genres" element={<GenresAdminPage />} />
        <Route path="analytics" element={<AnalyticsAdminPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminAccess>
  );
}
