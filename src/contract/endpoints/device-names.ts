// Naming a device of a game's tournament, from a console (decision 0049).
import { liveGamePaths } from '../api-paths.ts';
import { gameParams, managementErrors } from '../common-responses.ts';
import { deviceNamesAnswerSchema, nameDeviceSchema } from '../device-names.ts';
import { endpoint } from '../endpoint.ts';

export const nameDevice = endpoint({
  method: 'PUT',
  path: liveGamePaths.deviceNames,
  operationId: 'nameDevice',
  summary: "Name a device of the game's tournament (scorekeepers and up)",
  description:
    "Sets the name consoles and the operators' monitor show for a device (its `deviceId`, as in a batch of events) in every game of the tournament; an empty name forgets it. Open consoles and monitors of the tournament's games receive the game again (`game` on the stream) with its `deviceNames`. Answers the tournament's device names.",
  tags: ['live games'],
  params: gameParams,
  body: nameDeviceSchema,
  responses: { 200: deviceNamesAnswerSchema, ...managementErrors },
});
