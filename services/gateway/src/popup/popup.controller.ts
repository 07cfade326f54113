import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/route-access.decorators.js';

/** What GET /api/popup answers: the administrators' message over the login page, or null. */
export interface ActivePopup {
  popup: { id: string; title: string; content: string } | null;
}

/**
 * The login page asks for the active popup on every visit. Popups are written in the back office of the
 * moderation service, which does not exist yet: until it does, there is none, and the answer says so
 * (rather than a 404 the browser logs as an error on every guest's first screen). The moderation service
 * takes this route over.
 */
@ApiTags('popup')
@Controller('popup')
export class PopupController {
  @Public()
  @Get()
  active(): ActivePopup {
    return { popup: null };
  }
}
