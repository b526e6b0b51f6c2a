import type { GenContext } from '../context';
import type { Rng } from '../random';
import type { CountryRef, Town } from '../reference/geo';
import { toEmbossing } from '../reference/people';

type Input = {
  index: number;
  id: string;
  country: CountryRef;
  operatorIssuer: string | undefined;
  offerType: 'FUEL' | 'EV';
  town: Town;
  /** The customer's name: embossing line 1 (spec 002 §3.3 'line1 customer name'). */
  customerName: string;
  /** Forced ordering state, so every preset shows each blocked page (spec 002 §2.1). */
  state?: OrderingState;
};

export type OrderingState = 'stopped' | 'limitReached' | 'notAllowed';

/**
 * Ordering details of an authority (spec 002 §3.1). A handful of fixed indexes carry the blocked
 * states so every preset shows them: stopped authority, ordering not allowed with each reason.
 */
export function authorityDetails(ctx: GenContext, r: Rng, input: Input) {
  const { index, country, town } = input;
  const street = `${r.pick(country.streets)} ${r.int(1, 180)}`;
  const deliveryAddress = {
    addressLine1: street,
    addressLine2: r.chance(0.3) ? `Unit ${r.int(1, 40)}` : '',
    addressLine3: town[0],
    addressLine4: '',
    postCode: country.postCode(r),
    country: country.name,
  };
  const { state } = input;
  const blocked = state === 'limitReached' || state === 'notAllowed' || (index > 40 && r.chance(0.02));
  const programs = country.code === 'DE' ? [6, 32, 14] : [10, 12, 14];
  const expiryYear = new Date(ctx.asOf).getUTCFullYear() + 3;
  return {
    currency: country.currency,
    issuerCountry: input.operatorIssuer ?? country.code,
    issuerNumber: String(700 + country.id),
    clientNumber: r.chance(0.04) ? null : r.digits(8),
    accountId: `AC${r.digits(7)}`,
    serviceCode: r.pick(['701', '702', '711']),
    preSetServiceCode: r.chance(0.3) ? '701' : null,
    opuCode: `OPU${country.code}${r.int(1, 9)}`,
    cardProgramNumber: r.pick(programs),
    languageCode: country.language,
    sendToAddress: r.weighted([
      [1, 60],
      [2, 25],
      [6, 10],
      [7, 5],
    ]) as 1 | 2 | 6 | 7,
    cardTypeIds: input.offerType === 'EV' ? [2, 3] : r.chance(0.6) ? [1, 2, 3, 4, 5] : [1, 3, 4],
    defaultCardTypeId: r.chance(0.7) ? (input.offerType === 'EV' ? 2 : 3) : null,
    pinDerivation: r.weighted([
      [0, 40],
      [1, 30],
      [2, 15],
      [3, 15],
    ]),
    pinReq: r.chance(0.2) ? 4 : 1,
    cardOrderingAllowed: !blocked,
    cardLimitReached: state === 'limitReached' || (blocked && !state && r.chance(0.5)),
    authorityNotAllowed: state === 'notAllowed',
    customerNotAllowed: state === 'notAllowed' || (blocked && !state && r.chance(0.5)),
    isStopped: state === 'stopped',
    restrictionAckFlag: r.weighted([
      [null, 6],
      ['Y', 2],
      ['N', 1],
    ]),
    deliveryAddress,
    orderSettings: {
      configuration: {
        cardSetup: { restriction: 'Y', activateBPMe: r.chance(0.3) ? 'Y' : 'N' },
        cardDetails: { ivmh: r.chance(0.2) ? 'Y' : 'N', vehicleReg: 'Y', driverName: 'Y' },
        costCenter: r.chance(0.7) ? 'Y' : 'N',
        region: { region: 'Y', austriantax: country.code === 'AT' ? 'Y' : 'N' },
        pin: 'Y',
        fuelAndCharge: 'Y',
        gasoleoProfessional: country.code === 'ES' ? 'Y' : 'N',
        odometer: 'Y',
        addInfo: r.chance(0.5) ? 'Y' : 'N',
      },
      columnContext: {
        targetNeutral: r.chance(0.3) ? 'Y' : 'N',
        austrianRoadTax: country.code === 'AT' ? 'Y' : 'N',
      },
      embossingLines: {
        line0: { content: toEmbossing(input.customerName, 27) },
        line1: { content: toEmbossing(town[0], 27) },
        line2: { content: '' },
      },
      plasticTypes: r.chance(0.5) ? ['STANDARD', 'PREMIUM'] : ['STANDARD'],
      cardPlasticOption: 'STANDARD',
      ivmhStartDate: null,
      ivmhEndDate: null,
      ppdScheme: r.chance(0.2) ? 'PPD1' : null,
      targetNeutral: 'N',
      expiryMonth: ((index % 12) + 1).toString().padStart(2, '0'),
      expiryYear: String(expiryYear),
      restrictions: { currency: country.currency, distanceUnit: 'KMS' },
    },
  };
}
