import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckout } from '../use-checkout';
import { isBannerVisible } from '../domain/discount-timer';
import '../../../shared/ui/plain-ui.css';
import './discount-banner.css';

function GiftIcon() {
  return (
    <div className="discount-banner-icon discount-banner-gift">
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" fill="currentColor">
        <path d="M3 9h18v4H3zM4.5 13h6.5v8H4.5zM13 13h6.5v8H13zM11 9h2v12h-2z" />
        <path d="M12 9C10 5 6.5 4.5 6.5 6.8 6.5 8.6 9.5 9 12 9zm0 0c2-4 5.5-4.5 5.5-2.2 0 1.8-3 2.2-5.5 2.2z" />
      </svg>
    </div>
  );
}

function ClockIcon() {
  return (
    <div className="discount-banner-icon">
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" fill="none">
        <circle cx="12" cy="13" r="8" stroke="currentColor" strokeWidth="2" />
        <path d="M12 9v4l3 2M9 2h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </div>
  );
}

/**
 * The discount banner of spec 02 §2.2: gift, countdown or both, only while a discount exists and
 * time is left. The ticking mm:ss is hidden from screen readers; they get the reservation's end
 * time once and a polite announcement when it runs out.
 */
export const DiscountBanner = observer(function DiscountBanner({
  hasDiscount,
  pending = false,
}: {
  /** Any package has a discounted price. */
  hasDiscount: boolean;
  /** Packages still loading with a discount likely: keep the banner's space. */
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { discountTimer: timer } = useCheckout();
  const visible = isBannerVisible(hasDiscount, timer.remainingMs);
  const type = timer.bannerType;
  const gift = type !== 'countdown';
  const countdown = type !== 'gift';

  const banner = visible ? (
    <div
      className="discount-banner"
      data-testid="discount-banner"
      data-variant={type}
      data-gift={gift || undefined}
    >
      {gift ? <GiftIcon /> : <ClockIcon />}
      <div className="discount-banner-text">
        <p className="discount-banner-title">
          {t(gift ? 'payment.discountBanner.giftTitle' : 'payment.discountBanner.countdownTitle')}
        </p>
        <p className="discount-banner-detail">
          {t(gift ? 'payment.discountBanner.giftText' : 'payment.discountBanner.countdownText')}
        </p>
      </div>
      {countdown && (
        <>
          <div className="discount-banner-timer" aria-hidden="true">
            <p className="discount-banner-time-left">{t('payment.discountBanner.timeLeft')}</p>
            <p className="discount-banner-countdown" data-testid="discount-countdown">
              {timer.display}
            </p>
          </div>
          {timer.expiresAt !== undefined && (
            <span className="visually-hidden">
              {t('payment.discountBanner.reservedUntil', {
                time: new Intl.DateTimeFormat(i18n.language, {
                  hour: 'numeric',
                  minute: '2-digit',
                }).format(timer.expiresAt),
              })}
            </span>
          )}
        </>
      )}
    </div>
  ) : pending ? (
    <div
      className="plain-skeleton discount-banner-placeholder"
      data-loading
      data-testid="discount-banner-placeholder"
    />
  ) : null;

  return (
    <>
      {banner}
      <span className="visually-hidden" aria-live="polite" data-testid="discount-announcer">
        {timer.endedWhileRunning ? t('payment.discountBanner.ended') : ''}
      </span>
    </>
  );
});
