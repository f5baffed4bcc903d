/** The template editor's placeholder check and preview, and the list refusing to save a template the check flags. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { EditableList } from '../../src/components/EditableList';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import reportTemplates from '.';
import { TemplateEditor } from './TemplateEditor';
import { dialogClosed } from '../../tests/setup/dialogClosed';

function Editor({ initial, area }: { initial: string; area: number }) {
  const [value, setValue] = useState(initial);
  return <TemplateEditor value={value} area={area} onChange={setValue} />;
}

const renderEditor = (initial: string, area = 0) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Editor initial={initial} area={area} />
    </AdminContext>,
  );
const listed = () => within(screen.getByRole('list', { name: 'Placeholders in the template' })).getAllByRole('listitem').map((li) => li.textContent);
const preview = () => screen.getByRole('region', { name: 'Preview with sample values' });

// Rendering react-admin under jsdom takes seconds on a busy machine.
describe('the template editor', { timeout: 20_000 }, () => {
  it('lists each placeholder with its status and flags the unknown and malformed ones', () => {
    renderEditor('<p>{{vehicle.vin}} {{scan.dtcCode}} {{vehicle vin}}</p>', 0);
    expect(listed()).toEqual(['{{vehicle.vin}}known', '{{scan.dtcCode}}unknown', '{{vehicle vin}}malformed']);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unknown placeholder {{scan.dtcCode}} for this area');
    expect(alert).toHaveTextContent('Malformed placeholder "{{vehicle vin}}": write {{group.name}}');
  });

  it('knows the placeholders of the area given: the same text is clean in Scan Readings', () => {
    renderEditor('{{scan.dtcCode}}', 2);
    expect(listed()).toEqual(['{{scan.dtcCode}}known']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Every placeholder is known to this area.')).toBeInTheDocument();
    expect(preview()).toHaveTextContent('C0035');
  });

  it('checks again as the text changes, and inserts a known placeholder at the cursor', () => {
    renderEditor('VIN ', 0);
    const text = screen.getByRole('textbox', { name: 'Template' }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'VIN {{vehicle.vim}}' } });
    expect(screen.getByRole('alert')).toHaveTextContent('{{vehicle.vim}}');
    fireEvent.change(text, { target: { value: 'VIN ' } });
    text.setSelectionRange(4, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{vehicle.vin}}' }));
    expect(text.value).toBe('VIN {{vehicle.vin}}');
    expect(preview()).toHaveTextContent('VIN 1HGCV1F34LA012345');
  });

  it('shows HTML in the preview sanitised: formatting kept, nothing run', () => {
    const w = window as unknown as { __xss?: number };
    w.__xss = undefined;
    renderEditor('<b>{{vehicle.make}}</b><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>', 0);
    expect(preview().querySelector('b')?.textContent).toBe('Honda');
    expect(preview().querySelector('script')).toBeNull();
    expect(preview().querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(w.__xss).toBeUndefined();
  });
});

describe('a report template in the inline-editable list', { timeout: 20_000 }, () => {
  const row = { id: 7, area: 1, appId: 1, isAdd: false, productId: 3, order: 1, isSWS: false, swsMakeId: null, template: '<p>{{recommendation.text}}</p>', isInactive: false, version: 2 };

  function setup(filter?: Record<string, unknown>) {
    const sent: CallInput[] = [];
    const http = async (endpoint: Endpoint, input: CallInput = {}) => {
      if (endpoint.method === 'POST' && endpoint.url.endsWith('SaveReportTemplate')) {
        sent.push(input);
        return { ...(input.body as object), version: 3 };
      }
      if (endpoint.url.endsWith('GetReportTemplates')) return [row];
      if (endpoint.url.endsWith('ByKey')) return (input.body as { key: string }).key === 'product.add' ? [{ id: 21, text: 'DTC clearing' }] : [{ id: 3, text: 'Pre/post scan' }];
      if (endpoint.url.endsWith('GetMakes')) return [{ id: 4, make: 'Jeep' }];
      return [];
    };
    render(
      <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
        <EditableList descriptor={reportTemplates} filter={filter} hideFilteredColumns />
        <AppNotification />
      </AdminContext>,
    );
    return sent;
  }

  const applyText = async (value: string) => {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit template' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Template' }), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await dialogClosed();
  };

  it('shows the template rendered with sample values', async () => {
    setup();
    expect(await screen.findByRole('group', { name: 'Template' })).toHaveTextContent('Replace the front left wheel speed sensor.');
  });

  it('flags an unknown placeholder and sends nothing', async () => {
    const sent = setup();
    await applyText('{{snapshot.value}}');
    expect(screen.getByText('1 placeholder problem')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Unknown placeholder \{\{snapshot\.value\}\} for this area/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves a template whose placeholders are known, with its version', async () => {
    const sent = setup();
    await applyText('<p>{{recommendation.priority}}: {{recommendation.text}}</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully!');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ id: 7, version: 2, template: '<p>{{recommendation.priority}}: {{recommendation.text}}</p>' });
  });

  it('picks the product among the product adds once the row is a product add', async () => {
    setup();
    const product = await screen.findByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(product).toHaveTextContent('Pre/post scan'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Product add 7' }));
    fireEvent.mouseDown(product);
    expect(await screen.findByRole('option', { name: 'DTC clearing' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Pre/post scan' })).toBeNull();
  });

  it('picks the SWS make among the makes, and flags an SWS row without one', async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'SWS 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/SWS make: an SWS record needs its SWS make/)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'SWS make' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jeep' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully!');
  });

  it('leaves out the columns its filter fixes', async () => {
    setup({ area: 1, appId: 1 });
    await screen.findByRole('group', { name: 'Template' });
    expect(screen.getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Area' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'App' })).toBeNull();
  });
});
