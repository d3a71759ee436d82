import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { ArrivalSetupScreen } from './arrival-setup';

export function ProfileEditRoute() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return <ArrivalSetupScreen pageTitle={t`Edit Profile`} onDone={() => void navigate(paths.user.shopping)} />;
}
