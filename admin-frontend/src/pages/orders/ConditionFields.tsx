import { useState } from 'react';
import { Button, Flex, Form, Input, Select, Spin, Upload } from 'antd';
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CONDITION_PHOTOS_MAX,
  MAX_UPLOAD_BYTES,
  MB,
  RETURN_CONDITIONS,
  RETURN_CONDITION_LABELS,
  uploadFailureMessage,
  type ReturnCondition,
} from '@dw/contracts';
import { isApiFailure } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { Thumb } from '../../components/Thumb';
import { IMAGE_ACCEPT } from '../products/images';
import { useRequestUploadMutation } from '../products/productsApi';
import { uploadImage } from '../products/upload';

/** The dresses' condition record a dispatch or a return carries; the day and condition only on a return. */
export interface ConditionDraft {
  receivedOn: string;
  condition: ReturnCondition;
  note: string;
  photos: string[];
}

export const freshCondition = (today: string): ConditionDraft => ({ receivedOn: today, condition: 'as-sent', note: '', photos: [] });

/** The photos of a condition record, uploaded one at a time through the signed-URL flow. */
function ConditionPhotos({ photos, onChange }: { photos: string[]; onChange: (next: string[]) => void }) {
  const [requestUpload] = useRequestUploadMutation();
  const [uploading, setUploading] = useState(false);
  const notify = useNotify();

  const onFile = async (file: File) => {
    setUploading(true);
    try {
      const path = await uploadImage(file, () => requestUpload().unwrap());
      onChange([...photos, path]);
    } catch (error) {
      const code = isApiFailure(error) ? error.code : undefined;
      notify.error({ title: 'Upload Failed', description: uploadFailureMessage(file.name, code, MAX_UPLOAD_BYTES.product / MB) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex wrap gap={8} align="center">
      {/* A list holds only its items: the upload button sits beside it, not in it. */}
      {photos.length > 0 ? (
        <Flex wrap gap={8} role="list" aria-label="Condition photos">
          {photos.map((src, i) => (
            <div key={src} role="listitem" style={{ position: 'relative' }}>
              <Thumb src={src} alt={`Condition photo ${i + 1}`} width={64} />
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined aria-hidden />}
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onChange(photos.filter((p) => p !== src))}
                style={{ position: 'absolute', top: 2, right: 2 }}
              />
            </div>
          ))}
        </Flex>
      ) : null}
      {uploading ? <Spin aria-label="Uploading photo" /> : null}
      {photos.length < CONDITION_PHOTOS_MAX ? (
        <Upload
          accept={IMAGE_ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void onFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>Add photo</Button>
        </Upload>
      ) : null}
    </Flex>
  );
}

/** What the admin records with a dispatch (note, photos) or a return (also the day and condition). */
export function ConditionFields({
  kind,
  draft,
  onChange,
  problem,
}: {
  kind: 'dispatch' | 'return';
  draft: ConditionDraft;
  onChange: (next: ConditionDraft) => void;
  problem?: string | null;
}) {
  return (
    <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
      {kind === 'return' ? (
        <Flex gap={12} wrap>
          <Form.Item
            label="Received on"
            htmlFor="return-received-on"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
            style={{ marginBottom: 12 }}
          >
            <Input
              id="return-received-on"
              type="date"
              value={draft.receivedOn}
              onChange={(e) => onChange({ ...draft, receivedOn: e.target.value })}
            />
          </Form.Item>
          <Form.Item label="Condition" htmlFor="return-condition" style={{ marginBottom: 12, minWidth: 180 }}>
            <Select<ReturnCondition>
              id="return-condition"
              aria-label="Condition"
              value={draft.condition}
              onChange={(condition) => onChange({ ...draft, condition })}
              options={RETURN_CONDITIONS.map((c) => ({ value: c, label: RETURN_CONDITION_LABELS[c] }))}
            />
          </Form.Item>
        </Flex>
      ) : null}
      <Form.Item
        label={kind === 'return' ? 'Condition note (optional)' : 'Dispatch note (optional)'}
        htmlFor={`${kind}-note`}
        style={{ marginBottom: 12 }}
      >
        <Input.TextArea
          id={`${kind}-note`}
          rows={2}
          maxLength={1000}
          value={draft.note}
          onChange={(e) => onChange({ ...draft, note: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Photos (optional)" style={{ marginBottom: 0 }}>
        <ConditionPhotos photos={draft.photos} onChange={(photos) => onChange({ ...draft, photos })} />
      </Form.Item>
    </Form>
  );
}

/**
 * The fields a move sends from the draft: only what the admin changed (the server's defaults are
 * today and "as sent"), so a plain move keeps the spec's body.
 */
export function conditionExtras(kind: 'dispatch' | 'return', draft: ConditionDraft, today: string) {
  return {
    ...(kind === 'return' && draft.receivedOn && draft.receivedOn !== today ? { receivedOn: draft.receivedOn } : {}),
    ...(kind === 'return' && draft.condition !== 'as-sent' ? { condition: draft.condition } : {}),
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
    ...(draft.photos.length > 0 ? { photos: draft.photos } : {}),
  };
}
