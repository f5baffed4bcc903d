/** English (Spanish: ./tools.es.ts) of a device's tools and the tool makes: loaded with their screens (i18n/lazyAreas.ts; the menu labels: areaMenus.ts). */
export const en = {
  resources: {
    tools: {
      name: 'Tool |||| Tools',
      fields: {
        name: 'Tool',
        toolMakeId: 'Make',
        toolMakeName: 'Make',
        partNumber: 'Part number',
        serialNumber: 'Serial number',
        calibrationDueDate: 'Calibration due',
        isActive: 'Active',
        dateCreated: 'Added',
        deviceId: 'Device',
        deviceSerialNumber: 'Device',
      },
      title: 'Tools',
      empty: 'No tool is recorded for this device.',
    },
    toolMakes: {
      name: 'Tool make |||| Tool makes',
      fields: { id: 'Id', name: 'Tool make', toolCount: 'Tools' },
      manage: 'Tool makes',
      title: 'Tool makes',
      new_make: 'New tool make',
      add: 'Add',
      added: "Tool make '%{name}' added.",
      delete: 'Delete %{name}',
      confirm_title: "Delete the tool make '%{name}'?",
      unused: 'No tool uses it.',
      used_by: 'Used by %{smart_count} tool: |||| Used by %{smart_count} tools, such as:',
      deleted: "Tool make '%{name}' deleted.",
      empty: 'No tool make yet.',
    },
  },
};
