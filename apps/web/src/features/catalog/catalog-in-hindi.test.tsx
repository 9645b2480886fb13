import { COLOUR_FAMILIES, type FabricFacets, FIBRES, NO_FABRIC_ATTRIBUTES, PATTERNS } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFabric } from '../../test/fabric';
import { renderWithApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { FabricsPage } from './fabrics-page';

afterEach(() => vi.unstubAllGlobals());

const choices = (values: readonly string[], count: (value: string) => number) =>
  values.map((value) => ({ value, count: count(value) }));

const FACETS: FabricFacets = {
  colour: choices(COLOUR_FAMILIES, (value) => (value === 'blue' ? 150_000 : 3)),
  fibre: choices(FIBRES, () => 2),
  pattern: choices(PATTERNS, () => 2),
  width: choices(['narrow', 'standard', 'wide'], () => 1),
  weight: choices(['light', 'medium', 'heavy'], () => 1),
  onSale: [{ value: 'true', count: 4 }],
};

describe('the catalog in Hindi', () => {
  it('names every filter, facet, sort and count in Hindi, counts grouped the Indian way, the addresses unchanged', async () => {
    stubApi({
      '/api/fabrics/facets': FACETS,
      '/api/fabrics': () =>
        Response.json([testFabric({ attributes: NO_FABRIC_ATTRIBUTES, price: 112000.5 })], {
          headers: { 'X-Total-Count': '123456', Link: '</api/fabrics?page=2>; rel="next"' },
        }),
    });
    renderWithApp(<FabricsPage />, { route: '/products?fibre=silk', hindi: true });

    expect(await screen.findByText('1,23,456 कपड़े')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सभी कपड़े' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'कपड़े खोजें' })).toHaveAttribute('placeholder', 'रेशम, डेनिम, नील...');
    const category = screen.getByRole('combobox', { name: 'श्रेणी' });
    expect(within(category).getByRole('option', { name: 'सूती' })).toHaveValue('cotton');
    const sort = screen.getByRole('combobox', { name: 'किस क्रम में' });
    expect(within(sort).getByRole('option', { name: 'क़ीमत: कम से ज़्यादा' })).toHaveValue('price_asc');
    expect(screen.getByRole('textbox', { name: 'ज़्यादा से ज़्यादा क़ीमत (Rs.)' })).toBeInTheDocument();

    const colours = await screen.findByRole('region', { name: 'रंग' });
    const blue = await within(colours).findByRole('link', { name: /^नीला\s*1,50,000$/ });
    expect(blue).toHaveAttribute('href', '/products?colour=blue&fibre=silk');
    const fibres = screen.getByRole('region', { name: 'रेशा' });
    expect(within(fibres).getByRole('link', { name: /^रेशम/ })).toHaveAttribute('aria-current', 'true');
    const widths = screen.getByRole('region', { name: 'पना (चौड़ाई)' });
    expect(within(widths).getByRole('link', { name: /^चौड़ा पना \(150 सेमी से ज़्यादा\)/ })).toHaveAttribute(
      'href',
      '/products?fibre=silk&minWidth=151',
    );
    expect(
      within(screen.getByRole('region', { name: 'ऑफ़र' })).getByRole('link', { name: /^सेल में/ }),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'सारे फ़िल्टर हटाएँ' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('button', { name: 'फ़िल्टर (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और कपड़े दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अगला पेज' })).toHaveAttribute('href', '/products?fibre=silk&page=2');
  });
});
