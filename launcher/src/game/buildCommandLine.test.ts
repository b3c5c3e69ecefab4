import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { ClientManifest } from '../install/clientManifest.js';
import { autoMemoryMegabytes, buildCommandLine, splitFlags } from './buildCommandLine.js';
import { parseJavaMajor } from './findJava.js';
import { crashHint } from './runGame.js';

const manifest: ClientManifest = {
  uuid: 'u',
  version: '1.2.0',
  javaMajor: 17,
  mainClass: 'net.minecraft.client.main.Main',
  classpath: ['libraries/a.jar', 'client.jar'],
  jvmArgs: ['-Dgame.dir=${game_directory}'],
  gameArgs: ['--version', '${version_name}', '--username', '${auth_player_name}'],
  files: [],
  authlibInjector: { jar: 'authlib-injector.jar', apiRoot: '/api-launcher/yggdrasil/' },
};

describe('buildCommandLine', () => {
  it('puts memory, flags, debugger, authlib-injector, class path and main class in order', () => {
    const folder = path.join('/games', 'u');
    const args = buildCommandLine({
      manifest,
      folder,
      memory: 4096,
      totalMemoryMegabytes: 16384,
      jvmFlags: '-XX:+UseG1GC "-Dname=a b"',
      debuggerPort: 5005,
      apiUrl: 'https://lodestone.example',
      playerName: 'Steve',
    });
    expect(args).toEqual([
      '-Xmx4096M',
      '-XX:+UseG1GC',
      '-Dname=a b',
      '-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:5005',
      `-javaagent:${path.join(folder, 'authlib-injector.jar')}=https://lodestone.example/api-launcher/yggdrasil/`,
      `-Dgame.dir=${folder}`,
      '-cp',
      [path.join(folder, 'libraries/a.jar'), path.join(folder, 'client.jar')].join(path.delimiter),
      'net.minecraft.client.main.Main',
      '--version',
      '1.2.0',
      '--username',
      'Steve',
    ]);
  });

  it('picks auto memory as a share of the machine, 2 GB on a 4 GB machine', () => {
    expect(autoMemoryMegabytes(4096)).toBe(2048);
    expect(autoMemoryMegabytes(16384)).toBe(4096);
    expect(autoMemoryMegabytes(65536)).toBe(8192);
    expect(autoMemoryMegabytes(2048)).toBe(1024);
  });

  it('splits flags, reads Java versions and names the common crashes', () => {
    expect(splitFlags('  -Xss2m   -Da=b ')).toEqual(['-Xss2m', '-Da=b']);
    expect(parseJavaMajor('openjdk version "17.0.9" 2023-10-17')).toBe(17);
    expect(parseJavaMajor('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaMajor('nonsense')).toBeNull();
    expect(
      crashHint(['java.lang.UnsupportedClassVersionError: Main has been compiled by a more recent version']),
    ).toBe('wrongJava');
    expect(
      crashHint([
        'Error occurred during initialization of VM',
        'Could not reserve enough space for object heap',
      ]),
    ).toBe('outOfMemory');
    expect(crashHint(['all good'])).toBeNull();
  });
});
