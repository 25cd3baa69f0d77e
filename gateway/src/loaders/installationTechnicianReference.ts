/** A technician as an order or the technicians' lookup names them, with their centre. */
export interface TechnicianReference {
  _id: string;
  name: string;
  userId: string;
  isActive: boolean;
  serviceCenterId: string;
}
