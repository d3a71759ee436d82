import type { LoginResponse } from '@arrival/contracts/auth';
import type { Location } from '@arrival/contracts/locations';
import type { User } from '@arrival/contracts/user';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Asha Menon',
    email: 'asha@example.com',
    phone: '919876543210',
    role: 'USER',
    profileImage: null,
    pickUpLocation: null,
    arrivalDate: null,
    flightNumber: null,
    arrivalTerminal: null,
    language: 'en',
    ...overrides,
  };
}

export function buildLoginResponse(overrides: Partial<User> = {}): LoginResponse {
  return { ...buildUser(overrides), accessToken: 'token-from-login' };
}

export const airports: Location[] = [
  { id: 1, name: 'Cochin International Airport (COK)', code: 'COK', city: 'Kochi' },
  { id: 2, name: 'Trivandrum International Airport (TRV)', code: 'TRV', city: 'Thiruvananthapuram' },
  { id: 3, name: 'Calicut International Airport (CCJ)', code: 'CCJ', city: 'Kozhikode' },
  { id: 4, name: 'Kannur International Airport (CNN)', code: 'CNN', city: 'Kannur' },
];
