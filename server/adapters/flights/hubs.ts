/**
 * Airports every other airport connects to: the big European, Mediterranean and intercontinental
 * hubs. Hubs fly to each other; a smaller airport flies to its nearest hubs and its country's.
 */
export const HUBS: readonly string[] = (
  'FCO MXP LIN BGY VCE NAP CTA PMO BLQ TRN FLR PSA BRI CAG ' +
  'LHR LGW STN CDG ORY AMS FRA MUC TXL DUS HAM ZRH GVA VIE BRU CPH ARN OSL HEL DUB MAD BCN PMI ' +
  'AGP LIS OPO ATH IST WAW PRG BUD OTP SOF BEG ZAG LJU MLA NCE LYS MRS EDI MAN KEF RIX KBP SVO ' +
  'LED TLV CAI HRG SSH CMN RAK TUN DXB AUH JED MCT BOM DEL MLE BKK SIN KUL HKG PEK PVG CAN NRT ' +
  'HND ICN TPE MNL CGK DPS SYD MEL AKL JNB CPT NBO ADD LOS ACC DKR ZNZ MRU SEZ JFK EWR BOS IAD ' +
  'ATL MIA MCO ORD DFW IAH LAX SFO SEA DEN LAS YYZ YUL YVR MEX CUN HAV PUJ GRU GIG EZE SCL LIM BOG'
).split(' ');
