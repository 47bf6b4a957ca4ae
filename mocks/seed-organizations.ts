/**
 * The demo's ten organizations with their facilities and what each asks on top of the platform.
 * Saguaro Valley Health is the demo organization (organization@demo.test acts for it): three
 * facilities in two states and a requirement set of each kind worth opening. Invented throughout
 * (seed-employer-data.ts).
 */
import {
  DEMO_ORGANIZATION_ID,
  FLU_ADVISORY,
  TB_WITHIN_12,
  UNSTAFFED_EMPLOYER_ID,
  ask,
  npi,
  organization,
  place,
} from './seed-employer-data';
import type { Written } from './seed-employer-data';

export const ORGANIZATIONS: Written[] = [
  organization(1, {
    name: 'Cascade Harbor Health',
    legalName: 'Cascade Harbor Health Cooperative',
    npi: npi('142857136'),
    city: 'Tacoma',
    state: 'WA',
    email: 'credentialing@cascade-harbor.example.com',
    phone: '+12535550111',
    facilities: [
      place('Cascade Harbor General Hospital', 'hospital', 'Tacoma', 'WA'),
      place('Cascade Harbor Clinic – Olympia', 'clinic', 'Olympia', 'WA'),
    ],
    requirementSets: [{ name: 'Everyone we engage', scope: {}, requirements: [FLU_ADVISORY] }],
    createdAt: '2025-02-11T16:20:00Z',
  }),
  organization(2, {
    name: 'Bluebonnet Crossing Medical',
    legalName: 'Bluebonnet Crossing Medical Center, P.A.',
    npi: npi('175310864'),
    city: 'San Marcos',
    state: 'TX',
    email: 'medical.staff@bluebonnet-crossing.example.com',
    phone: '+15125550124',
    facilities: [
      place('Bluebonnet Crossing Medical Center', 'hospital', 'San Marcos', 'TX'),
      place('Bluebonnet Crossing Rehabilitation', 'rehabilitation', 'New Braunfels', 'TX'),
    ],
    requirementSets: [
      {
        name: 'Hospital nursing',
        scope: { facilityId: 'f-2-1', discipline: 'rn' },
        requirements: [
          ask('acls', { note: 'Every unit runs codes; ACLS before the first shift.' }),
        ],
      },
    ],
    createdAt: '2025-03-01T14:05:00Z',
  }),
  organization(DEMO_ORGANIZATION_ID, {
    name: 'Saguaro Valley Health',
    legalName: 'Saguaro Valley Health System, Inc.',
    npi: npi('162938475'),
    city: 'Phoenix',
    state: 'AZ',
    email: 'credentialing@saguaro-valley.example.com',
    phone: '+16025550143',
    facilities: [
      place('Saguaro Valley Medical Center', 'hospital', 'Phoenix', 'AZ'),
      place('Saguaro Valley Skilled Nursing', 'skilled-nursing', 'Tucson', 'AZ'),
      place('Saguaro Valley Clinic – Henderson', 'clinic', 'Henderson', 'NV'),
    ],
    requirementSets: [
      {
        name: 'Critical care',
        scope: { facilityId: 'f-3-1', discipline: 'rn' },
        requirements: [
          ask('acls', { note: 'Our ICU asks for ACLS before the first shift.' }),
          {
            ...TB_WITHIN_12,
            note: 'A QuantiFERON blood test counts too; either from the last 12 months.',
          },
        ],
      },
      {
        name: 'Everyone we engage',
        scope: {},
        requirements: [
          FLU_ADVISORY,
          ask('bls', { note: 'An American Heart Association or Red Cross card.' }),
        ],
      },
      {
        name: 'Respiratory therapy',
        scope: { discipline: 'rt' },
        requirements: [
          ask('acls', {
            anyOf: ['pals'],
            note: 'ACLS or PALS, whichever fits the unit you work on.',
          }),
        ],
      },
      {
        name: 'Nevada sites',
        scope: { state: 'NV' },
        requirements: [
          ask('drug-screen', {
            maxAgeMonths: 9,
            note: 'Our Nevada sites ask for a drug screen from the last 9 months.',
          }),
        ],
      },
    ],
    createdAt: '2025-03-02T10:00:00Z',
  }),
  organization(4, {
    name: 'Prairie Lantern Hospitals',
    legalName: 'Prairie Lantern Hospitals Association',
    npi: npi('138642097'),
    city: 'Peoria',
    state: 'IL',
    email: 'credentialing@prairie-lantern.example.com',
    phone: '+13095550152',
    facilities: [
      place('Prairie Lantern Hospital – Peoria', 'hospital', 'Peoria', 'IL'),
      place('Prairie Lantern Hospital – Springfield', 'hospital', 'Springfield', 'IL'),
      place('Prairie Lantern Surgery Center', 'surgery-center', 'Peoria', 'IL'),
    ],
    requirementSets: [
      {
        name: 'Surgical services',
        scope: { facilityId: 'f-4-3' },
        requirements: [ask('acls', { note: 'Pre-op and PACU staff hold ACLS.' })],
      },
    ],
    createdAt: '2025-04-17T09:45:00Z',
  }),
  organization(5, {
    name: 'Palmetto Heron Care',
    legalName: 'Palmetto Heron Care Centers, LLC',
    npi: npi('119753864'),
    city: 'Sarasota',
    state: 'FL',
    email: 'hr.credentialing@palmetto-heron.example.com',
    phone: '+19415550163',
    facilities: [
      place('Palmetto Heron Care – Sarasota', 'skilled-nursing', 'Sarasota', 'FL'),
      place('Palmetto Heron Care – Bradenton', 'skilled-nursing', 'Bradenton', 'FL'),
      place('Palmetto Heron Home Health', 'home-health', 'Sarasota', 'FL'),
    ],
    requirementSets: [
      {
        name: 'Long-term care',
        scope: {},
        requirements: [
          ask('influenza', { note: 'Required of everyone in our care centers.' }),
          TB_WITHIN_12,
        ],
      },
    ],
    createdAt: '2025-05-06T13:30:00Z',
  }),
  organization(6, {
    name: 'Copper Mesa Surgical Partners',
    legalName: 'Copper Mesa Surgical Partners, PLLC',
    npi: npi('186420753'),
    city: 'Pueblo',
    state: 'CO',
    email: 'credentialing@copper-mesa.example.com',
    phone: '+17195550178',
    facilities: [
      place('Copper Mesa Surgery Center – Pueblo', 'surgery-center', 'Pueblo', 'CO'),
      place('Copper Mesa Surgery Center – Santa Fe', 'surgery-center', 'Santa Fe', 'NM'),
    ],
    requirementSets: [
      {
        name: 'Perioperative nursing',
        scope: { discipline: 'rn' },
        requirements: [ask('acls', { anyOf: ['pals'] })],
      },
    ],
    createdAt: '2025-06-23T11:10:00Z',
  }),
  organization(7, {
    name: 'Laurel Fork Rehabilitation',
    legalName: 'Laurel Fork Rehabilitation Group, Inc.',
    npi: npi('153197642'),
    city: 'Boone',
    state: 'NC',
    email: 'therapy.staff@laurel-fork.example.com',
    phone: '+18285550181',
    facilities: [
      place('Laurel Fork Rehabilitation Hospital', 'rehabilitation', 'Boone', 'NC'),
      place('Laurel Fork Outpatient Clinic', 'clinic', 'Hickory', 'NC'),
    ],
    requirementSets: [],
    createdAt: '2025-07-14T15:00:00Z',
  }),
  organization(8, {
    name: 'Hudson Wren Home Health',
    legalName: 'Hudson Wren Visiting Nurses, Inc.',
    npi: npi('127486315'),
    city: 'Kingston',
    state: 'NY',
    email: 'office@hudson-wren.example.com',
    phone: '+18455550190',
    facilities: [place('Hudson Wren Home Health – Kingston', 'home-health', 'Kingston', 'NY')],
    requirementSets: [
      {
        name: 'Home visits',
        scope: {},
        requirements: [
          ask('background-check', {
            maxAgeMonths: 12,
            note: 'Patients open their homes to you: a check from the last 12 months.',
          }),
        ],
      },
    ],
    createdAt: '2025-08-05T08:50:00Z',
  }),
  organization(9, {
    name: 'Keystone Orchard Medical',
    legalName: 'Keystone Orchard Medical Group',
    npi: npi('164208531'),
    city: 'Lancaster',
    state: 'PA',
    email: 'credentialing@keystone-orchard.example.com',
    phone: '+17175550106',
    facilities: [
      place('Keystone Orchard Hospital', 'hospital', 'Lancaster', 'PA'),
      place('Keystone Orchard Family Clinic', 'clinic', 'York', 'PA'),
      place('Keystone Orchard Skilled Nursing', 'skilled-nursing', 'Lancaster', 'PA'),
      place('Keystone Orchard Rehabilitation', 'rehabilitation', 'Akron', 'OH'),
    ],
    requirementSets: [
      {
        name: 'Ohio rehabilitation',
        scope: { state: 'OH' },
        requirements: [ask('physical', { maxAgeMonths: 12 })],
      },
    ],
    createdAt: '2025-09-19T12:15:00Z',
  }),
  organization(UNSTAFFED_EMPLOYER_ID, {
    name: 'Juniper Kettle Home Health',
    legalName: 'Juniper Kettle Home Health, LLC',
    city: 'Bend',
    state: 'OR',
    email: 'hello@juniper-kettle.example.com',
    facilities: [place('Juniper Kettle Home Health – Bend', 'home-health', 'Bend', 'OR')],
    requirementSets: [],
    createdAt: '2026-10-28T17:40:00Z',
  }),
];
