/** English (Spanish: ./messages.es.ts) of pre-canned messages, calibration recommendations and the calibration homepage message: loaded with their screens (i18n/lazyAreas.ts; the menu labels: areaMenus.ts). */
export const en = {
  resources: {
    precannedMessages: {
      name: 'Pre-canned message |||| Pre-canned messages',
      fields: { text: 'Message', isActive: 'Active', sortOrder: 'Order' },
    },
    calibrationRecommendations: {
      name: 'Calibration recommendation |||| Calibration recommendations',
      fields: { vehicleMake: 'Vehicle make', nickname: 'Nickname', recommendation: 'Recommendation', isInactive: 'Inactive' },
    },
    calibrationHomepageMessage: {
      name: 'Calibration homepage message',
      help: 'Shown to users on the calibration homepage, in their language. Simple HTML (paragraphs, bold, links) is kept; anything that could run is removed before it is shown.',
      fields: { Text: 'Message', IsActive: 'Shown to users' },
      languages: { en: 'English', es: 'Spanish' },
      length: '%{count} of %{max} characters',
      preview: 'Preview: what users see',
      hidden: 'Hidden: users see no message while it is switched off.',
    },
  },
};
