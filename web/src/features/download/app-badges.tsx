import { Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from './use-download';
import type { AppBadge } from './stores/download.store';
import { AppStoreBadgeArt, GooglePlayBadgeArt } from './app-badge-art';

/**
 * App Store and Google Play badges, both pointing at the deep link (the OneLink sends each phone
 * to its store). Until there is a link a click only logs an event (spec 01 §8).
 */
export const AppBadges = observer(function AppBadges() {
  const { t } = useTranslation();
  const { download } = useDownload();
  const follow = (badge: AppBadge) => (event: MouseEvent) => {
    if (!download.badgeClicked(badge)) event.preventDefault();
  };
  const badge = (id: AppBadge) => ({
    href: download.link ?? '#',
    onClick: follow(id),
    'aria-disabled': download.link ? undefined : true,
    'data-testid': `app-badge-${id}`,
    display: 'inline-flex',
    minW: '11',
    minH: '11',
    borderRadius: 'lg',
    _focusVisible: { outline: '3px solid', outlineColor: 'primary.solid', outlineOffset: '2px' },
  });
  return (
    <Stack direction="row" gap="3" wrap="wrap" justify="center">
      <Link {...badge('apple')} aria-label={t('download.appStore')}>
        <AppStoreBadgeArt top={t('download.badges.appleTop')} name="App Store" />
      </Link>
      <Link {...badge('google')} aria-label={t('download.playStore')}>
        <GooglePlayBadgeArt top={t('download.badges.googleTop')} name="Google Play" />
      </Link>
    </Stack>
  );
});
