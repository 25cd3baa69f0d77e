import type { Catalog } from '@fieldsense/messages';

/** The installation-order area's messages (spread into the API's catalog, i18n/messages.ts). */
export const installationOrderMessages = {
  'notFound.installationOrder': {
    da: 'Installationsordren findes ikke.',
    en: 'The installation order does not exist.',
  },
  'notFound.installationOrderDevice': {
    da: 'Enheden er ikke på installationsordren.',
    en: 'The device is not on the installation order.',
  },
  'notFound.installationAttachment': {
    da: 'Vedhæftningen findes ikke.',
    en: 'The attachment does not exist.',
  },
  'installation.unknownOwner': {
    da: 'Ejeren findes ikke, eller du må ikke oprette installationsordrer for den.',
    en: 'The owner does not exist, or you may not create installation orders for it.',
  },
  'installation.unknownTypes': {
    da: 'Disse enhedstyper findes ikke: {ids}.',
    en: 'These device types do not exist: {ids}.',
  },
  'installation.unknownModels': {
    da: 'Disse enhedsmodeller findes ikke: {ids}.',
    en: 'These device models do not exist: {ids}.',
  },
  'installation.emptyPatch': {
    da: 'Angiv mindst ét felt at ændre.',
    en: 'Give at least one field to change.',
  },
  'installation.unknownStatus': {
    da: 'Ukendt status: {value}.',
    en: 'Unknown status: {value}.',
  },
  'installation.deviceUnknown': {
    da: 'Enheden {device} findes ikke, er slettet, eller du må ikke se den.',
    en: 'The device {device} does not exist, is deleted, or you may not see it.',
  },
  'installation.deviceNotOfOwner': {
    da: 'Enheden {device} tilhører ikke ordrens ejer.',
    en: "The device {device} does not belong to the order's owner.",
  },
  'installation.deviceNotInStock': {
    da: 'Enheden {device} er ikke på lager (den er {lifecycle}).',
    en: 'The device {device} is not in stock (it is {lifecycle}).',
  },
  'installation.deviceOtherType': {
    da: 'Enheden {device} er ikke af ordrens enhedstyper.',
    en: "The device {device} is not of the order's device types.",
  },
  'installation.deviceOtherModel': {
    da: 'Enheden {device} er ikke af ordrens modeller.',
    en: "The device {device} is not of the order's models.",
  },
  'installation.deviceInOtherOrder': {
    da: 'Enheden {device} er allerede på installationsordren {order}.',
    en: 'The device {device} is already on the installation order {order}.',
  },
  'installation.deviceAlreadyOnOrder': {
    da: 'Enheden {device} er allerede på ordren.',
    en: 'The device {device} is already on the order.',
  },
  'installation.tooManyDevices': {
    da: 'En installationsordre kan højst have {max} enheder; der er plads til {left} mere.',
    en: 'An installation order can have at most {max} devices; there is room for {left} more.',
  },
  'installation.devicesDoNotMatch': {
    da: 'Ordrens enheder skal passe til dens typer og modeller: {devices} gør ikke.',
    en: "The order's devices must match its types and models: {devices} do not.",
  },
  'installation.ownerHasDevices': {
    da: 'Ejeren kan ikke ændres, mens ordren har enheder. Fjern dem først.',
    en: 'The owner cannot change while the order has devices. Remove them first.',
  },
  'installation.notEditable': {
    da: 'Installationsordren kan ikke ændres, fordi den er {status}.',
    en: 'The installation order cannot be changed because it is {status}.',
  },
  'installation.cannotStart': {
    da: 'Installationsordren kan ikke startes, fordi den er {status}.',
    en: 'The installation order cannot be started because it is {status}.',
  },
  'installation.cannotComplete': {
    da: 'Installationsordren kan ikke afsluttes, fordi den er {status}.',
    en: 'The installation order cannot be completed because it is {status}.',
  },
  'installation.cannotArchive': {
    da: 'Installationsordren kan ikke arkiveres, fordi den er {status}. Afslut den først.',
    en: 'The installation order cannot be archived because it is {status}. Complete it first.',
  },
  'installation.devicesPending': {
    da: 'Ordren kan først afsluttes, når hver enhed er installeret eller mislykket: {count} mangler.',
    en: 'The order can be completed once every device is installed or failed: {count} are left.',
  },
  'installation.noDevices': {
    da: 'Ordren har ingen enheder at afslutte.',
    en: 'The order has no devices to complete.',
  },
  'installation.deleteNeedsConfirmation': {
    da: 'Ordren har {count} installerede enheder. Bekræft sletningen (confirm=true): enhederne forbliver installerede, men ordren forsvinder.',
    en: 'The order has {count} installed devices. Confirm the deletion (confirm=true): the devices stay installed, but the order goes.',
  },
  'installation.deviceNotPending': {
    da: 'Enheden {device} kan ikke fjernes fra ordren, fordi den er installeret.',
    en: 'The device {device} cannot be removed from the order because it is installed.',
  },
  'installation.onlyOwnOrders': {
    da: 'Du kan kun arbejde på de installationsordrer, du er tildelt.',
    en: 'You can only work on the installation orders assigned to you.',
  },
  'installation.alreadyInstalled': {
    da: 'Enheden er allerede installeret med andre oplysninger. Ret enheden på dens egen side.',
    en: "The device is already installed with other details. Correct the device on its own page.",
  },
  'installation.failureReasonRequired': {
    da: 'Skriv, hvorfor installationen mislykkedes.',
    en: 'Write why the installation failed.',
  },
  'installation.geoRequired': {
    da: 'Angiv enhedens position for at installere den.',
    en: "Give the device's position to install it.",
  },
  'installation.tooManyAttachments': {
    da: 'En enhed på en installationsordre kan højst have {max} vedhæftninger; der er plads til {left} mere.',
    en: 'A device on an installation order can have at most {max} attachments; there is room for {left} more.',
  },

  // Status names in sentences ("… because it is completed") and in the statuses' lookup.
  'installation.status.new': { da: 'ny', en: 'new' },
  'installation.status.in_progress': { da: 'i gang', en: 'in progress' },
  'installation.status.completed': { da: 'afsluttet', en: 'completed' },
  'installation.status.archived': { da: 'arkiveret', en: 'archived' },
  'installation.statusName.new': { da: 'Ny', en: 'New' },
  'installation.statusName.in_progress': { da: 'I gang', en: 'In progress' },
  'installation.statusName.completed': { da: 'Afsluttet', en: 'Completed' },
  'installation.statusName.archived': { da: 'Arkiveret', en: 'Archived' },
  'installation.stateName.dlc_pending': { da: 'Afventer', en: 'Pending' },
  'installation.stateName.dlc_installed': { da: 'Installeret', en: 'Installed' },
  'installation.stateName.dlc_failed': { da: 'Mislykket', en: 'Failed' },

  // The e-mail to a technician given an order.
  'installation.mail.assignedSubject': {
    da: 'Ny installationsordre: {name}',
    en: 'New installation order: {name}',
  },
  'installation.mail.assignedBody': {
    da: 'Hej {technician}\n\nDu er blevet tildelt installationsordren {name}.\n\nEjer: {owner}\nServicecenter: {center}\nEnheder: {devices}\nForfalder: {due}\nNote: {note}\n\nÅbn ordren: {link}\n',
    en: 'Hello {technician}\n\nYou have been assigned the installation order {name}.\n\nOwner: {owner}\nService centre: {center}\nDevices: {devices}\nDue: {due}\nNote: {note}\n\nOpen the order: {link}\n',
  },
} as const satisfies Catalog;
