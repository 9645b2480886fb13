import { NO_FABRIC_ATTRIBUTES } from '@fabric-store/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { FabricNeedsCalculator } from './fabric-needs-calculator';

const PRINTED_COTTON = {
  stock: 3,
  longestPiece: 3,
  minCut: 0.5,
  step: 0.25,
  attributes: { ...NO_FABRIC_ATTRIBUTES, widthCm: 112 },
  patternRepeatCm: null,
  shrinkagePercent: null,
};

describe('FabricNeedsCalculator', () => {
  it('answers a kurta M on this fabric’s width, in metres or yards, and hands the length to the stepper', async () => {
    const user = userEvent.setup();
    const onUse = vi.fn();
    render(<FabricNeedsCalculator fabric={PRINTED_COTTON} onUse={onUse} />);
    expect(screen.getByText('112 cm (44 in)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Garment'), 'Kurta');
    expect(screen.getByLabelText('Size')).toHaveValue('M');
    expect(screen.getByText('You need 2.5 m')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'How this was reached' })).toHaveTextContent(
      'Cuts go from 0.5 m in steps of 0.25 m, so buy 2.5 m.',
    );

    await user.click(screen.getByLabelText('Yards'));
    expect(screen.getByText('You need 2.73 yd (2.5 m)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use this length' }));
    expect(onUse).toHaveBeenCalledWith(2.5);
    expect(screen.getByRole('status')).toHaveTextContent('Length set to 2.5 m.');
  });

  it('answers a kurta by the shopper’s length and chest, typed in centimetres or, beside yards, inches', async () => {
    const user = userEvent.setup();
    render(<FabricNeedsCalculator fabric={{ ...PRINTED_COTTON, stock: 10, longestPiece: 10 }} onUse={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText('Garment'), 'Kurta');
    await user.click(screen.getByLabelText('My measurements'));
    expect(screen.queryByLabelText('Size')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Garment length (cm)')).toHaveValue(107);
    expect(screen.getByLabelText('Chest (cm)')).toHaveValue(97);
    expect(screen.getByText('You need 2.5 m')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Garment length (cm)'));
    await user.type(screen.getByLabelText('Garment length (cm)'), '117');
    // Two 61 cm pieces do not fit side by side on 112 cm cloth: the 10 cm over the chart's length counts twice.
    expect(screen.getByText('You need 2.75 m')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Yards'));
    expect(screen.getByLabelText('Garment length (in)')).toHaveValue(46.1);
    expect(screen.getByLabelText('Chest (in)')).toHaveValue(38.2);
    expect(screen.getByText('You need 3.01 yd (2.75 m)')).toBeInTheDocument();
  });

  it('says when the stock is shorter than the garment needs, and offers no length to use', async () => {
    const user = userEvent.setup();
    render(<FabricNeedsCalculator fabric={PRINTED_COTTON} onUse={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText('Garment'), 'Lehenga skirt');
    expect(screen.getByText('Only 3 m of this fabric is in stock, less than this needs.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this length' })).not.toBeInTheDocument();
  });

  it('measures against the longest piece when the stock is in several rolls', async () => {
    const user = userEvent.setup();
    render(<FabricNeedsCalculator fabric={{ ...PRINTED_COTTON, stock: 10, longestPiece: 2 }} onUse={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText('Garment'), 'Kurta');
    expect(
      screen.getByText(
        'The longest piece of this fabric is 2 m, less than this needs: a length is always cut in one piece.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this length' })).not.toBeInTheDocument();
  });

  it('in Hindi names the garments and says the length in मीटर or गज़, as the stepper does', async () => {
    const user = userEvent.setup();
    renderWithApp(<FabricNeedsCalculator fabric={PRINTED_COTTON} onUse={vi.fn()} />, { hindi: true });
    const garment = screen.getByLabelText('कपड़ा किसके लिए');
    expect([...garment.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'पोशाक चुनें',
      'कुर्ता',
      'सलवार',
      'चूड़ीदार',
      'साड़ी ब्लाउज़',
      'लहंगा',
      'शर्ट',
      'पतलून',
      'ड्रेस',
      'दुपट्टा',
      'कुशन कवर',
      'पर्दे',
    ]);

    await user.selectOptions(garment, 'कुर्ता');
    expect(screen.getByText('आपको 2.5 मीटर चाहिए')).toBeInTheDocument();
    await user.click(screen.getByLabelText('गज़'));
    expect(screen.getByText('आपको 2.73 गज़ चाहिए (2.5 मीटर)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'यही लंबाई लें' }));
    expect(screen.getByRole('status')).toHaveTextContent('लंबाई 2.5 मीटर रखी गई।');
  });
});
