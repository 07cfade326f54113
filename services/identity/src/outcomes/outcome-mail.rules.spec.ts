import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  ModerationEvents, REPORT_STATUSES, REQUEST_STATUSES,
  type ReportEventData, type ReportStatus, type RequestEventData, type RequestStatus,
} from '@streaming/contracts';
import { outcomeMail, titleLink, type OutcomeEvent } from './outcome-mail.rules.js';

const APP = 'https://streaming.exemple.fr/';
const [alice, bruno, chloe] = [randomUUID(), randomUUID(), randomUUID()];

const occurredAt = '2026-11-26T10:00:00.000Z';

function report(status: ReportStatus, previousStatus: ReportStatus | null, over: Partial<ReportEventData> = {}): OutcomeEvent {
  return { id: randomUUID(), type: ModerationEvents.reportStatusChanged, occurredAt, data: {
    reportId: randomUUID(), userId: alice, contentType: 'movie', contentId: randomUUID(), seriesId: null, contentTitle: 'Le Mépris',
    problemType: 'audio_issue', status, previousStatus, adminNotes: null, actorId: randomUUID(), ...over,
  } };
}

function request(status: RequestStatus, previousStatus: RequestStatus | null, over: Partial<RequestEventData> = {}): OutcomeEvent {
  return { id: randomUUID(), type: ModerationEvents.requestStatusChanged, occurredAt, data: {
    requestId: randomUUID(), memberIds: [alice, bruno, chloe], contentType: 'series', title: 'Twin Peaks', status, previousStatus,
    adminNotes: null, fulfilledBy: null, actorId: randomUUID(), ...over,
  } };
}

describe('outcome mails', () => {
  it('tell the reporter when a report is resolved, with the note and the problem as the member chose it', () => {
    const mail = outcomeMail(report('resolved', 'in_progress', { adminNotes: 'Piste audio remplacée.' }), APP);
    expect(mail?.memberIds).toEqual([alice]);
    expect(mail?.content.subject).toBe('Votre signalement sur « Le Mépris » a été résolu');
    expect(mail?.content.text).toContain('Merci pour votre signalement sur « Le Mépris » (Problème audio).');
    expect(mail?.content.text).toContain('Message de l’équipe : Piste audio remplacée.');
  });

  it('tell the reporter when a report is rejected, with the note', () => {
    const mail = outcomeMail(report('rejected', 'pending', { adminNotes: 'Le son est celui de la version originale.' }), APP);
    expect(mail?.content.subject).toBe('Votre signalement sur « Le Mépris » n’a pas été retenu');
    expect(mail?.content.text).toContain('Message de l’équipe : Le son est celui de la version originale.');
  });

  it('say nothing of a report taken in hand, of a report whose author was erased, nor of a change without a new status', () => {
    expect(outcomeMail(report('in_progress', 'pending'), APP)).toBeNull();
    expect(outcomeMail(report('resolved', 'pending', { userId: null }), APP)).toBeNull();
    expect(outcomeMail(report('resolved', 'resolved', { adminNotes: 'Note modifiée' }), APP)).toBeNull();
  });

  it('mail a report only for resolved and rejected, whatever it came from', () => {
    const mailed = REPORT_STATUSES.flatMap((to) => REPORT_STATUSES.map((from) => [from, to] as const))
      .filter(([from, to]) => outcomeMail(report(to, from), APP) !== null)
      .map(([, to]) => to);
    expect(new Set(mailed)).toEqual(new Set(['resolved', 'rejected']));
  });

  it('tell every member who asked for a title once, even when listed twice', () => {
    const mail = outcomeMail(request('approved', 'pending', { memberIds: [alice, bruno, alice, chloe] }), APP);
    expect(mail?.memberIds).toEqual([alice, bruno, chloe]);
    expect(mail?.content.subject).toBe('Votre demande « Twin Peaks » a été approuvée');
  });

  it('link an added request to the title that fulfilled it, under its catalogue name', () => {
    const id = randomUUID();
    const mail = outcomeMail(request('completed', 'approved', {
      adminNotes: 'Les trois saisons sont en ligne.', fulfilledBy: { contentType: 'series', contentId: id, title: 'Twin Peaks (1990)' },
    }), APP);
    expect(mail?.content.subject).toBe('Votre demande « Twin Peaks » a été ajoutée');
    expect(mail?.content.text).toContain('Vous la trouverez sous le titre « Twin Peaks (1990) ».');
    expect(mail?.content.text).toContain(`Voir la série : https://streaming.exemple.fr/series/${id}`);
    expect(mail?.content.html).toContain(`href="https://streaming.exemple.fr/series/${id}"`);
    expect(mail?.content.text).toContain('Message de l’équipe : Les trois saisons sont en ligne.');
  });

  it('link a film to its film page, and name it only once when the titles agree', () => {
    const id = randomUUID();
    const mail = outcomeMail(request('completed', 'approved', {
      contentType: 'movie', title: 'Playtime', fulfilledBy: { contentType: 'movie', contentId: id, title: 'Playtime' },
    }), APP);
    expect(mail?.content.text).toContain(`Voir le film : https://streaming.exemple.fr/movie/${id}`);
    expect(mail?.content.text).not.toContain('sous le titre');
  });

  it('link no page once the catalogue deleted the title', () => {
    const mail = outcomeMail(request('completed', 'approved', {
      fulfilledBy: { contentType: 'series', contentId: randomUUID(), title: 'Twin Peaks', deleted: true },
    }), APP);
    expect(mail?.content.subject).toBe('Votre demande « Twin Peaks » a été ajoutée');
    expect(mail?.content.text).not.toContain('https://');
  });

  it('tell why a request was rejected', () => {
    const mail = outcomeMail(request('rejected', 'pending', { adminNotes: 'Pas de droits de diffusion en France.' }), APP);
    expect(mail?.content.subject).toBe('Votre demande « Twin Peaks » n’a pas été retenue');
    expect(mail?.content.text).toContain('Message de l’équipe : Pas de droits de diffusion en France.');
  });

  it('mail a request only when it becomes approved, added or rejected', () => {
    const mailed = REQUEST_STATUSES.flatMap((to) => REQUEST_STATUSES.map((from) => [from, to] as const))
      .filter(([from, to]) => outcomeMail(request(to, from), APP) !== null)
      .map(([, to]) => to);
    expect(new Set(mailed)).toEqual(new Set(['approved', 'completed', 'rejected']));
    expect(outcomeMail(request('pending', 'rejected'), APP)).toBeNull();
    expect(outcomeMail(request('completed', 'completed', { adminNotes: 'Note seule' }), APP)).toBeNull();
  });

  it('keeps a title on one line in the subject, and escapes it in the HTML', () => {
    const mail = outcomeMail(request('approved', 'pending', { title: 'Tom\n& <Jerry>' }), APP);
    expect(mail?.content.subject).toBe('Votre demande « Tom & <Jerry> » a été approuvée');
    expect(mail?.content.html).not.toContain('<Jerry>');
  });

  it('builds title links on the site without a doubled slash', () => {
    expect(titleLink('http://localhost:3000', { contentType: 'movie', contentId: 'abc' })).toBe('http://localhost:3000/movie/abc');
    expect(titleLink('http://localhost:3000//', { contentType: 'series', contentId: 'abc' })).toBe('http://localhost:3000/series/abc');
  });
});
