import { useMemo, useState } from 'react';
import { MESSAGES, type ProfileValues } from '@podoffice/domain';
import { Alert, Button, Card, FileUpload, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { userUpdated } from '../../store/session';
import {
  useCreateUploadUrlMutation,
  useProfileQuery,
  useRecordUploadedFileMutation,
  useUpdateProfileMutation,
} from '../api';
import { ProfileForm } from '../components/ProfileForm';
import { previewUrl, putFile } from '../../shared/putFile';
import { Page } from './ProfileScreen.styles';

/** Images an avatar may be, and their largest size. */
const AVATAR_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Profile (/profile, every signed-in user): the avatar, uploaded through a signed address, and
 * the profile form.
 */
export function ProfileScreen() {
  const dispatch = useAppDispatch();
  const profile = useProfileQuery();
  const [updateProfile] = useUpdateProfileMutation();
  const [createUploadUrl] = useCreateUploadUrlMutation();
  const [recordFile] = useRecordUploadedFileMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const me = profile.data?.me;
  const initialValues = useMemo<ProfileValues | undefined>(
    () =>
      me && {
        first_name: me.first_name,
        last_name: me.last_name,
        email: me.email,
        birthday: me.birthday ?? '',
        phone: me.phone ?? '',
        address: me.address ?? '',
      },
    [me],
  );

  const save = async (values: ProfileValues) => {
    if (!me) return;
    const result = await updateProfile({
      id: me.id,
      input: {
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        birthday: values.birthday,
        phone: values.phone || null,
        address: values.address || null,
      },
    });
    if (result.error) return;
    // The session's copy of the user greets them in the top bar: it takes the saved names now,
    // not at the next sign-in (issue 10 §8).
    const { first_name, last_name, email } = result.data.updateUser;
    dispatch(userUpdated({ first_name, last_name, email }));
    dispatch(notify({ type: 'success', message: MESSAGES.profileUpdated }));
  };

  // Spec 1 §7: a signed address, the PUT with the file's type, createFile, then the profile.
  const uploadAvatar = async ([file]: File[]) => {
    if (!me || !file) return;
    setUploadError(null);
    setProgress(0);
    try {
      const { createSignedUrl } = await createUploadUrl({
        filename: file.name,
        fileMime: file.type,
      }).unwrap();
      await putFile(createSignedUrl.url, file, setProgress);
      const { createFile } = await recordFile({
        input: {
          source: 'aws',
          key: createSignedUrl.key,
          file_name: file.name,
          file_mime: file.type,
          file_size: file.size,
        },
      }).unwrap();
      await updateProfile({ id: me.id, input: { avatar_id: createFile.id } }).unwrap();
      dispatch(notify({ type: 'success', message: MESSAGES.profileUpdated }));
    } catch {
      setUploadError(MESSAGES.uploadFailed);
      dispatch(notify({ type: 'error', message: MESSAGES.uploadFailed }));
    } finally {
      setProgress(null);
    }
  };

  if (profile.isError) {
    return (
      <Page>
        <Alert
          variant="error"
          title="Your profile could not be loaded"
          action={<Button onClick={() => void profile.refetch()}>Retry</Button>}
        >
          {errorMessage(profile.error, MESSAGES.somethingWrong)}
        </Alert>
      </Page>
    );
  }

  return (
    <Page>
      <Card title="Avatar" headingLevel={2}>
        {me ? (
          <FileUpload
            label="Upload avatar"
            hint="PNG, JPEG or WebP, up to 5 MB"
            accept={AVATAR_TYPES}
            maxSize={AVATAR_MAX_BYTES}
            onFiles={(files) => void uploadAvatar(files)}
            progress={progress}
            error={uploadError}
            previewUrl={me.avatar?.url ? previewUrl(me.avatar.url) : null}
            previewAlt="Your avatar"
          />
        ) : (
          <Skeleton lines={3} label="Loading your avatar" />
        )}
      </Card>
      <Card title="Profile" headingLevel={2}>
        {initialValues ? (
          <ProfileForm initialValues={initialValues} onSubmit={save} />
        ) : (
          <Skeleton lines={8} label="Loading your profile" />
        )}
      </Card>
    </Page>
  );
}
