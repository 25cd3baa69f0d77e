/** The names networks and protocols go by (the same in Danish and English); others as the API gives them. */
const names: Record<string, string> = { nbiot: 'NB-IoT', sigfox: 'Sigfox', mqtt: 'MQTT', lorawan: 'LoRaWAN', http: 'HTTP', coap: 'CoAP' };

/** A device model's network and protocol as people write them: "NB-IoT / MQTT". */
export function networkName(networkType: string, networkProtocol: string): string {
  const name = (value: string) => names[value.toLowerCase()] ?? value;
  return networkType.toLowerCase() === networkProtocol.toLowerCase() ? name(networkType) : `${name(networkType)} / ${name(networkProtocol)}`;
}
