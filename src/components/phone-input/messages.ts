import { defineMessage, defineMessages } from 'react-intl';

export const phoneInputMessages = defineMessages({
  // SPEC §9: a literal example number, kept as a message so a language can swap it.
  placeholder: { id: 'phoneInput.placeholder', defaultMessage: '1 (702) 123-4567' },
  searchCountries: { id: 'phoneInput.searchCountries', defaultMessage: 'Search countries' },
  countryList: { id: 'phoneInput.countryList', defaultMessage: 'Countries' },
  noCountries: { id: 'phoneInput.noCountries', defaultMessage: 'No countries match your search' },
});

export const countryButtonMessage = defineMessage<{ country: string }>({
  id: 'phoneInput.countryButton',
  defaultMessage: 'Country: {country}',
});
