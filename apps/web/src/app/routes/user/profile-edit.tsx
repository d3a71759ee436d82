import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ArrivalSetupScreen } from './arrival-setup';

export function ProfileEditRoute() {
  const navigate = useNavigate();
  return <ArrivalSetupScreen pageTitle="Edit Profile" onDone={() => void navigate(paths.user.shopping)} />;
}
