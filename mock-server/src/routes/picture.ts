import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { Deps } from '../deps';
import type { UploadPictureResponse } from '../../../web/src/api/contract';
import { AppError } from '../http/errors';
import { currentMember, requireAuth } from '../http/require-auth';
import { parseRequest, requestSchema } from '../http/request';
import {
  MAX_PICTURE_BYTES,
  NOT_AN_IMAGE,
  NO_FILE,
  TOO_LARGE,
  imageType,
  reencodePicture,
  savePicture,
} from '../domain/pictures';

const pictureError = (text: string) => new AppError(422, text, { profile_picture: [text] });

// Memory storage: the bytes are checked before anything touches the disk. Upload errors are the
// member's doing (too large, wrong field, broken form), so they become 422s, never 500s.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 5, parts: 6 },
}).single('profile_picture');

const receivePicture: RequestHandler = (req, res, next) =>
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    // Anything else (a wrong field name, a truncated or malformed form) means no usable picture came.
    const tooLarge = err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE';
    next(pictureError(tooLarge ? TOO_LARGE : NO_FILE));
  });

// The file is the only input: no query parameters, no text fields besides it.
const uploadRequest = requestSchema({});

export function pictureRoutes(deps: Deps): Router {
  const { config } = deps;
  const router = Router();
  router.post('/socios/profile/upload-picture', requireAuth(deps), receivePicture, async (req, res) => {
    parseRequest(uploadRequest, req);
    if (!req.file || req.file.size === 0) throw pictureError(NO_FILE);
    const type = imageType(req.file.buffer);
    const clean = type && (await reencodePicture(req.file.buffer, type));
    if (!type || !clean) throw pictureError(NOT_AN_IMAGE);
    const body: UploadPictureResponse = {
      url: savePicture(deps, currentMember(res), clean, type, config.uploadsDir),
    };
    res.json(body);
  });
  return router;
}
