import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type {
  AdminReport, AdminRequest, CreateReportDto, CreateRequestDto, MemberReport, PopupMessage, RequestCreated, SavePopupDto,
} from '@streaming/contracts';
import { call, type ApiResponse, type Member } from './api-client.js';

/**
 * What the moderation API files share: calls as a member or an admin, and the rows they create
 * through the API. Titles and texts carry a random part, so a file's searches find only its own rows
 * (the other API files share this stack).
 */

/** As `call`: without a type argument the body is the client's loose JSON (error bodies included). */
export const send = <T = ApiResponse['body']>(who: Member | undefined, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> =>
  call<T>(path, { method, token: who?.accessToken, body });

export const uniqueText = (tag: string) => `${tag} ${randomUUID().slice(0, 8)}`;

export async function report(member: Member, body: Partial<CreateReportDto>): Promise<MemberReport> {
  const res = await send<MemberReport>(member, 'POST', '/api/reports', { problemType: 'video_not_working', ...body });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
  return res.body;
}

export const askFor = (member: Member, body: Partial<CreateRequestDto>) => send<RequestCreated>(member, 'POST', '/api/requests', { contentType: 'movie', ...body });

export async function request(member: Member, body: Partial<CreateRequestDto>): Promise<RequestCreated> {
  const res = await askFor(member, body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201, body: { outcome: 'created' } });
  return res.body;
}

export const patchReport = (admin: Member, id: string, body: Record<string, unknown>) => send<AdminReport>(admin, 'PATCH', `/api/admin/reports/${id}`, body);
export const patchRequest = (admin: Member, id: string, body: Record<string, unknown>) => send<AdminRequest>(admin, 'PATCH', `/api/admin/requests/${id}`, body);

export async function createPopup(admin: Member, body: SavePopupDto): Promise<PopupMessage> {
  const res = await send<PopupMessage>(admin, 'POST', '/api/admin/popups', body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201, body: { title: body.title, isActive: body.isActive } });
  return res.body;
}

/** The ids of the active popups among `ids`, as the admin list says. */
export async function activeAmong(admin: Member, ids: string[]): Promise<string[]> {
  const res = await send<{ items: PopupMessage[] }>(admin, 'GET', '/api/admin/popups');
  expect(res.status).toBe(200);
  return res.body.items.filter((p) => ids.includes(p.id) && p.isActive).map((p) => p.id);
}
