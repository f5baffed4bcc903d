/** English (Spanish: ./deviceFiles.es.ts) of the device files: merged into i18n/en.ts and i18n/es.ts. */
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
