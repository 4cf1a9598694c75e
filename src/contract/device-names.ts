// The names a crew gives its devices ("Table laptop", "Ana's phone"), kept per tournament so every
// console and the operators' monitor name a device the same way, even while it is offline
// (decision 0049). Members only: nothing public names a device.
import { z } from 'zod';
import { displayName } from './display-name.ts';
import { storableString } from './storable-string.ts';

/** Long enough for "Time & score · tablet" in every language, short enough for a button. */
export const maxDeviceName = 40;

/** The random id a browser keeps for itself (as `deviceId` of a batch of events). */
export const deviceIdSchema = storableString().min(8).max(64);

export const deviceNamesSchema = z
  .record(z.string(), z.string())
  .describe('Device id → the name its crew gave it, for the devices of the tournament');
export type DeviceNames = z.infer<typeof deviceNamesSchema>;

export const nameDeviceSchema = z.strictObject({
  deviceId: deviceIdSchema,
  /** An empty name forgets the device's name: it is named by what it is connected as again. */
  name: displayName().trim().max(maxDeviceName),
});
export type NameDevice = z.infer<typeof nameDeviceSchema>;

export const deviceNamesAnswerSchema = z.object({ deviceNames: deviceNamesSchema });
