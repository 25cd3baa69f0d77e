/**
 * The route loaders of the /orders lists and service-centre pages, in one small chunk: the route
 * tree (in the first load) then names each by key instead of importing each module by path.
 */
export { serviceCenterLoader } from './centers/serviceCenterLoader';
export { serviceCentersLoader } from './centers/serviceCentersLoader';
export { serviceOrdersLoader } from './lists/serviceOrdersLoader';
export { technicianLoader } from './technicians/technicianLoader';
export { techniciansLoader } from './technicians/techniciansLoader';
