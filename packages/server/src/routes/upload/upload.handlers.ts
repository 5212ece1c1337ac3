import type { CallHandlers } from '../../http/call-handler';
import { storeUpload, uploadMode } from '../../services/upload.service';
import { signS3Post } from '../../services/upload-policy.service';

/** Upload mode and upload (contract §12): local storage, or a signed S3 POST form in `aws` mode. */
export const uploadHandlers: CallHandlers = {
  'app/base/comm/uploadMode': ({ server }) => uploadMode(server),
  'app/base/comm/upload': ({ input, user, server }) => {
    if (server.env.UPLOAD_MODE === 'aws') {
      return signS3Post(server, input instanceof FormData ? {} : input);
    }
    return storeUpload(server, user.id, input instanceof FormData ? input : new FormData());
  },
};
