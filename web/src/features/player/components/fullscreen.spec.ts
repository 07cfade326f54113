import { describe, expect, it, jest } from '@jest/globals';
import { enterFullscreen, type FullscreenBox, type FullscreenDocument, type FullscreenVideo, isFullscreen, switchFullscreen } from './fullscreen';

const video = (fields: Partial<FullscreenVideo> = {}): FullscreenVideo => ({ readyState: 4, ...fields });

describe('fullscreen across browsers', () => {
  it('uses the standard API where it exists', async () => {
    const box = { requestFullscreen: jest.fn(() => Promise.resolve()), webkitRequestFullscreen: jest.fn() };
    await switchFullscreen({ fullscreenElement: null }, box, video());
    expect(box.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(box.webkitRequestFullscreen).not.toHaveBeenCalled();
  });

  it("falls back to Safari's prefixed method on the box (Safari before 16.4)", async () => {
    const box = { webkitRequestFullscreen: jest.fn() };
    await enterFullscreen(box, video());
    expect(box.webkitRequestFullscreen).toHaveBeenCalledTimes(1);
  });

  it("puts the video alone in fullscreen on an iPhone, once it has its metadata", async () => {
    const webkitEnterFullscreen = jest.fn();
    await enterFullscreen({}, video({ webkitEnterFullscreen }));
    expect(webkitEnterFullscreen).toHaveBeenCalledTimes(1);
    await expect(enterFullscreen({}, video({ readyState: 0, webkitEnterFullscreen }))).rejects.toThrow('Plein écran indisponible');
    expect(webkitEnterFullscreen).toHaveBeenCalledTimes(1);
  });

  it('rejects instead of throwing when there is no way, or when the browser throws or refuses', async () => {
    await expect(enterFullscreen({}, video())).rejects.toThrow('Plein écran indisponible');
    const throwing: FullscreenBox = {
      webkitRequestFullscreen: () => {
        throw new TypeError('not allowed');
      },
    };
    await expect(enterFullscreen(throwing, video())).rejects.toThrow(TypeError);
    const refusing: FullscreenBox = { requestFullscreen: () => Promise.reject(new TypeError('Permissions check failed')) };
    await expect(switchFullscreen({}, refusing, video())).rejects.toThrow(TypeError);
  });

  it('leaves fullscreen the way it was entered', async () => {
    const box: FullscreenBox = {};
    const standard = { fullscreenElement: box, exitFullscreen: jest.fn(() => Promise.resolve()) };
    expect(isFullscreen(standard, box, video())).toBe(true);
    await switchFullscreen(standard, box, video());
    expect(standard.exitFullscreen).toHaveBeenCalledTimes(1);

    const prefixed = { webkitFullscreenElement: box, webkitExitFullscreen: jest.fn() };
    expect(isFullscreen(prefixed, box, video())).toBe(true);
    await switchFullscreen(prefixed, box, video());
    expect(prefixed.webkitExitFullscreen).toHaveBeenCalledTimes(1);

    const iPhone = video({ webkitDisplayingFullscreen: true, webkitExitFullscreen: jest.fn() });
    const doc: FullscreenDocument = {};
    expect(isFullscreen(doc, box, iPhone)).toBe(true);
    await switchFullscreen(doc, box, iPhone);
    expect(iPhone.webkitExitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('is not in fullscreen when another element is', () => {
    expect(isFullscreen({ fullscreenElement: {} }, {}, video())).toBe(false);
    expect(isFullscreen({ fullscreenElement: null, webkitFullscreenElement: null }, {}, video())).toBe(false);
  });
});
