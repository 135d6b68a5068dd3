import { LiteHomeScreen, LiteSendScreen } from '../../features/embedded/components/area-screens';

export const LiteHomePage = () => <LiteHomeScreen />;
export const LiteSendPage = () => <LiteSendScreen />;
