import { TitlesScreen } from '../components/titles/TitlesScreen';

/** /admin/series: the series table of the back office (spec section 2). */
export function SeriesAdminPage() {
  return <TitlesScreen kind="series" />;
}
