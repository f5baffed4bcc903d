/** English (Spanish: ./reports.es.ts) of scan tools and report templates (admin/report): loaded with their screens (i18n/lazyAreas.ts; the menu labels: areaMenus.ts). */
export const en = {
  resources: {
    scanTools: {
      name: 'Scan tool |||| Scan tools',
      fields: { name: 'Name', makeId: 'Make', isSWS: 'SWS', swsMakeId: 'SWS make', appId: 'App', isInactive: 'Inactive' },
    },
    reportTemplates: {
      name: 'Report template |||| Report templates',
      fields: {
        area: 'Area',
        appId: 'App',
        isAdd: 'Product add',
        productId: 'Product',
        order: 'Order',
        isSWS: 'SWS',
        swsMakeId: 'SWS make',
        template: 'Template',
        isInactive: 'Inactive',
      },
      page: { title: 'Scan tools and report templates', app: 'Filter by app', area: 'Filter by report area' },
      apps: { all: 'All apps', ukEurope: 'UK/Europe', glass: 'Glass US/Canada', calibration: 'Calibration US/Canada', proTech: 'ProTech' },
      areas: { all: 'All areas', serviceDetails: 'Service Details', recommendations: 'Recommendations', scanReadings: 'Scan Readings', snapshotData: 'Snapshot Data' },
      validation: { sws_make: 'an SWS record needs its SWS make, any other none' },
      editor: {
        title: 'Edit the report template',
        edit: 'Edit template',
        apply: 'Apply',
        available: 'Placeholders of this area (click to insert)',
        insert: 'Insert %{placeholder}',
        placeholders: 'Placeholders in the template',
        preview: 'Preview with sample values',
        all_known: 'Every placeholder is known to this area.',
        none: 'The template holds no placeholder.',
        unknown: 'Unknown placeholder %{placeholder} for this area',
        malformed: 'Malformed placeholder "%{placeholder}": write {{group.name}}',
        problems: '%{smart_count} placeholder problem |||| %{smart_count} placeholder problems',
        status: { known: 'known', unknown: 'unknown', malformed: 'malformed' },
      },
    },
  },
};
