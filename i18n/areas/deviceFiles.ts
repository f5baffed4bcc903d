/** English (Spanish: ./deviceFiles.es.ts) of the device files: loaded with their screens (i18n/lazyAreas.ts; the menu labels: areaMenus.ts). */
export const en = {
  resources: {
    deviceFiles: {
      name: 'Device file |||| Device files',
      fields: {
        id: 'Id',
        name: 'File name',
        fileTypeId: 'Type',
        fileVersion: 'Version',
        targetModelIds: 'Target models',
        releaseTrackId: 'Release track',
        releaseNotes: 'Release notes',
        isActive: 'Active',
        dateCreated: 'Added',
        dateUpdated: 'Updated',
        deviceModelId: 'Model',
      },
      fileTypes: { firmware: 'Firmware', configuration: 'Configuration', calibrationData: 'Calibration data' },
    },
  },
};
