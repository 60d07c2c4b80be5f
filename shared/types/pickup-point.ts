/** GET /api/pickup-points/ (issue 6, cat 5): the parcel lockers of a method nearest to a postal code. */
export interface PickupPoint { code: string; name: string; address: string; postal_code: string; city: string }

export interface PickupPointsResponse { pickup_points: PickupPoint[] }
