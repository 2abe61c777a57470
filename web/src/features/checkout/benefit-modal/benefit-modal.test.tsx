import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/checkout-section-harness';
import { BenefitModal, type BenefitModalProps } from './benefit-modal';
import { benefitModalType, figureVariant } from './benefit-types';

afterEach(cleanup);

function renderModal(props: Partial<BenefitModalProps> = {}, language = 'en') {
  const onClose = vi.fn();
  const onContinue = vi.fn();
  renderWithApp(
    <BenefitModal
      open
      type="classic"
      gender={undefined}
      onClose={onClose}
      onContinue={onContinue}
      {...props}
    />,
    { language },
  );
  return { onClose, onContinue };
}

const modal = () => screen.findByTestId('benefit-modal');

describe('BenefitModal types', () => {
  it('classic: the benefits list', async () => {
    renderModal({ type: 'classic' });
    const dialog = await modal();
    expect(dialog.getAttribute('data-type')).toBe('classic');
    expect(screen.getByRole('dialog', { name: "Here's what you get with Fastwell" })).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
  });

  it('scientificChart: a chart of results with and without the plan', async () => {
    renderModal({ type: 'scientificChart' });
    const dialog = await modal();
    expect(dialog.getAttribute('data-type')).toBe('scientificChart');
    const chart = within(dialog).getByRole('img', { name: /^Chart: with a Fastwell plan/ });
    expect(chart.querySelector('[data-line="with"]')).not.toBeNull();
    expect(chart.querySelector('[data-line="without"]')).not.toBeNull();
    expect(dialog.textContent).toContain('With Fastwell');
    expect(dialog.textContent).toContain('On your own');
  });

  it.each([
    ['m', 'male', 'Men like you are seeing real results'],
    ['f', 'female', 'Women like you are seeing real results'],
    ['o', 'neutral', 'People like you are seeing real results'],
    [undefined, 'neutral', 'People like you are seeing real results'],
  ])('beforeAfter for gender %s: %s figures, titled "%s"', async (gender, variant, title) => {
    renderModal({ type: 'beforeAfter', gender });
    const dialog = await modal();
    expect(dialog.getAttribute('data-type')).toBe('beforeAfter');
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    const figures = within(dialog).getByRole('img', {
      name: 'Illustration: a figure before and after following a Fastwell plan',
    });
    expect(figures.getAttribute('data-figure')).toBe(variant);
  });

  it('is translated', async () => {
    renderModal({ type: 'beforeAfter', gender: 'f' }, 'de');
    await modal();
    expect(
      screen.getByRole('dialog', { name: 'Frauen wie du erzielen echte Ergebnisse' }),
    ).toBeTruthy();
  });
});

describe('BenefitModal actions', () => {
  it('continue calls onContinue', async () => {
    const { onContinue, onClose } = renderModal();
    await modal();
    fireEvent.click(screen.getByTestId('benefit-continue'));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button calls onClose', async () => {
    const { onClose } = renderModal();
    await modal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('renders nothing while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByTestId('benefit-modal')).toBeNull();
  });
});

describe('benefit modal rules', () => {
  it.each([
    ['classic', 'classic'],
    ['scientificChart', 'scientificChart'],
    ['beforeAfter', 'beforeAfter'],
    ['fancy', 'classic'],
    ['', 'classic'],
  ])('type %j → %s', (value, type) => {
    expect(benefitModalType(value)).toBe(type);
  });

  it.each([
    ['m', 'male'],
    ['f', 'female'],
    ['o', 'neutral'],
    [undefined, 'neutral'],
    ['x', 'neutral'],
  ])('gender %s → %s figures', (gender, variant) => {
    expect(figureVariant(gender)).toBe(variant);
  });
});
