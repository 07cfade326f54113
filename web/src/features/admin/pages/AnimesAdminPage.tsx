import { TitlesScreen } from '../components/titles/TitlesScreen';

/** /admin/animes: the anime table of the back office (spec section 2). */
export function AnimesAdminPage() {
  return <TitlesScreen kind="anime" />;
}
