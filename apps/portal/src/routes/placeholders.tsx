import type { ComponentType } from 'react';
import { PlaceholderPage, type IconName } from '@portal/ui';
import type { ScreenKey } from '../app/routeTable';
import { useBusinessName } from '../app/useCurrentBusiness';

// Screens that later issues build: the ui PlaceholderPage inside the right shell until then, with
// the heading SPEC §2 gives the real screen.
function placeholder(title: (business: string) => string, icon: IconName): ComponentType {
  function Screen() {
    return <PlaceholderPage title={title(useBusinessName())} icon={icon} />;
  }
  return Screen;
}

export const placeholderScreens = {
  adminChat: placeholder(() => 'Chat com IA', 'chat'),
} satisfies Partial<Record<ScreenKey, ComponentType>>;
