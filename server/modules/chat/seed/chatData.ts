/** What the demo chat's people say, each line with the Spanish a dispatcher would write when translating it. */
export type Line = readonly [en: string, es: string];

export const SHOP_LINES: readonly Line[] = [
  ['Hi, the car is in bay 3 and the scan tool is plugged in.', 'Hola, el coche está en el box 3 y la herramienta de diagnóstico está conectada.'],
  ['The customer needs the car back by 4 pm, is that possible?', 'El cliente necesita el coche antes de las 4 de la tarde, ¿es posible?'],
  ['Windshield was replaced this morning, OEM glass.', 'El parabrisas se cambió esta mañana, cristal original.'],
  ['Battery maintainer is connected now.', 'El mantenedor de batería ya está conectado.'],
  ['The VIN on the dashboard matches the request.', 'El VIN del salpicadero coincide con la solicitud.'],
  ['Tires are at placard pressure and the tank is full.', 'Los neumáticos están a la presión indicada y el depósito está lleno.'],
  ['We moved the car to the level bay, ready when you are.', 'Hemos movido el coche al box nivelado, listo cuando quieran.'],
  ['Can you send the report to our second email as well?', '¿Pueden enviar el informe también a nuestro segundo correo?'],
  ['The lane assist warning is still on the cluster.', 'El aviso del asistente de carril sigue en el cuadro.'],
  ['Thanks, the customer is happy.', 'Gracias, el cliente está contento.'],
];

export const TECHNICIAN_LINES: readonly Line[] = [
  ['Connected to the vehicle, reading the modules now.', 'Conectado al vehículo, leyendo los módulos.'],
  ['Battery is at 11.9 V, please connect a maintainer before I continue.', 'La batería está a 11,9 V; conecten un mantenedor antes de que continúe.'],
  ['Two DTCs in the camera module, clearing them and retrying.', 'Dos códigos de avería en el módulo de la cámara; los borro y vuelvo a intentarlo.'],
  ['Please place the target board 2 m in front of the bumper.', 'Coloquen el panel de calibración a 2 m delante del parachoques.'],
  ['Static calibration passed.', 'La calibración estática ha sido correcta.'],
  ['The radar needs a dynamic drive: 10 minutes above 35 mph.', 'El radar necesita una conducción dinámica: 10 minutos a más de 56 km/h.'],
  ['Lost the connection for a moment, reconnecting.', 'Se perdió la conexión un momento, reconectando.'],
  ['All done, the report is on its way.', 'Todo listo, el informe está en camino.'],
];

export const STAFF_LINES: readonly Line[] = [
  ['A technician has been assigned and will connect shortly.', 'Se ha asignado un técnico que se conectará en breve.'],
  ['Thanks, we will keep you posted here.', 'Gracias, les mantendremos informados por aquí.'],
  ['Could you confirm the windshield brand?', '¿Podrían confirmar la marca del parabrisas?'],
  ['The report has been sent to both addresses.', 'El informe se ha enviado a las dos direcciones.'],
  ['We can fit it in before 4 pm.', 'Podemos hacerlo antes de las 4 de la tarde.'],
  ['Please check the wiring harness behind the camera before we retry.', 'Revisen el cableado detrás de la cámara antes de reintentarlo.'],
  ['Closing this request, thank you.', 'Cerramos esta solicitud, gracias.'],
];
