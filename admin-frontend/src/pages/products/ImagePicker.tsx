import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, Space, Spin, Tag, Typography, Upload } from 'antd';
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_UPLOAD_BYTES, MB, PRODUCT_IMAGES, uploadFailureMessage } from '@dw/contracts';
import { isApiFailure } from '@dw/web-kit';
import { useNotify } from '../../app/notify';
import { PALETTE } from '../../app/theme';
import { Thumb } from '../../components/Thumb';
import { canAddImage, checkImageUrl, IMAGE_ACCEPT, imageFileProblem } from './images';
import { useRequestUploadMutation } from './productsApi';
import { uploadImage } from './upload';

interface Props {
  value?: string[];
  onChange?: (urls: string[]) => void;
  id?: string;
}

/** Product images, 1 to 3: uploaded through the signed-URL flow or added by https address. */
export function ImagePicker({ value = [], onChange, id }: Props) {
  const [requestUpload] = useRequestUploadMutation();
  const [uploading, setUploading] = useState(false);
  const [address, setAddress] = useState('');
  const [addressProblem, setAddressProblem] = useState<string | null>(null);
  const notify = useNotify();
  // An upload finishes after other edits may have happened, so it appends to the latest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const change = (urls: string[]) => {
    latest.current = urls;
    onChange?.(urls);
  };

  const onFile = async (file: File) => {
    const problem = imageFileProblem(file, latest.current);
    if (problem) {
      notify.error({ title: 'Upload Failed', description: problem });
      return;
    }
    setUploading(true);
    try {
      const path = await uploadImage(file, () => requestUpload().unwrap());
      change([...latest.current, path]);
      notify.success({ title: 'Image Uploaded', description: `${file.name} has been added.` });
    } catch (error) {
      const code = isApiFailure(error) ? error.code : undefined;
      notify.error({ title: 'Upload Failed', description: uploadFailureMessage(file.name, code, MAX_UPLOAD_BYTES.product / MB) });
    } finally {
      setUploading(false);
    }
  };

  const addAddress = () => {
    const check = checkImageUrl(address, latest.current);
    if (!check.ok) {
      setAddressProblem(check.problem);
      return;
    }
    change([...latest.current, check.url]);
    setAddress('');
    setAddressProblem(null);
  };

  const room = canAddImage(value) && !uploading;

  return (
    <div id={id}>
      <Flex wrap gap={12} style={{ marginBottom: 12 }} role="list" aria-label="Product images">
        {value.map((url, i) => (
          <div key={url} role="listitem" style={{ position: 'relative' }}>
            <Thumb src={url} alt={`Product image ${i + 1}`} width={84} />
            {i === 0 ? (
              <Tag
                style={{
                  position: 'absolute',
                  left: 4,
                  bottom: 4,
                  margin: 0,
                  background: PALETTE.ink,
                  color: '#fff',
                  borderColor: PALETTE.ink,
                }}
              >
                Main
              </Tag>
            ) : null}
            <Button
              size="small"
              shape="circle"
              icon={<CloseOutlined aria-hidden />}
              aria-label={`Remove image ${i + 1}`}
              onClick={() => change(value.filter((u) => u !== url))}
              style={{ position: 'absolute', top: 4, right: 4 }}
            />
          </div>
        ))}
        {uploading ? (
          <Flex
            align="center"
            justify="center"
            style={{ width: 84, height: 112, background: PALETTE.lineSoft }}
            role="status"
            aria-label="Uploading image"
          >
            <Spin />
          </Flex>
        ) : null}
      </Flex>
      {canAddImage(value) ? (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <Upload
            accept={IMAGE_ACCEPT}
            multiple={false}
            showUploadList={false}
            disabled={!room}
            beforeUpload={(file) => {
              void onFile(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} disabled={!room}>
              Upload image
            </Button>
          </Upload>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label="Image address"
              placeholder="or paste an https:// image address"
              value={address}
              status={addressProblem ? 'error' : undefined}
              onChange={(e) => {
                setAddress(e.target.value);
                setAddressProblem(null);
              }}
              onPressEnter={(e) => {
                e.preventDefault();
                addAddress();
              }}
            />
            <Button onClick={addAddress} disabled={!room}>
              Add URL
            </Button>
          </Space.Compact>
          {addressProblem ? (
            <Typography.Text type="danger" role="alert" style={{ fontSize: 13 }}>
              {addressProblem}
            </Typography.Text>
          ) : null}
        </Space>
      ) : (
        <Typography.Text type="secondary">Maximum of {PRODUCT_IMAGES.max} images reached. Remove one to add another.</Typography.Text>
      )}
    </div>
  );
}
