import { navigationMessages } from '@/app/navigation-messages';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';

const catalogs: Record<'en' | 'es', Record<string, string>> = { en, es };

describe('SPEC §2.4 navigation labels', () => {
  const descriptors = Object.values(navigationMessages);

  it('are all nav.* ids, present in English and Spanish', () => {
    for (const { id, defaultMessage } of descriptors) {
      expect(id).toMatch(/^nav\./);
      expect(catalogs.en[id]).toBe(defaultMessage);
      expect(catalogs.es[id]).toEqual(expect.any(String));
    }
  });

  it.each([
    [
      'en',
      [
        'Professionals',
        'Dashboard',
        'Concepts',
        'Help Center',
        'Support Hub',
        'FAQ',
        'Calendar',
        'File Manager',
        'Mail',
        'Chat',
        'Pages',
        'Welcome',
        'Authentication',
        'OTP Verification',
        'Simple',
        'Side',
        'Split',
        'Others',
        'Landing',
        'Guide',
        'Shared Component',
        'Utilities',
        'Changelog',
        'Employers',
        'Users',
        'Onboarding',
        'Upload Resume',
      ],
    ],
    [
      'es',
      [
        'Profesionales',
        'Panel',
        'Centro de ayuda',
        'Preguntas frecuentes',
        'Calendario',
        'Gestor de archivos',
        'Autenticación',
        'Verificación OTP',
        'Guía',
        'Registro de cambios',
        'Empleadores',
        'Incorporación',
        'Subir currículum',
      ],
    ],
  ] as const)('read as a person expects in %s', (lang, labels) => {
    const texts = descriptors.map(({ id }) => catalogs[lang][id]);
    for (const label of labels) expect(texts).toContain(label);
  });
});
