/**
 * What the demo's primary sources hold (./registry.ts asks them): a board's license, an NPPES
 * record, a row of the LEIE file, in the shapes those sources use; the words a board says a
 * status in; and the synthetic people the sources know who are not on the platform yet.
 */
import type { ProfessionalRecord } from '../db';

/** One license as the board holds it: its status normalized, and as the board words it. */
export interface BoardLicense {
  state: string;
  typeId: string;
  number: string;
  /** The licensee's name on the board's record. */
  licensee: string;
  status: 'active' | 'expired' | 'probation' | 'suspended' | 'revoked';
  boardText: string;
}

/** The NPPES v2.1 answer's fields the demo keeps (the answer is built from them). */
export interface NpiRecord {
  number: string;
  firstName: string;
  lastName: string;
  /** NPPES `basic.status`: A active, D deactivated. */
  status: 'A' | 'D';
  enumerationDate: string;
  taxonomy: { code: string; desc: string; state?: string; license?: string };
}

/** A row of the LEIE file, its 18 columns as the file names them (dates YYYYMMDD). */
export interface LeieRow {
  LASTNAME: string;
  FIRSTNAME: string;
  MIDNAME: string;
  BUSNAME: string;
  GENERAL: string;
  SPECIALTY: string;
  UPIN: string;
  NPI: string;
  DOB: string;
  ADDRESS: string;
  CITY: string;
  STATE: string;
  ZIP: string;
  EXCLTYPE: string;
  EXCLDATE: string;
  REINDATE: string;
  WAIVERDATE: string;
  WVRSTATE: string;
}

export interface Registry {
  licenses: BoardLicense[];
  npis: NpiRecord[];
  exclusions: LeieRow[];
}

/** NUCC taxonomy codes of the disciplines (nucc.org; © AMA for NUCC). */
export const TAXONOMY: Record<ProfessionalRecord['discipline'], { code: string; desc: string }> = {
  rn: { code: '163W00000X', desc: 'Registered Nurse' },
  'lpn-lvn': { code: '164W00000X', desc: 'Licensed Practical Nurse' },
  aprn: { code: '363L00000X', desc: 'Nurse Practitioner' },
  pt: { code: '225100000X', desc: 'Physical Therapist' },
  ot: { code: '225X00000X', desc: 'Occupational Therapist' },
  rt: { code: '227800000X', desc: 'Respiratory Therapist, Certified' },
};

export const BOARD_TEXT: Record<BoardLicense['status'], string> = {
  active: 'ACTIVE - CLEAR',
  expired: 'EXPIRED - NOT RENEWED',
  probation: 'ACTIVE - PROBATION (BOARD ORDER)',
  suspended: 'SUSPENDED - BOARD ORDER PENDING',
  revoked: 'REVOKED',
};

/**
 * People the sources know who are not on the platform yet (synthetic, as every person here): a
 * new account can put one of these licenses on file in onboarding and see its board answer
 * (README, "What to open").
 */
export const NOT_YET_ON_THE_PLATFORM: Pick<Registry, 'licenses' | 'npis'> = {
  licenses: [
    {
      state: 'TX',
      typeId: 'rn-license',
      number: 'RN-730118',
      licensee: 'Marisol Okafor',
      status: 'active',
      boardText: BOARD_TEXT.active,
    },
    {
      state: 'FL',
      typeId: 'lpn-lvn-license',
      number: 'LPN-644022',
      licensee: 'Teodoro Lindqvist',
      status: 'active',
      boardText: BOARD_TEXT.active,
    },
    {
      state: 'AZ',
      typeId: 'rn-license',
      number: 'RN-840553',
      licensee: 'Priya Vanterpool',
      status: 'probation',
      boardText: BOARD_TEXT.probation,
    },
  ],
  npis: [
    {
      number: '1730118001',
      firstName: 'Marisol',
      lastName: 'Okafor',
      status: 'A',
      enumerationDate: '2019-06-03',
      taxonomy: { ...TAXONOMY.rn, state: 'TX' },
    },
  ],
};
