import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { auditActor } from '../../platform/audit/AuditLog.js';
import { forbidden, type PermissionGate, type PermittedUser } from '../../platform/auth/PermissionGate.js';
import { KNOWN_PERMISSIONS, STAFF } from '../../platform/auth/knownPermissions.js';
import { signedInUser, staffUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { FastifyRequest } from 'fastify';
import type { GroupActor, GroupsService } from './groups.service.js';
import {
  StaffGroupInput,
  StaffGroupList,
  StaffGroupMemberInput,
  StaffGroupMembers,
} from './staff.schemas.js';

export interface GroupsRoutesOptions {
  gate: PermissionGate;
  groups: GroupsService;
}

const GroupParams = Type.Object({ groupId: Type.Integer({ minimum: 1 }) });

const actorOf = (request: FastifyRequest, staff: PermittedUser): GroupActor => ({
  ...auditActor(request, staff),
  can: staff.can,
});

/** Staff: role groups, their permission trees and members (grant only what you hold). */
export const staffGroupsRoutes: FastifyPluginAsyncTypebox<GroupsRoutesOptions> = (app, options) => {
  const { gate, groups } = options;
  const errors = errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT');

  const list = async (staff: PermittedUser) => ({
    groups: await groups.list(),
    known: [...KNOWN_PERMISSIONS],
    held: KNOWN_PERMISSIONS.filter((path) => staff.can(path)),
  });

  app.get(
    '/api/staff/groups',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'staffGroups',
        summary: 'Staff (staff.groups.edit or staff.groups.members): role groups and every known permission',
        tags: ['staff'],
        response: { 200: ref(StaffGroupList), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const staff = await gate.of(signedInUser(request));
      if (!staff.can(STAFF.groupsEdit) && !staff.can(STAFF.groupsMembers)) throw forbidden();
      return list(staff);
    },
  );

  app.post(
    '/api/staff/groups',
    {
      config: { permission: STAFF.groupsEdit },
      schema: {
        operationId: 'staffCreateGroup',
        summary: 'Staff (staff.groups.edit): creates a role group; only permissions the caller holds',
        tags: ['staff'],
        body: ref(StaffGroupInput),
        response: { 200: ref(StaffGroupList), ...errors },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      await groups.save(actorOf(request, staff), null, request.body);
      return list(staff);
    },
  );

  app.put(
    '/api/staff/groups/:groupId',
    {
      config: { permission: STAFF.groupsEdit },
      schema: {
        operationId: 'staffUpdateGroup',
        summary: 'Staff (staff.groups.edit): renames a group and sets its permissions (only those held)',
        tags: ['staff'],
        params: GroupParams,
        body: ref(StaffGroupInput),
        response: { 200: ref(StaffGroupList), ...errors },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      await groups.save(actorOf(request, staff), request.params.groupId, request.body);
      return list(staff);
    },
  );

  app.get(
    '/api/staff/groups/:groupId/members',
    {
      config: { permission: STAFF.groupsMembers },
      schema: {
        operationId: 'staffGroupMembers',
        summary: 'Staff (staff.groups.members): who is in the group',
        tags: ['staff'],
        params: GroupParams,
        response: { 200: ref(StaffGroupMembers), ...errors },
      },
    },
    async (request) => {
      const rows = await groups.members(request.params.groupId);
      return {
        members: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          lastOnlineAt: row.lastOnlineAt?.toISOString() ?? null,
        })),
      };
    },
  );

  for (const member of [true, false]) {
    app.post(
      `/api/staff/groups/:groupId/members/${member ? 'add' : 'remove'}`,
      {
        // Declared, so a visitor or a player without it is refused before the body is validated.
        config: { permission: STAFF.groupsMembers },
        schema: {
          operationId: member ? 'staffAddGroupMember' : 'staffRemoveGroupMember',
          summary: `Staff (staff.groups.members): ${member ? 'adds a player to' : 'removes a player from'} the group; the caller must hold all it grants`,
          tags: ['staff'],
          params: GroupParams,
          body: ref(StaffGroupMemberInput),
          response: { 200: ref(StaffGroupList), ...errors },
        },
      },
      async (request) => {
        const staff = staffUser(request);
        await groups.setMember(actorOf(request, staff), request.params.groupId, request.body.login, member);
        return list(staff);
      },
    );
  }
  return Promise.resolve();
};
