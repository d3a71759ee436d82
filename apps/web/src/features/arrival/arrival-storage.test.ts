import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { clearArrivalSelection, isArrivalSetupDone, saveArrivalSelection } from './arrival-storage';

const now = new Date('2030-06-01T00:00:00Z');
const future = '2030-06-05T10:00:00.000Z';

describe('the arrival-setup gate', () => {
  it('stops a traveller who has saved nothing', () => {
    expect(isArrivalSetupDone(buildUser(), now)).toBe(false);
  });

  it('lets through once the choice is saved on this device', () => {
    saveArrivalSelection(2, future);
    expect(localStorage.getItem('airport')).toBe('2');
    expect(localStorage.getItem('arrivalTime')).toBe(future);
    expect(localStorage.getItem('isUserInfoSet')).toBe('true');
    expect(isArrivalSetupDone(buildUser(), now)).toBe(true);
  });

  it('needs the saved airport and time, not just the flag', () => {
    localStorage.setItem('isUserInfoSet', 'true');
    expect(isArrivalSetupDone(buildUser(), now)).toBe(false);
  });

  it('does not ask a returning traveller whose profile is complete with a future arrival', () => {
    expect(isArrivalSetupDone(buildUser({ pickUpLocation: 1, arrivalDate: future }), now)).toBe(true);
  });

  it('asks again when the saved arrival has passed, or the name or e-mail is missing', () => {
    expect(isArrivalSetupDone(buildUser({ pickUpLocation: 1, arrivalDate: '2030-05-30T00:00:00Z' }), now)).toBe(false);
    expect(isArrivalSetupDone(buildUser({ pickUpLocation: 1, arrivalDate: future, name: null }), now)).toBe(false);
    expect(isArrivalSetupDone(buildUser({ pickUpLocation: 1, arrivalDate: future, email: '' }), now)).toBe(false);
  });

  it('forgets the saved choice', () => {
    saveArrivalSelection(2, future);
    clearArrivalSelection();
    expect(localStorage.length).toBe(0);
  });
});
